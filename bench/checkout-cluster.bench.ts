import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { type Cluster, startCluster } from '../main/cluster';
import { createKysely } from '../infra/db/kysely';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { readAllCheckpoints } from '../infra/read-models/checkpoints';
import type { ReadModels } from '../infra/read-models/tables';
import { projections } from '../projections';
import { projectionChecksum } from '../workers/projections/checksum';
import { rebuildProjection } from '../workers/projections/rebuild';
import { typeFilterOf } from '../projections/lib/projection';
import { seedDemo } from '../command-api/seed/seed-demo';
import { pct, runClients, staffCheckoutFlow } from './lib/checkout-driver';
import { benchEyes, seedBenchPatients } from './lib/checkout-setup';
import { seconds } from './lib/measure';
import type { BenchContext, BenchResult } from './lib/types';

const CLIENTS = Number(process.env.BENCH_CLIENTS) || 32;
/** The read models a checkout writes: their work is checked for nothing duplicated or missed. */
const CHECKED = ['carts', 'orders', 'order_status_report', 'sales_dashboard', 'record_history', 'reorder_supply'];

/**
 * `checkout-cluster` (issue #19 "Scale", issue #21): the staff checkout flow of checkout.bench.ts
 * against the scaled-out topology — separate command-API processes and 2 worker (projector)
 * processes on one PostgreSQL (`npm run start:cluster`'s cluster, started here on the bench's fresh
 * database and a Redis of REDIS_URL). The same orders go to 1 command-API process, then round-robin
 * to 2, in alternating rounds; the figure is the throughput with 2, the baseline the throughput
 * with 1 (ratio = the speed-up). Clients call the command APIs directly (no gateway hop). CPU
 * seconds per part are printed for each side, to show what limits the speed-up on this machine.
 * Afterwards, every read model the orders touch must have applied each of its events exactly once
 * (events_applied = events of its types in the log) and equal a rebuild from zero.
 */
