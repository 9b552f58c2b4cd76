import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { runStore } from './append-batch.bench';
import { alternate } from './lib/measure';
import { insertPlain, PLAIN_TABLE } from './lib/plain-table';
import { planAppends, type PlannedAppend } from './lib/streams';
import type { BenchContext, BenchResult } from './lib/types';

const WRITERS = 4;

/**
 * append-concurrent: 4 writers at once, each appending single-event commands to its own
 * streams through the store, against 4 writers doing plain single-row INSERTs. On PGlite both
 * sides are serialized (one connection), so the figure there shows overhead, not scaling.
 */
export async function appendConcurrentBench(ctx: BenchContext): Promise<BenchResult> {
  const store = new PostgresEventStore(ctx.sql);
  await store.init();
  await ctx.sql.exec(PLAIN_TABLE);

  const perWriterPerRound = ctx.quick ? 250 : 1_500;
  const rounds = 4;
  const plans = Array.from({ length: WRITERS }, (_, w) => planAppends(`conc${w}`, perWriterPerRound * rounds, 1, 100));
  const slice = (p: PlannedAppend[], r: number) => p.slice(r * perWriterPerRound, (r + 1) * perWriterPerRound);

  const warm = Array.from({ length: WRITERS }, (_, w) => planAppends(`warmc${w}`, 50, 1, 5));
  await Promise.all(warm.map((p) => runStore(store, p)));

  const t = await alternate(
    rounds,
    (r) => Promise.all(plans.map((p) => runStore(store, slice(p, r)))).then(() => undefined),
    (r) =>
      Promise.all(
        plans.map(async (p) => {
          for (const a of slice(p, r)) await insertPlain(ctx.sql, a.streamId, a.version + 1, a.events);
        }),
      ).then(() => undefined),
  );
  await store.close();
  const events = WRITERS * perWriterPerRound * rounds;
  return {
    name: 'append-concurrent',
    value: events / t.ours,
    unit: 'events/s',
    baseline: events / t.baseline,
    baselineUnit: 'events/s',
  };
}
