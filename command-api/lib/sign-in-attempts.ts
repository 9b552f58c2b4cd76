import { createHash } from 'node:crypto';
import type { SignInFailureCounts } from '../../domain/security/sign-in-throttle';
import { withDdlLock } from '../../infra/db/ddl-lock';
import type { SqlClient, SqlConnection } from '../../infra/db/sql-client';

/**
 * The sign-in attempt log: operational state for throttling and the audit trail of failed
 * sign-ins (decision D-044). Not events: attacker-controlled volume must not grow the permanent
 * event log, and the throttle needs indexed counts over a sliding hour. Successful sign-ins are
 * also events (SignedIn). Rows older than SIGN_IN_LOG_RETENTION_DAYS (default 90) are pruned.
 *
 * `account_key` is the account number, or `email:<sha256>` for an e-mail with no account, so
 * unknown e-mails are throttled exactly like real ones and no address is stored in clear.
 */
export const SIGN_IN_ATTEMPTS_DDL = /* sql */ `
CREATE TABLE IF NOT EXISTS sign_in_attempts (
  id          bigserial PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT clock_timestamp(),
  account_key text NOT NULL,
  device_id   text,
  ip          text NOT NULL,
  outcome     text NOT NULL,
  stage       text NOT NULL DEFAULT 'password'
);
CREATE INDEX IF NOT EXISTS sign_in_attempts_account ON sign_in_attempts (account_key, at DESC) WHERE outcome = 'failed';
CREATE INDEX IF NOT EXISTS sign_in_attempts_ip ON sign_in_attempts (ip, at DESC) WHERE outcome = 'failed';
CREATE INDEX IF NOT EXISTS sign_in_attempts_at ON sign_in_attempts (at);`;

/**
 * failed: password checked and wrong · succeeded: password right · refused: over the hard cap,
 * not checked · challenged: a human check was required and missing or invalid, not checked.
 */
export type AttemptOutcome = 'failed' | 'succeeded' | 'refused' | 'challenged';

export function accountKeyFor(accountNumber: string | undefined, email: string): string {
  return accountNumber ?? `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

export async function prepareSignInAttempts(sql: SqlClient): Promise<void> {
  await withDdlLock(sql, () => sql.exec(SIGN_IN_ATTEMPTS_DDL));
  const days = Number(process.env.SIGN_IN_LOG_RETENTION_DAYS || 90);
  await sql.query(`DELETE FROM sign_in_attempts WHERE at < now() - make_interval(days => $1)`, [days]);
}

/** Failed sign-ins in the last hour: this account from unknown devices, this device, this IP. */
export async function failureCounts(
  db: SqlConnection,
  key: { accountKey: string; deviceId?: string; ip: string },
): Promise<SignInFailureCounts> {
  const { rows } = await db.query<{ account: number; device: number; ip: number }>(
    `SELECT
       (SELECT count(*)::int FROM sign_in_attempts
         WHERE account_key = $1 AND outcome = 'failed' AND device_id IS NULL AND at > now() - interval '1 hour') AS account,
       (SELECT count(*)::int FROM sign_in_attempts
         WHERE $2::text IS NOT NULL AND account_key = $1 AND device_id = $2 AND outcome = 'failed' AND at > now() - interval '1 hour') AS device,
       (SELECT count(*)::int FROM sign_in_attempts
         WHERE ip = $3 AND outcome = 'failed' AND device_id IS NULL AND at > now() - interval '1 hour') AS ip`,
    [key.accountKey, key.deviceId ?? null, key.ip],
  );
  const r = rows[0];
  return { account: Number(r?.account ?? 0), device: Number(r?.device ?? 0), ip: Number(r?.ip ?? 0) };
}

export async function recordAttempt(
  db: SqlConnection,
  attempt: { accountKey: string; deviceId?: string; ip: string; outcome: AttemptOutcome; stage?: 'password' | 'code' },
): Promise<void> {
  await db.query(`INSERT INTO sign_in_attempts (account_key, device_id, ip, outcome, stage) VALUES ($1, $2, $3, $4, $5)`, [
    attempt.accountKey,
    attempt.deviceId ?? null,
    attempt.ip,
    attempt.outcome,
    attempt.stage ?? 'password',
  ]);
}