export async function checkoutClusterBench(ctx: BenchContext): Promise<BenchResult[]> {
  const redisUrl = process.env.REDIS_URL;
  if (ctx.kind !== 'pg' || !ctx.url || !redisUrl) {
    console.log('  checkout-cluster: skipped (needs DATABASE_URL and REDIS_URL: it starts processes of its own)');
    return [];
  }
  const orders = ctx.quick ? 192 : 960;
  const patients = ctx.quick ? 96 : 480;
  const store = new PostgresEventStore(ctx.sql);
  await store.init();
  let benchPatients: Awaited<ReturnType<typeof seedBenchPatients>> = [];
  const setup = await seconds(async () => {
    await seedDemo(store);
    benchPatients = await seedBenchPatients(store, { count: patients, firstAccount: 410_000_000, parallel: CLIENTS, eyes: benchEyes() });
  });
  const secret = randomBytes(32).toString('hex');
  const cluster = await startCluster({
    databaseUrl: ctx.url,
    redisUrl,
    redisPrefix: `bench-cluster-${process.pid}`,
    commandApis: 2,
    queryApis: 1,
    workers: 2,
    // Orders stay as placed: the workers do projection work, not simulated fulfilment.
    env: { JWT_SECRET: secret, LOG_LEVEL: 'warn', NODE_ENV: 'test', FULFILMENT_ENABLED: 'false', ORDER_CONFIRMATION_DELAY_MS: String(60 * 60_000) },
  });
  console.log(`  setup: demo seed + ${patients} patients in ${setup.toFixed(1)} s; cluster of 2 command APIs, 1 query API, 2 workers; ${orders} orders per side, ${CLIENTS} clients`);
  const kdb = createKysely<ReadModels>(ctx.sql);
  try {
    const apis = cluster.byRole('command-api').map((p) => p.url!);
    const signIn = await fetch(`${apis[0]}/api/customer/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'staff@demo.lensloop.test', password: 'Lensloop!2026' }) });
    const token = ((await signIn.json()) as { token: string }).token;
    const patientOf = (i: number) => benchPatients[i % benchPatients.length]!;
    let turn = 0;
    const one = () => apis[0]!;
    const both = () => apis[turn++ % apis.length]!;
    const cpu = cpuMeter(cluster, ctx.url);

    // Warm-up of both processes, then alternating rounds of half the orders each.
    await runClients(CLIENTS, CLIENTS * 2, staffCheckoutFlow(both, token, patientOf), 1_000_000);
    const half = Math.floor(orders / 2);
    const side = {
      one: { wall: 0, flows: [] as number[], cpu: new Map<string, number>(), machine: [] as number[] },
      two: { wall: 0, flows: [] as number[], cpu: new Map<string, number>(), machine: [] as number[] },
    };
    for (let round = 0; round < 2; round++) {
      const order: ['one' | 'two', () => string][] = round === 0 ? [['one', one], ['two', both]] : [['two', both], ['one', one]];
      for (const [name, base] of order) {
        const before = cpu.read();
        const machineBefore = machineTicks();
        const r = await runClients(CLIENTS, half, staffCheckoutFlow(base, token, patientOf), (round * 2 + (name === 'two' ? 1 : 0)) * half);
        const used = cpu.since(before);
        side[name].machine.push(machineBusy(machineBefore, machineTicks()));
        side[name].wall += r.wall;
        side[name].flows.push(...r.timings.map((t) => t.flow));
        for (const [k, v] of used) side[name].cpu.set(k, (side[name].cpu.get(k) ?? 0) + v);
      }
    }
    for (const name of ['one', 'two'] as const) {
      const s = side[name];
      console.log(`  ${name === 'one' ? '1 command API ' : '2 command APIs'}: ${(s.flows.length / s.wall).toFixed(1)} checkouts/s, flow p50 ${pct(s.flows, 0.5)} ms p99 ${pct(s.flows, 0.99)} ms; CPU per checkout: ${[...s.cpu].filter(([, v]) => v > 0.05).map(([k, v]) => `${k} ${((v / s.flows.length) * 1000).toFixed(1)} ms`).join(', ')}; machine ${s.machine.map((b) => `${Math.round(b * 100)} %`).join(' / ')} busy (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);
    }

    // Projection work neither duplicated nor missed.
    const sql = ctx.sql;
    const head = await store.head();
    const deadline = Date.now() + 120_000;
    for (;;) {
      const cps = await readAllCheckpoints(sql, 'rm');
      if (CHECKED.every((n) => { const c = cps.get(n)?.checkpoint; return c && BigInt(c.transactionId) >= BigInt(head.transactionId); })) break;
      if (Date.now() > deadline) throw new Error('projections did not catch up');
      await new Promise((r) => setTimeout(r, 200));
    }
    const problems: string[] = [];
    const cps = await readAllCheckpoints(sql, 'rm');
    for (const name of CHECKED) {
      const projection = projections.find((p) => p.name === name)!;
      const types = typeFilterOf(projection);
      const { rows } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE $1::text[] IS NULL OR type = ANY($1::text[])`, [types ?? null]);
      const applied = cps.get(name)!.eventsApplied;
      if (applied !== rows[0]!.n) problems.push(`${name}: applied ${applied} events, the log has ${rows[0]!.n}`);
      await rebuildProjection({ sql, db: kdb, store, projection, schema: 'rm', intoSchema: 'bench_rebuild' });
      if ((await projectionChecksum(sql, projection, 'rm')) !== (await projectionChecksum(sql, projection, 'bench_rebuild'))) problems.push(`${name}: differs from a rebuild from zero`);
    }
    const { rows: placed } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE type = 'OrderCheckedOut'`);
    console.log(`  projection work: ${problems.length ? problems.join('; ') : `each of ${CHECKED.length} read models applied every event of its types once (${placed[0]!.n} orders) and equals a rebuild from zero`}`);
    if (problems.length) throw new Error(`projection work duplicated or missed: ${problems.join('; ')}`);

    const label = `${side.two.flows.length} orders, ${CLIENTS} clients, 2 workers`;
    return [
      { name: `checkout-cluster throughput, 2 command-API processes vs 1 (${label})`, value: side.two.flows.length / side.two.wall, unit: 'checkouts/s', baseline: side.one.flows.length / side.one.wall, baselineUnit: 'checkouts/s with 1 process' },
      { name: `checkout-cluster whole flow p99, 2 command-API processes vs 1 (${label})`, value: pct(side.two.flows, 0.99), unit: 'ms', baseline: pct(side.one.flows, 0.99), baselineUnit: 'ms with 1 process' },
    ];
  } finally {
    await cluster.stop();
    await store.close();
    await kdb.destroy();
  }
}

/** The machine's CPU ticks: busy and total (from /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - f[3]! - (f[4] ?? 0), total };
}

function machineBusy(a: { busy: number; total: number }, b: { busy: number; total: number }): number {
  return b.total > a.total ? (b.busy - a.busy) / (b.total - a.total) : 0;
}

/** CPU seconds used by each part: the cluster's processes (by role), this process, and the database's backends. */
function cpuMeter(cluster: Cluster, databaseUrl: string) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const ticks = (pid: number): number => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  const read = (): Map<string, number> => {
    const m = new Map<string, number>();
    const add = (k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
    for (const p of cluster.processes) {
      const pid = p.pid();
      if (pid !== undefined) add(p.role, ticks(pid) / 100);
    }
    const self = process.cpuUsage();
    add('bench client', (self.user + self.system) / 1e6);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) add('postgres', ticks(Number(entry)) / 100);
      } catch {
        /* gone meanwhile */
      }
    }
    return m;
  };
  return {
    read,
    since(before: Map<string, number>): Map<string, number> {
      const now = read();
      return new Map([...now].map(([k, v]) => [k, Math.max(0, v - (before.get(k) ?? 0))]));
    },
  };
}
