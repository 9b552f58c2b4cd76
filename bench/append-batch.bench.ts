import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { alternate } from './lib/measure';
import { insertPlain, PLAIN_TABLE } from './lib/plain-table';
import { planAppends, type PlannedAppend } from './lib/streams';
import type { BenchContext, BenchFn, BenchResult } from './lib/types';

/**
 * append-batch-N: events/s through PostgresEventStore.appendToStream (version check, stream
 * row, insert, notify: one es_append call per batch), appending to many streams in batches of
 * N, against one multi-row INSERT per batch of the same rows into a plain table.
 */
export function appendBatchBench(batchSize: number): BenchFn {
  return async (ctx: BenchContext): Promise<BenchResult> => {
    const store = new PostgresEventStore(ctx.sql);
    await store.init();
    await ctx.sql.exec(PLAIN_TABLE);

    const totalEvents = batchSize === 1 ? (ctx.quick ? 2_000 : 12_000) : ctx.quick ? 20_000 : 120_000;
    const rounds = 4;
    const appendsPerRound = Math.max(1, Math.round(totalEvents / batchSize / rounds));
    const streams = batchSize === 1 ? 400 : 40;
    const plan = planAppends(`batch${batchSize}`, appendsPerRound * rounds, batchSize, streams);
    const roundOf = (r: number) => plan.slice(r * appendsPerRound, (r + 1) * appendsPerRound);

    // Warm-up: plans, caches and the first pages of both tables.
    const warm = planAppends(`warm${batchSize}`, Math.max(5, Math.round(200 / batchSize)), batchSize, 5);
    await runStore(store, warm);
    await runPlain(ctx, warm);

    const t = await alternate(
      rounds,
      (r) => runStore(store, roundOf(r)),
      (r) => runPlain(ctx, roundOf(r)),
    );
    await store.close();
    const events = plan.length * batchSize;
    return {
      name: `append-batch-${batchSize}`,
      value: events / t.ours,
      unit: 'events/s',
      baseline: events / t.baseline,
      baselineUnit: 'events/s',
    };
  };
}

export async function runStore(store: PostgresEventStore, appends: PlannedAppend[]): Promise<void> {
  for (const a of appends) await store.appendToStream(a.streamId, a.events, { expectedVersion: a.version });
}

async function runPlain(ctx: BenchContext, appends: PlannedAppend[]): Promise<void> {
  for (const a of appends) await insertPlain(ctx.sql, a.streamId, a.version + 1, a.events);
}
