import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { createSandboxPayments } from '../../infra/payments/sandbox/sandbox-provider';
import { type Cluster, startCluster } from '../../main/cluster';
import { FAST_SIDE_EFFECTS_ENV, runMixedLoad, signIn } from '../reliability/mixed-load';
import { freshDemoPostgres, type TestDatabase } from '../support/database';
import { giveDemoPatientHistory, runMainJourneys } from '../support/journeys';
import { personalDataIn, personalValues } from '../support/personal-data-scan';
import { DEMO } from '../support/test-platform';
import { prometheusInstalled, startThrowawayPrometheus, type ThrowawayPrometheus } from '../support/throwaway-prometheus';
import { until } from '../support/test-app';

/**
 * Issue #33 on the scaled-out topology (main/cluster.ts, as `npm run start:cluster` and the crash
 * trials start it: 2 command APIs, 2 query APIs, 2 workers, the gateway) with a real Prometheus
 * (Debian's binary) scraping all seven processes every second: after the main journeys and a few
 * orders through the gateway, Prometheus's HTTP API shows every target up, the issue's series
 * present and moving, exactly one worker running each projection, and the alert rules loaded and
 * evaluating without error. Then each process's log output is scanned for every person's name,
 * e-mail, phone, street address and date of birth: none. Needs DATABASE_URL and REDIS_URL (it skips
 * and says so otherwise); the Prometheus part needs the `prometheus` package.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const withPrometheus = prometheusInstalled();
if (!databaseUrl || !redisUrl) console.log('cluster observability test skipped: it needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis), as the scaled-out topology does');
else if (!withPrometheus) console.log('no prometheus binary (apt-get install prometheus): the cluster is checked without a Prometheus scraping it');

describe.skipIf(!databaseUrl || !redisUrl)('the scaled-out topology, watched', () => {
  let db: TestDatabase;
  let cluster: Cluster;
  let prometheus: ThrowawayPrometheus | undefined;
  const logs = new Map<string, string[]>();
  const people: Awaited<ReturnType<typeof runMainJourneys>>['people'] = [];

  beforeAll(async () => {
    db = await freshDemoPostgres(databaseUrl!);
    cluster = await startCluster({
      databaseUrl: db.url!,
      redisUrl: redisUrl!,
      redisPrefix: `obs-cluster-${process.pid}-${Date.now()}`,
      env: { ...FAST_SIDE_EFFECTS_ENV, LOG_LEVEL: 'info', JWT_SECRET: randomBytes(32).toString('hex') },
      log: (line) => {
        const name = /^\[([^\]]+)\] /.exec(line)?.[1] ?? 'cluster';
        logs.set(name, [...(logs.get(name) ?? []), line.slice(name.length + 3)]);
      },
    });
    if (withPrometheus) {
      const hostPort = (url: string) => new URL(url).host;
      prometheus = await startThrowawayPrometheus({
        jobs: (['command-api', 'query-api', 'workers', 'gateway'] as const).map((role) => ({ job: role, targets: cluster.byRole(role).map((p) => hostPort(p.opsUrl)), labels: { role } })),
      });
    }
    // The demo patient's history (address, prescription, saved card), written through the same sandbox the command APIs use.
    await giveDemoPatientHistory(new PostgresEventStore(db.client), db.client, createSandboxPayments(db.client));
  }, 300_000);

  afterAll(async () => {
    await prometheus?.stop();
    await cluster?.stop();
    await db?.drop();
  }, 120_000);

  it('runs the main journeys and a few orders through the gateway', async () => {
    const result = await runMainJourneys(cluster.url);
    people.push(...result.people);
    // A live-update connection stays open meanwhile (the SSE gauge).
    const token = await signIn(cluster.url, DEMO.staff, DEMO.password);
    const live = new AbortController();
    const stream = await fetch(`${cluster.url}/api/live`, { headers: { authorization: `Bearer ${token}` }, signal: live.signal });
    expect(stream.status).toBe(200);
    let stop!: () => void;
    const load = runMixedLoad({ base: cluster.url, token, clients: 2, run: `obs${Date.now().toString(36)}`, until: new Promise<void>((r) => (stop = r)) });
    await new Promise((r) => setTimeout(r, 8_000));
    stop();
    const { orders } = await load;
    live.abort();
    expect(orders.filter((o) => o.outcome === 'done').length).toBeGreaterThan(0);
  }, 180_000);

  it.skipIf(!withPrometheus)('Prometheus scrapes all seven processes and reads the series moving', async () => {
    const p = prometheus!;
    // Some scrapes after the load, so its effects (side-effect jobs, projection batches) are in.
    await new Promise((r) => setTimeout(r, 4_000));
    const targets = await until(() => p.targets(), (ts) => ts.length === 7 && ts.every((t) => t.health === 'up'), 20_000);
    expect(targets.map((t) => `${t.labels.job} ${t.health} ${t.lastError}`).sort()).toEqual([
      'command-api up ',
      'command-api up ',
      'gateway up ',
      'query-api up ',
      'query-api up ',
      'workers up ',
      'workers up ',
    ]);
    const one = async (expr: string) => (await p.query(expr))[0]?.value ?? NaN;
    const moved: [string, string][] = [
      ['HTTP requests through the gateway and at the APIs', 'sum(increase(lensloop_http_request_duration_seconds_count{route="/api/order/CheckOut", status_class="2xx"}[5m]))'],
      ['commands accepted', 'sum(increase(lensloop_commands_total{outcome="accepted"}[5m]))'],
      // (A counter whose series starts at 1 shows no increase(): its value since the process started is the measure.)
      ['commands refused by a rule', 'sum(lensloop_commands_total{outcome="refused"})'],
      ['event-store appends', 'sum(increase(lensloop_eventstore_append_duration_seconds_count{outcome="ok"}[5m]))'],
      ['events applied by order_status_report', 'sum(increase(lensloop_projection_events_applied_total{projection="order_status_report"}[5m]))'],
      ['projection batches', 'sum(increase(lensloop_projection_apply_batch_duration_seconds_count[5m]))'],
      ['jobs completed (e-mails, fulfilment)', 'sum(increase(lensloop_job_duration_seconds_count{outcome="completed"}[5m]))'],
      ['live-update connections open at some scrape', 'max_over_time(sum(lensloop_live_connections)[5m:1s])'],
      ['PostgreSQL pool connections of the APIs and workers', 'sum(lensloop_db_pool_connections)'],
      ['CPU of every process', 'count(increase(process_cpu_seconds_total{service="lensloop"}[5m]) > 0)'],
    ];
    const values = await Promise.all(moved.map(([, expr]) => one(expr)));
    const summary = moved.map(([what], i) => `${what}: ${values[i]}`);
    console.log(`prometheus (${targets.length} targets up):\n  ${summary.join('\n  ')}`);
    moved.forEach(([what], i) => expect(values[i], what).toBeGreaterThan(0));
    expect(await one('count(increase(process_cpu_seconds_total{service="lensloop"}[5m]) > 0)')).toBe(7);

    // The series exist for every projection, queue and state; exactly one worker runs each projection.
    expect(await one('count(count by (projection) (lensloop_projection_lag_seconds))')).toBeGreaterThanOrEqual(25);
    expect(await one('count(count by (projection) (lensloop_projection_lag_events))')).toBeGreaterThanOrEqual(25);
    expect(await p.query('sum by (projection) (lensloop_projection_running) != 1')).toEqual([]);
    expect(await one('count(sum by (projection) (lensloop_projection_running))')).toBeGreaterThanOrEqual(25);
    // Every queue the workers serve (13 before the analysis and console queues), each in all five states.
    const queues = await one('count(count by (queue) (lensloop_jobs))');
    expect(queues).toBeGreaterThanOrEqual(13);
    expect(await one('count(count by (queue, state) (lensloop_jobs))')).toBe(queues * 5);
    expect(await one('count(count by (queue) (lensloop_outbox_pending_jobs))')).toBe(queues);
    expect(await one('count(count by (queue) (lensloop_job_retries_total))')).toBe(queues);
    expect(await one('count(count by (kind) (lensloop_scheduled_work_due))')).toBeGreaterThan(0);
    expect(await one('count(count by (kind) (lensloop_scheduled_work_overdue))')).toBeGreaterThan(0);
    expect(await one('count(lensloop_db_pool_waiting_requests)')).toBe(6);
    expect(await one('sum(lensloop_gateway_upstream_ready)')).toBe(4);
    expect((await p.query('count by (role) (lensloop_process_info)')).map((r) => `${r.metric.role} ${r.value}`).sort()).toEqual(['command-api 2', 'query-api 2', 'workers 2']);
    expect(await one('sum(lensloop_eventstore_append_errors_total)')).toBe(0);

    // The alert rules load and evaluate on these series without error.
    const rules = await until(() => p.rules(), (rs) => rs.length === 10 && rs.every((r) => r.health === 'ok'), 10_000);
    expect(rules.filter((r) => r.health !== 'ok').map((r) => `${r.name}: ${r.lastError}`)).toEqual([]);
    expect(await p.query('ALERTS{alertstate="firing", alertname=~"LensloopProcessDown|LensloopEventStoreAppendErrors|LensloopProjectionNotRunning"}')).toEqual([]);
  }, 120_000);

  it("leaves no person's data in any process's log, and one request id joins the gateway's line to the API's", async () => {
    const values = await personalValues(db.client, people);
    expect(values.length).toBeGreaterThan(100);
    const names = [...logs.keys()].filter((n) => n !== 'cluster').sort();
    expect(names).toEqual(['command-api-1', 'command-api-2', 'gateway', 'query-api-1', 'query-api-2', 'workers-1', 'workers-2']);
    const hits = names.flatMap((name) => personalDataIn(logs.get(name)!.join('\n'), values).map((h) => `${name}: ${h}`));
    console.log(`cluster log scan: ${values.length} personal values in ${names.map((n) => `${n} ${logs.get(n)!.length}`).join(', ')} lines: ${hits.length} found`);
    expect(hits).toEqual([]);
    const requestLines = (name: string) => logs.get(name)!.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { msg: string; reqId?: string; route?: string }).filter((l) => l.msg === 'request');
    const gatewayCheckouts = new Set(requestLines('gateway').filter((l) => l.route === '/api/order/CheckOut').map((l) => l.reqId));
    const apiCheckouts = ['command-api-1', 'command-api-2'].flatMap((n) => requestLines(n)).filter((l) => l.route === '/api/order/CheckOut');
    expect(apiCheckouts.length).toBeGreaterThan(0);
    expect(apiCheckouts.some((l) => gatewayCheckouts.has(l.reqId))).toBe(true);
  });
});
