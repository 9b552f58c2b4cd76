import type { SqlClient } from '../db/sql-client';

/** True when the session was signed out. Unknown sessions are not revoked (the projection may lag a fresh sign-in). */
export function createSessionRevocationCheck(sql: SqlClient) {
  return async function isSessionRevoked(sessionId: string): Promise<boolean> {
    try {
      const { rows } = await sql.query<{ out: string | null }>(
        `SELECT signed_out_at AS out FROM rm.sessions WHERE session_id = $1`,
        [sessionId],
      );
      return rows[0]?.out != null;
    } catch {
      return false; // read model not created yet (first start)
    }
  };
}
