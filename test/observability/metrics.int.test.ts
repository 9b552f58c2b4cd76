import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProcesses } from '../../infra/observability/process-registry/read-processes';
import { parseMetrics, type Series, valueOf } from '../support/metrics-text';
import { atPosition, testApp, until } from '../support/test-app';

/**
 * Issue #33, metrics: `GET /metrics` of `npm start` (one process: the whole platform) answers this
 * machine — or a caller with METRICS_TOKEN — with Node's default metrics and ours, moved by what
 * the platform did; anyone else is refused. Label values stay bounded: 1,000 requests naming 1,000
 * different patients (in the path, the query string and the body) add no series.
 */
const t = testApp();
const { platform, call, signIn, createPatient } = t;

let staff: string;
beforeAll(async () => {
  staff = await signIn('staff');
});

async function scrape(headers: Record<string, string> = {}): Promise<{ status: number; type: string | null; series: Series[]; text: string }> {
  const res = await fetch(`${platform.url}/metrics`, { headers });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), series: res.status === 200 ? parseMetrics(text) : [], text };
}

describe('GET /metrics on npm start', () => {
  it("answers this machine with the whole platform's metrics, which move with what it does", async () => {
    const before = (await scrape()).series;
    expect(await t.attemptSignIn('staff', { password: 'wrong-Password1' }).then((r) => r.status)).toBeGreaterThanOrEqual(400);
    const { accountNumber, position } = await createPatient(staff, { firstName: 'Metric' });
    expect((await call('/api/customer/get', { accountNumber }, staff, atPosition(position))).status).toBe(200);
    // Tracing is off here: the events carry no trace context (it costs nothing, D-703).
    expect((await t.eventsOf(`customer-${accountNumber}`))[0]?.metadata.traceparent).toBeUndefined();
    // The welcome e-mail job of the new patient runs on the in-process queue.
    const after = await until(
      () => scrape(),
      (s) => (valueOf(s.series, 'lensloop_job_duration_seconds_count', { queue: 'send-welcome-email', outcome: 'completed' }) ?? 0) > (valueOf(before, 'lensloop_job_duration_seconds_count', { queue: 'send-welcome-email', outcome: 'completed' }) ?? 0),
    );
    expect(after.status).toBe(200);
    expect(after.type).toContain('text/plain');
    const s = after.series;
    const grew = (name: string, labels: Record<string, string> = {}) => expect((valueOf(s, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0), `${name} ${JSON.stringify(labels)}`).toBeGreaterThan(0);
    grew('lensloop_http_request_duration_seconds_count', { method: 'POST', route: '/api/customer/create', status_class: '2xx' });
    grew('lensloop_commands_total', { command: '/api/customer/create', outcome: 'accepted' });
    grew('lensloop_commands_total', { command: '/api/customer/signin', outcome: 'refused' });
    grew('lensloop_eventstore_append_duration_seconds_count', { outcome: 'ok' });
    grew('lensloop_eventstore_events_appended_total');
    grew('lensloop_projection_events_applied_total', { projection: 'customers' });
    grew('lensloop_projection_apply_batch_duration_seconds_count', { projection: 'customers' });
    grew('lensloop_job_duration_seconds_count', { queue: 'send-welcome-email', outcome: 'completed' });
    // Gauges read on the scrape: every projection runs here, caught up or nearly.
    expect(valueOf(s, 'lensloop_projection_running', { projection: 'order_status_report' })).toBe(1);
    expect(valueOf(s, 'lensloop_projection_lag_events', { projection: 'order_status_report' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(s, 'lensloop_projection_lag_seconds', { projection: 'order_status_report' })).toBeGreaterThanOrEqual(0);
    for (const state of ['waiting', 'delayed', 'active', 'failed', 'dead_lettered']) expect(valueOf(s, 'lensloop_jobs', { queue: 'send-welcome-email', state }), state).toBeGreaterThanOrEqual(0);
    expect(valueOf(s, 'lensloop_outbox_pending_jobs', { queue: 'send-welcome-email' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(s, 'lensloop_scheduled_work_due', { kind: 'announcement.publish' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(s, 'lensloop_scheduled_work_overdue', { kind: 'announcement.publish' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(s, 'lensloop_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(s, 'lensloop_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(s, 'lensloop_db_pool_waiting_requests')).toBe(0);
    expect(valueOf(s, 'lensloop_process_info', { role: 'platform' })).toBe(1);
    // Node's defaults, under their standard names.
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']) expect(valueOf(s, name), name).toBeDefined();
  });

  it('counts the live channel’s open connections', async () => {
    const open = new AbortController();
    const res = await fetch(`${platform.url}/api/live`, { headers: { authorization: `Bearer ${staff}` }, signal: open.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read(); // ": connected"
    expect(valueOf((await scrape()).series, 'lensloop_live_connections')).toBeGreaterThanOrEqual(1);
    open.abort();
    await reader.cancel().catch(() => undefined);
    const closed = await until(() => scrape(), (s) => valueOf(s.series, 'lensloop_live_connections') === 0);
    expect(valueOf(closed.series, 'lensloop_live_connections')).toBe(0);
  });

  it('refuses anyone not on this machine, unless they present the metrics token', async () => {
    const refused = await platform.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, error: true, code: 'FORBIDDEN' });
    expect(refused.body).not.toContain('lensloop_');
    // A proxy on this machine forwarding someone else's request (the gateway never does) is not "this machine".
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    process.env.METRICS_TOKEN = 'a-long-metrics-token-for-the-test';
    try {
      const withToken = await platform.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer a-long-metrics-token-for-the-test' } });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.body).toContain('lensloop_http_request_duration_seconds_bucket');
      const wrong = await platform.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer a-long-metrics-token-for-the-tesT' } });
      expect(wrong.statusCode).toBe(403);
    } finally {
      delete process.env.METRICS_TOKEN;
    }
  });

  it('keeps label values bounded: 1,000 requests naming 1,000 different patients add no series', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => String(300_000_000 + i * 7919));
    const requests = ids.map((id, i) => {
      switch (i % 4) {
        case 0:
          return () => call(`/api/order/rebate/orders?patientAccountNumber=${id}`, undefined, staff);
        case 1:
          return () => call('/api/prescription/create', { patientAccountNo: id, prescriptionNickname: `Rx ${id}` }, staff);
        case 2:
          return () => call(`/api/patients/${id}/prescriptions?email=patient${id}@example.com`, undefined, staff);
        default:
          return () => call(`/api/customer/get`, { accountNumber: id }, staff);
      }
    });
    // The first 100 meet every route and status they will meet; the other 900 only new ids.
    for (const r of requests.slice(0, 100)) await r();
    const early = (await scrape()).series.length;
    for (let i = 100; i < requests.length; i += 25) await Promise.all(requests.slice(i, i + 25).map((r) => r()));
    const { series, text } = await scrape();
    console.log(`bounded labels: ${early} series after 100 requests, ${series.length} after 1,000 (1,000 patient ids)`);
    expect(series.length - early).toBeLessThanOrEqual(10);
    const leaked = ids.filter((id) => text.includes(id));
    expect(leaked, 'patient ids in label values').toEqual([]);
    expect(text).not.toMatch(/patient\d+@example\.com/);
    expect(valueOf(series, 'lensloop_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(250);
  });
});

describe('GET /api/ready and the process registry', () => {
  it('answers ready with its checks, and the process beats in the registry as up and ready', async () => {
    const r = await call('/api/ready');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ready', checks: [{ name: 'started', ok: true }, { name: 'database', ok: true }, { name: 'event store', ok: true }, ...(platform.queue.kind === 'bullmq' ? [{ name: 'redis', ok: true }] : [])] });
    const rows = await until(() => readProcesses(platform.infra.sql), (rs) => rs.some((p) => p.role === 'platform' && p.ready));
    const me = rows.find((p) => p.role === 'platform' && p.pid === process.pid && p.metricsUrl === `${platform.url}/metrics`);
    expect(me).toMatchObject({ status: 'up', ready: true, version: expect.any(String), host: expect.any(String) });
    expect(me!.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

afterAll(() => {
  delete process.env.METRICS_TOKEN;
});
