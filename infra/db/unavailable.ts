/**
 * Is this error the database (or another backing service) being unreachable for a moment — a
 * restart, a dropped connection, a full connection table — rather than a fault of the request?
 * Such a failure is answered 503 with Retry-After (the request may be retried as it was, with
 * the same Idempotency-Key), never 500.
 */
export function isUnavailableError(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01-03 (shutdown, crash, starting up), 53300 (too many connections).
    if (/^08...$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (PG_CLIENT_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres's own words for a connection that went away (it sets no code on them). */
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
