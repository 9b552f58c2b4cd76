import { expect } from 'vitest';
import type { Actor, EventMetadata } from '../../infra/event-store/port';
import type { Projection } from '../../projections/lib/projection';
import { projectionChecksum } from '../../workers/projections/checksum';
import { startProjections } from '../../workers/projections/projection-runner';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { storeBed, type StoreBed } from './event-store-bed';

export interface ProjectionBedOptions {
  /** Who acts in the given events (default: staff member 700000001). */
  actor?: Actor;
  /** When the first event happens; each next one is a second later. */
  start?: Date;
  each?: boolean;
}

export interface ProjectionBed extends StoreBed {
  /** Appends events to a stream, each a second after the last, by the bed's actor or `accountNumber`. */
  given(stream: string, events: readonly { type: string; data: unknown }[], accountNumber?: string): Promise<void>;
  /** When the i-th given event (from 1) happened. */
  at(i: number): string;
  /** Runs the projections over every event appended so far, then stops them. */
  project(projections: readonly Projection[], batchSize?: number): Promise<void>;
  /** Rebuilds a projection into a scratch schema and expects the same checksum as the live read model. */
  expectRebuildMatches(projection: Projection, options?: { batchSize?: number; intoSchema?: string; replayMaxRows?: number }): Promise<void>;
}

/**
 * A projection test's bench (given events → then rows): a fresh event store (storeBed), a way to
 * append the given events with metadata, to run projections to the end of the log, and the
 * rebuild-equals-live check every read model's test makes.
 */
export function projectionBed({ actor = { accountNumber: '700000001', customerGroup: 'Staff' }, start = new Date(Date.UTC(2026, 0, 1)), each }: ProjectionBedOptions = {}): ProjectionBed {
  const bed = storeBed({ each });
  let n = 0;
  const at = (i: number) => new Date(start.getTime() + i * 1000).toISOString();
  const meta = (accountNumber?: string): EventMetadata => {
    n += 1;
    return {
      actor: accountNumber ? { ...actor, accountNumber } : actor,
      correlationId: `c${n}`,
      occurredAt: at(n),
      schemaVersion: 1,
    };
  };
  return {
    ...bed,
    at,
    async given(stream, events, accountNumber) {
      for (const e of events) await bed.store.appendToStream(stream, [{ type: e.type, data: e.data, metadata: meta(accountNumber) }], { expectedVersion: 'any' });
    },
    async project(projections, batchSize) {
      const running = await startProjections({ sql: bed.db.client, db: bed.kdb, store: bed.store, projections, ...(batchSize ? { batchSize } : {}) });
      await running.caughtUp();
      await running.stop();
    },
    async expectRebuildMatches(projection, { batchSize = 1, intoSchema = `${projection.name}_rebuild`, replayMaxRows } = {}) {
      const { db, kdb, store } = bed;
      await rebuildProjection({ sql: db.client, db: kdb, store, projection, schema: 'rm', intoSchema, batchSize, ...(replayMaxRows ? { replayMaxRows } : {}) });
      expect(await projectionChecksum(db.client, projection, intoSchema), `rebuilt at batch size ${batchSize}`).toBe(await projectionChecksum(db.client, projection, 'rm'));
    },
  };
}
