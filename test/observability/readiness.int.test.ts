import { execFileSync } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startOpsServer } from '../../infra/observability/endpoints/ops-server';
import { createReadiness } from '../../infra/observability/readiness/readiness';
import { createGateway } from '../../main/gateway-app';
import { type Platform, startPlatform } from '../../main/platform';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../reliability/throwaway-services';
import { parseMetrics, valueOf } from '../support/metrics-text';
import { until } from '../support/test-app';

/**
 * Issue #33, readiness: `GET /api/ready` answers 503 until a process can serve and again while it
 * cannot — here a platform whose (throwaway) PostgreSQL is stopped and started again, and a
 * worker's listener before its projections have started — while `/api/health`-style liveness
 * stays up; the gateway stops sending to an API process that is not ready and takes it back when
 * it is. The machine's shared PostgreSQL is never touched (guide §7).
 */
const ready = async (url: string) => {
  const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  return res ? { status: res.status, body: (await res.json()) as { message?: string; checks: { name: string; ok: boolean }[] } } : { status: 0, body: { checks: [] } };
};

const hasPostgresTools = (() => {
  try {
    execFileSync('pg_config', ['--bindir'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPostgresTools) console.log('no PostgreSQL server binaries (pg_config): the throwaway-PostgreSQL readiness trial is skipped');

describe.skipIf(!hasPostgresTools)('a process whose PostgreSQL goes away', () => {
  let pg: ThrowawayPostgres | undefined;
  let platform: Platform | undefined;
  afterAll(async () => {
    await platform?.stop().catch(() => undefined);
    await pg?.stop();
  });

  it('answers 503 while the database is down and 200 again once it is back', async () => {
    pg = await startThrowawayPostgres();
    platform = await startPlatform({ databaseUrl: pg.url, dataDir: ':memory:', port: 0, seed: false, buildWeb: false, logger: false, redisUrl: '' });
    const url = platform.url;
    expect((await ready(url)).status).toBe(200);

    pg.down();
    const down = await until(() => ready(url), (r) => r.status === 503, 20_000);
    expect(down.status).toBe(503);
    expect(down.body.message).toContain('database');
    expect(down.body.checks).toContainEqual({ name: 'database', ok: false });
    // Liveness stays: the process runs (its docs still answer) while it cannot serve.
    expect((await fetch(`${url}/api/openapi.json`)).status).toBe(200);

    pg.up();
    const back = await until(() => ready(url), (r) => r.status === 200, 30_000);
    expect(back.body.checks.every((c) => c.ok)).toBe(true);
  });
});

describe("a worker's listener", () => {
  it('answers 503 until its projections have started, serves liveness and metrics meanwhile, and only GET', async () => {
    const readiness = createReadiness({ checks: [{ name: 'database', run: async () => undefined }], started: false });
    const ops = await startOpsServer({ port: 0, host: '127.0.0.1', readiness, health: () => ({ role: 'workers', projectionsRunning: 0 }) });
    const url = `http://127.0.0.1:${ops.port}`;
    try {
      const starting = await ready(url);
      expect(starting.status).toBe(503);
      expect(starting.body.checks).toContainEqual({ name: 'started', ok: false });
      expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: 'ok', role: 'workers', projectionsRunning: 0 });
      const metrics = await fetch(`${url}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('process_cpu_seconds_total');
      expect((await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(403);
      expect((await fetch(`${url}/api/ready`, { method: 'POST' })).status).toBe(405);
      expect((await fetch(`${url}/api/orders`)).status).toBe(404);
      readiness.setStarted(true);
      expect((await ready(url)).status).toBe(200);
    } finally {
      await ops.close();
    }
  });
});

describe('the gateway and its upstreams’ readiness', () => {
  /** A stand-in API process: its document names one path, and its readiness is ours to switch. */
  async function fakeApi(name: string) {
    const state = { ready: true, seen: [] as Record<string, unknown>[] };
    const app: FastifyInstance = Fastify();
    const doc = { openapi: '3.1.0', info: { title: name, version: '1' }, paths: { [`/api/${name}/thing`]: { get: {} } }, components: {} };
    app.get('/api/openapi.json', async () => doc);
    app.get('/api/openapi/replies.json', async () => ({ ...doc, paths: {} }));
    app.get('/api/ready', async (_req, reply) => (state.ready ? { status: 'ready' } : reply.status(503).send({ status: 503 })));
    app.get(`/api/${name}/thing`, async (req) => {
      state.seen.push({ traceparent: req.headers.traceparent, requestId: req.headers['x-request-id'] });
      return { from: `${name}-${app.server.address() && (app.server.address() as { port: number }).port}` };
    });
    const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    return { url, state, app };
  }

  it('skips a process that is not ready, takes it back when it is, and is itself ready while each API has one', async () => {
    const command = await fakeApi('command');
    const q1 = await fakeApi('query');
    const q2 = await fakeApi('query');
    const gateway = await createGateway({ commandUrls: [command.url], queryUrls: [q1.url, q2.url], serveWeb: false, readyPollMs: 100 });
    const base = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const thing = async () => ((await (await fetch(`${base}/api/query/thing`)).json()) as { from: string }).from;
    try {
      const both = new Set([await thing(), await thing(), await thing(), await thing()]);
      expect(both.size).toBe(2);
      q2.state.ready = false;
      await new Promise((r) => setTimeout(r, 400));
      const only = new Set(await Promise.all(Array.from({ length: 6 }, thing)));
      expect([...only]).toEqual([`query-${new URL(q1.url).port}`]);
      expect((await ready(base)).status).toBe(200);
      const metrics = parseMetrics(await (await fetch(`${base}/metrics`)).text());
      expect(valueOf(metrics, 'lensloop_gateway_upstream_ready', { api: 'query', upstream: q2.url })).toBe(0);
      expect(valueOf(metrics, 'lensloop_gateway_upstream_ready', { api: 'query', upstream: q1.url })).toBe(1);

      q1.state.ready = false;
      const none = await until(() => ready(base), (r) => r.status === 503, 5000);
      expect(none.body.checks).toContainEqual({ name: 'query API', ok: false });
      q2.state.ready = true;
      await until(() => ready(base), (r) => r.status === 200, 5000);
      const back = new Set(await Promise.all(Array.from({ length: 4 }, thing)));
      expect([...back]).toEqual([`query-${new URL(q2.url).port}`]);

      // It passes the browser's traceparent on, with its request id; its own /metrics and /api/ready are never forwarded.
      await fetch(`${base}/api/query/thing`, { headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' } });
      expect(q2.state.seen.at(-1)).toMatchObject({ traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', requestId: expect.stringMatching(/^[\da-f-]{36}$/) });
      expect((await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(403);
    } finally {
      await gateway.close();
      await Promise.all([command, q1, q2].map((a) => a.app.close()));
    }
  });
});
