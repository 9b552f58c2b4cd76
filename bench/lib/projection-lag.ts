import type { SqlConnection } from '../../infra/db/sql-client';
import type { StoredEvent } from '../../infra/event-store/port';

/** An event a projection applied while measuring: its log position, its occurredAt and when the apply committed (ms). */
export type Applied = [globalPosition: number, occurredAt: number, appliedAt: number];

/**
 * Projection lag measured two ways (ms per applied event and projection):
 * - `fromAppend`: the append's transaction start (`es_events.occurred_at`, the server's `now()`)
 *   → the commit of the projection's batch. This is the projection's own lag: how long after an
 *   event is stored its read models show it.
 * - `fromCommand`: the event's `metadata.occurredAt` (stamped when the command handler began, before
 *   it loaded, decided and appended) → the same commit; it adds the command's own time, queueing
 *   for the CPU included, which the CheckOut and flow latencies already report.
 * Both clocks are this machine's (the bench and PostgreSQL share it).
 */
export interface ProjectionLags {
  fromAppend: number[];
  fromCommand: number[];
}

export class LagRecorder {
  private since: number | undefined;
  private readonly applied: Applied[] = [];

  /** From now on, record each applied event that occurred after this instant. */
  start(): void {
    this.since = Date.now();
  }

  record(events: readonly StoredEvent[]): void {
    if (this.since === undefined) return;
    const now = Date.now();
    for (const e of events) {
      const at = Date.parse(e.metadata.occurredAt);
      if (at >= this.since) this.applied.push([e.globalPosition, at, now]);
    }
  }

  /** Both lags: the append instants are read from the log once, at the end (not on the measured path). */
  async lags(sql: SqlConnection): Promise<ProjectionLags> {
    const positions = [...new Set(this.applied.map((a) => a[0]))];
    const appendedAt = new Map<number, number>();
    for (let i = 0; i < positions.length; i += 10_000) {
      const { rows } = await sql.query<{ p: string | number; ms: string | number }>(
        `SELECT global_position AS p, (extract(epoch FROM occurred_at) * 1000)::float8 AS ms FROM es_events WHERE global_position = ANY($1::bigint[])`,
        [positions.slice(i, i + 10_000)],
      );
      for (const r of rows) appendedAt.set(Number(r.p), Number(r.ms));
    }
    return {
      fromAppend: this.applied.map(([p, , done]) => done - (appendedAt.get(p) ?? Number.NaN)).filter((ms) => !Number.isNaN(ms)),
      fromCommand: this.applied.map(([, at, done]) => done - at),
    };
  }
}
