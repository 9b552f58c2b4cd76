import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPS_CODES, OPS_MESSAGES } from '../../domain/ops/messages';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';
import { customersProjection } from '../../projections/customers';
import { projectionChecksum } from '../../workers/projections/checksum';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { startProjectionControl } from '../../workers/ops/projection-control';
import { testApp, until } from '../support/test-app';

/**
 * The operations console (issue #33) through the APIs, as the operator: each route's happy path,
 * its refusals (nothing appended) and 403 for every other role; the workers honour a pause (no
 * event applied) and a resume (caught up), take a rebuild (equal, by checksum, to the command line's)
 * and retry a dead-lettered job.
 */
const { platform, call, signIn, signInAll, eventsOf, eventCount, createPatient } = testApp();
let operator: string;
let others: Record<'csr' | 'staff' | 'analyst' | 'admin', string>;
beforeAll(async () => {
  operator = await signIn('operator');
  others = await signInAll('csr', 'staff', 'analyst', 'admin');
});

const projectionsNow = async () => (await call('/api/ops/projections', undefined, operator)).body.projections as { name: string; state: string; position: number; paused: unknown; lastRebuild: { outcome: string } | null; runningOn: unknown }[];
const one = async (name: string) => (await projectionsNow()).find((p) => p.name === name)!;
const opsEvents = async () => (await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE stream_id LIKE 'ops-%'`)).rows[0]!.n;

describe('reads', () => {
  it('lists the projections with their state, the queues, the processes; other roles get 403', async () => {
    await platform.projections.ops.report();
    const p = await call('/api/ops/projections', undefined, operator);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    const orders = p.body.projections.find((x: { name: string }) => x.name === 'orders');
    expect(orders).toMatchObject({ kind: 'read model', state: 'running', paused: null, rebuild: null });
    expect(orders.runningOn.processId).toMatch(/^platform-/);
    expect(p.body.projections.find((x: { name: string }) => x.name === 'reactor_welcome_email').kind).toBe('reactor');
    const q = await call('/api/ops/queues', undefined, operator);
    expect(q.status).toBe(200);
    expect(q.body.queues.map((x: { queue: string }) => x.queue)).toEqual(expect.arrayContaining(['send-welcome-email', 'retry-jobs']));
    const pr = await call('/api/ops/processes', undefined, operator);
    expect(pr.status).toBe(200);
    expect(pr.body.processes.find((x: { role: string }) => x.role === 'platform')).toMatchObject({ status: 'up', ready: true });
    for (const path of ['/api/ops/projections', '/api/ops/queues', '/api/ops/processes', '/api/ops/actions']) {
      for (const token of Object.values(others)) expect((await call(path, undefined, token)).status).toBe(403);
      expect((await call(path)).status).toBe(401);
    }
  });
});

describe('pause and resume', () => {
  it('a paused projection applies nothing; resumed, it catches up; the pause is in the log for any worker that starts', async () => {
    const paused = await call('/api/ops/projections/pause', { projection: 'customers' }, operator);
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    const [event] = await eventsOf('ops-projection-customers');
    expect(event).toMatchObject({ type: 'ProjectionPaused', data: { projection: 'customers' } });
    expect(event!.metadata.actor.customerGroup).toBe('Operator');
    await until(() => one('customers'), (p) => p.state === 'paused');
    const before = (await one('customers')).position;

    // A new patient: every other projection moves; customers does not.
    const { accountNumber } = await createPatient(others.staff, { firstName: 'Paused' });
    await until(() => one('record_history'), (p) => p.position > before);
    await new Promise((r) => setTimeout(r, 300));
    expect((await one('customers')).position).toBe(before);
    const row = () => platform.infra.sql.query(`SELECT 1 FROM rm.customers WHERE account_number = $1`, [accountNumber]).then((r) => r.rows.length);
    expect(await row()).toBe(0);

    // A worker process starting now finds the pause in the log.
    const control = await startProjectionControl({ store: platform.infra.store });
    expect(control.isPaused('customers')).toBe(true);
    await control.stop();

    const resumed = await call('/api/ops/projections/resume', { projection: 'customers' }, operator);
    expect(resumed.status).toBe(200);
    await until(row, (n) => n === 1);
    expect(await row()).toBe(1);
    await until(() => one('customers'), (p) => p.state === 'running');
  });

  it('refuses an unknown projection, a second pause, a resume of a running one, bad input — appending nothing', async () => {
    const before = await opsEvents();
    const unknown = await call('/api/ops/projections/pause', { projection: 'no_such_thing' }, operator);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: true, code: OPS_CODES.unknownProjection, message: OPS_MESSAGES.unknownProjection });
    const running = await call('/api/ops/projections/resume', { projection: 'orders' }, operator);
    expect(running.status).toBe(409);
    expect(running.body).toMatchObject({ code: OPS_CODES.notPaused, message: OPS_MESSAGES.notPaused });
    expect((await call('/api/ops/projections/pause', { projection: 'ops_controls' }, operator)).body.code).toBe(OPS_CODES.ownReadModel);
    expect((await call('/api/ops/projections/pause', { projection: '' }, operator)).status).toBe(400);
    expect((await call('/api/ops/projections/pause', {}, operator)).status).toBe(400);
    expect((await call('/api/ops/projections/rebuild', { projection: 'reactor_welcome_email' }, operator)).body.code).toBe(OPS_CODES.notRebuildable);
    expect(await opsEvents()).toBe(before);
    // Twice: the second is refused.
    expect((await call('/api/ops/projections/pause', { projection: 'sessions' }, operator)).status).toBe(200);
    const again = await call('/api/ops/projections/pause', { projection: 'sessions' }, operator);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(OPS_CODES.alreadyPaused);
    expect((await call('/api/ops/projections/resume', { projection: 'sessions' }, operator)).status).toBe(200);
  });

  it('refuses every other role', async () => {
    for (const path of ['/api/ops/projections/pause', '/api/ops/projections/resume', '/api/ops/projections/rebuild']) {
      for (const token of Object.values(others)) expect((await call(path, { projection: 'orders' }, token)).status).toBe(403);
    }
    for (const token of Object.values(others)) {
      expect((await call('/api/ops/jobs/retry', { queue: 'send-welcome-email', jobId: 'x' }, token)).status).toBe(403);
      expect((await call('/api/ops/jobs/retryall', { queue: 'send-welcome-email' }, token)).status).toBe(403);
    }
  });
});

describe('rebuild', () => {
  it('one worker takes it and swaps it in; a second request while it runs is refused; the result equals the command line’s', async () => {
    const first = await call('/api/ops/projections/rebuild', { projection: 'customers' }, operator);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await until(() => one('customers'), (p) => p.lastRebuild?.outcome === 'completed', 30_000);
    const types = (await eventsOf('ops-projection-customers')).map((e) => e.type);
    expect(types.filter((t) => t === 'ProjectionRebuildStarted')).toHaveLength(1);
    expect(types.at(-1)).toBe('ProjectionRebuildCompleted');
    const { sql, db, store } = platform.infra;
    await platform.projections.caughtUp();
    await rebuildProjection({ sql, db, store, projection: customersProjection, schema: 'rm', intoSchema: 'cli_rebuild_customers' });
    expect(await projectionChecksum(sql, customersProjection, 'rm')).toBe(await projectionChecksum(sql, customersProjection, 'cli_rebuild_customers'));
    // A rebuild running on a live worker (this process, as the registry knows it): a second request is refused, nothing appended.
    const stream = 'ops-projection-orders';
    const meta = { actor: { accountNumber: 'system', customerGroup: 'System' }, correlationId: uuidv7(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
    const processId = (await call('/api/ops/processes', undefined, operator)).body.processes.find((x: { role: string; status: string }) => x.role === 'platform' && x.status === 'up').processId;
    const at = new Date().toISOString();
    const appended = await store.appendToStream(
      stream,
      [
        { type: 'ProjectionRebuildRequested', data: { projection: 'orders', rebuildId: 'held', requestedAt: at }, metadata: meta },
        { type: 'ProjectionRebuildStarted', data: { projection: 'orders', rebuildId: 'held', processId, startedAt: at }, metadata: meta },
      ],
      { expectedVersion: 'no_stream' },
    );
    await until(() => one('orders'), (p) => p.state === 'rebuilding');
    const before = await opsEvents();
    const second = await call('/api/ops/projections/rebuild', { projection: 'orders' }, operator);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: OPS_CODES.rebuildRunning, message: OPS_MESSAGES.rebuildRunning });
    expect(await opsEvents()).toBe(before);
    await store.appendToStream(stream, [{ type: 'ProjectionRebuildFailed', data: { projection: 'orders', rebuildId: 'held', reason: 'test', failedAt: at }, metadata: meta }], { expectedVersion: 1 });
    void appended;
    const actions = await call('/api/ops/actions', undefined, operator);
    expect(actions.body.actions.map((a: { description: string }) => a.description)).toEqual(
      expect.arrayContaining(['Projection customers paused', 'Projection customers resumed', 'Rebuild of projection customers requested']),
    );
  });
});

describe('retry', () => {
  it('a dead-lettered job shows its error, event and attempts; retried, it runs again and is gone; a retry of it then is refused', async () => {
    const { outbox } = platform.projections;
    let healthy = false;
    await outbox.queue.process('test-ops-flaky', async () => {
      if (!healthy) throw new PermanentJobError('550 mailbox unavailable for pat.doe@example.com');
    });
    await platform.projections.ops.report(); // the workers report their queues every 2 s
    // A job as a reactor writes it: keyed by a real event's id (a patient's creation).
    const { rows } = await platform.infra.sql.query<{ event_id: string; type: string }>(`SELECT event_id::text, type FROM es_events WHERE type = 'PatientCreated' LIMIT 1`);
    const jobId = rows[0]!.event_id;
    await platform.infra.sql.query(`INSERT INTO reactor_outbox (job_name, job_id, reactor, payload, run_at) VALUES ('test-ops-flaky', $1, 'reactor_test', '{}', now())`, [jobId]);
    await outbox.dispatch();
    const failed = await until(
      () => call('/api/ops/queues', undefined, operator),
      (r) => r.body.jobs.some((j: { jobId: string }) => j.jobId === jobId),
    );
    const job = failed.body.jobs.find((j: { jobId: string }) => j.jobId === jobId);
    expect(job).toMatchObject({ queue: 'test-ops-flaky', state: 'dead-lettered', attempts: 1, lastError: '550 mailbox unavailable for [e-mail]', event: { id: jobId, type: 'PatientCreated' } });
    expect(failed.body.queues.find((q: { queue: string }) => q.queue === 'test-ops-flaky')).toMatchObject({ deadLettered: 1 });

    healthy = true;
    const retried = await call('/api/ops/jobs/retry', { queue: 'test-ops-flaky', jobId }, operator);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.jobs).toBe(1);
    await until(
      () => platform.infra.sql.query(`SELECT 1 FROM reactor_outbox WHERE job_id = $1`, [jobId]).then((r) => r.rows.length),
      (n) => n === 0,
    );
    const before = await eventCount('JobRetryRequested');
    const gone = await call('/api/ops/jobs/retry', { queue: 'test-ops-flaky', jobId }, operator);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: OPS_CODES.jobNotFound, message: OPS_MESSAGES.jobNotFound });
    expect((await call('/api/ops/jobs/retryall', { queue: 'test-ops-flaky' }, operator)).body.code).toBe(OPS_CODES.nothingToRetry);
    expect((await call('/api/ops/jobs/retryall', { queue: 'no-such-queue' }, operator)).body.code).toBe(OPS_CODES.unknownQueue);
    expect((await call('/api/ops/jobs/retry', { queue: 'test-ops-flaky', jobId: uuidv7() }, operator)).status).toBe(404);
    expect(await eventCount('JobRetryRequested')).toBe(before);
  });
});
