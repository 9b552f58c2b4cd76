import type { DuckDBConnection } from '@duckdb/node-api';
import type { DomainError } from '../../../domain/shared/errors';
import { queryErrorOf } from './query-error';
import type { Sandbox } from './open-sandbox';

/** A query's own connection to a scope's sandbox with its deadline. */
export interface TimedConnection {
  connection: DuckDBConnection;
  /** Milliseconds left before the interrupt. */
  remainingMs(): number;
  /** The error to answer for what DuckDB threw: the time limit's message once it interrupted, else DuckDB's own. */
  errorOf(err: unknown): DomainError;
  /** Stops the timer and closes the connection (idempotent). */
  close(): void;
}

/**
 * A connection of its own, interrupted after the time limit (DuckDB stops the running statement:
 * "INTERRUPT Error"); `errorOf` then answers the limit's message, any other DuckDB error its own
 * message as QUERY_INVALID (query-error.ts).
 */
export async function openTimedConnection(sandbox: Sandbox): Promise<TimedConnection> {
  const seconds = sandbox.limits.timeLimitSeconds;
  const connection = await sandbox.instance.connect();
  const started = Date.now();
  let timedOut = false;
  let closed = false;
  const timer = setTimeout(() => {
    timedOut = true;
    connection.interrupt();
  }, seconds * 1000);
  return {
    connection,
    remainingMs: () => seconds * 1000 - (Date.now() - started),
    errorOf: (err) => queryErrorOf(err, timedOut ? { seconds } : null),
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      connection.closeSync();
    },
  };
}

/** Runs `work` on a timed connection and closes it; errors become the API's (see openTimedConnection). */
export async function withTimedConnection<T>(sandbox: Sandbox, work: (timed: TimedConnection) => Promise<T>): Promise<T> {
  const timed = await openTimedConnection(sandbox);
  try {
    return await work(timed);
  } catch (err) {
    throw timed.errorOf(err);
  } finally {
    timed.close();
  }
}
