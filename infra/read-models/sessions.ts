import type { AccessClaims } from '../../domain/identity/access-token';
import { customerDecider } from '../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream } from '../../domain/identity/events';
import { type SessionRenewed, sessionStream, tokenGenerationValid } from '../../domain/identity/renew-session';
import { fold } from '../../domain/shared/decider';
import { securitySettings } from '../config/security';
import type { SqlClient } from '../db/sql-client';
import type { EventStore } from '../event-store/port';

interface SessionRow {
  account_number: string;
  signed_out_at: string | null;
  generation: number | string;
  renewed_at: string | null;
  /** PostgreSQL store: the log already holds the session's SignedOut / ImpersonationEnded. */
  closed_in_log?: boolean;
  /** PostgreSQL store: the newest renewal in the session's own stream. */
  log_generation?: number | string | null;
  log_renewed_at?: string | null;
}

/**
 * On the PostgreSQL store the read model's answer is checked against the log in the same
 * statement (D-542): a sign-out or a renewal the projection has not applied yet counts at once —
 * a signed-out token must not work for the projection's lag (seen on PostgreSQL under load).
 * Two index probes: the closing events by session id (partial index `es_events_session_closed`)
 * and the session stream's last event.
 */
const WITH_LOG = `
  SELECT s.account_number, s.signed_out_at, s.generation, s.renewed_at,
         EXISTS (SELECT 1 FROM es_events c WHERE c.type IN ('SignedOut', 'ImpersonationEnded') AND c.data->>'sessionId' = $1) AS closed_in_log,
         r.generation AS log_generation, r.renewed_at AS log_renewed_at
    FROM rm.sessions s
    LEFT JOIN LATERAL (
      SELECT (e.data->>'generation')::bigint AS generation, e.metadata->>'occurredAt' AS renewed_at
        FROM es_events e WHERE e.stream_id = $2 AND e.type = 'SessionRenewed'
       ORDER BY e.stream_position DESC LIMIT 1
    ) r ON true
   WHERE s.session_id = $1`;

/**
 * Whether a bearer token's session exists, is the token's account's, is not signed out, and has not
 * been renewed away (D-526). One indexed read of `rm.sessions` by its primary key per request; only a
 * session the read model has not seen yet (a sign-in moments ago, or a session id nobody opened) is
 * looked up in the account's own stream, the source of truth, and its renewals in its own stream.
 */
export function createSessionCheck(sql: SqlClient, store: EventStore) {
  return async function isSessionValid(claims: AccessClaims): Promise<boolean> {
    let row: SessionRow | undefined;
    try {
      const { rows } =
        store.kind === 'postgres'
          ? await sql.query<SessionRow>(WITH_LOG, [claims.sessionId, sessionStream(claims.sessionId)], { prepare: 'session_check' })
          : await sql.query<SessionRow>(`SELECT account_number, signed_out_at, generation, renewed_at FROM rm.sessions WHERE session_id = $1`, [claims.sessionId]);
      row = rows[0];
    } catch {
      row = undefined; // read model not created yet (first start): the stream decides
    }
    if (row) {
      if (row.account_number !== claims.sub || row.signed_out_at !== null || row.closed_in_log === true) return false;
      const logGeneration = row.log_generation === null || row.log_generation === undefined ? -1 : Number(row.log_generation);
      const [generation, renewedAt] = logGeneration > Number(row.generation) ? [logGeneration, row.log_renewed_at ?? null] : [Number(row.generation), row.renewed_at];
      return tokenGenerationValid(claims.gen ?? 0, generation, renewedAt, new Date(), securitySettings().tokenRenewalGraceMs);
    }
    const { events } = await store.readStream<CustomerEvent>(customerStream(claims.sub));
    if (!fold(customerDecider, events).openSessions.includes(claims.sessionId)) return false;
    // Open in the account's stream: its renewals (the session's own stream) decide the token's generation.
    const renewals = (await store.readStream<SessionRenewed>(sessionStream(claims.sessionId))).events.filter((e) => e.type === 'SessionRenewed');
    const last = renewals.at(-1);
    return tokenGenerationValid(claims.gen ?? 0, last?.data.generation ?? 0, last?.metadata.occurredAt ?? null, new Date(), securitySettings().tokenRenewalGraceMs);
  };
}
