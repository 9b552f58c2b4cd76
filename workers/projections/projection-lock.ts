import type { HeldLock, LockSession } from '../../infra/db/lock-session';

export type ProjectionLock = HeldLock;

/**
 * One active runner per projection (reactor, scheduler): a session-level advisory lock, taken
 * through the process's lock session (one connection holds every lock of the process, D-561).
 * If the process dies, PostgreSQL drops its locks with the connection and a standby takes over;
 * if only the connection breaks, `lost` resolves and the runner stands by until it wins again.
 * On PGlite (one process) the session keeps the locks in memory, so two runners (or schedulers)
 * in that process still exclude each other.
 */
export function acquireProjectionLock(locks: LockSession, schema: string, projection: string): Promise<ProjectionLock | undefined> {
  return locks.tryLock(`${schema}.${projection}`);
}
