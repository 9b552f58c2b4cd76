import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processIdentity } from '../../infra/observability/process-identity';
import { startHeartbeat } from '../../infra/observability/process-registry/heartbeat';
import { STALE_AFTER_MS } from '../../infra/observability/process-registry/process-registry-ddl';
import { readProcesses } from '../../infra/observability/process-registry/read-processes';
import { freshDatabase, type TestDatabase } from '../support/database';

/**
 * Issue #33, the process registry (D-708): each process beats with its role, version, host, pid,
 * start, readiness and metrics URL; the console's reader shows it up (with its uptime), gone once
 * its heartbeat is older than STALE_AFTER_MS (it died), or stopped (it exited cleanly).
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db?.drop());

describe('the process registry', () => {
  it('shows a beating process up and ready, a silent one gone, a stopped one stopped', async () => {
    let ready = false;
    const workers = await startHeartbeat({ sql: db.client, identity: processIdentity('workers'), ready: async () => ready, metricsUrl: 'http://workers-1:9464/metrics', intervalMs: 60_000 });
    const api = await startHeartbeat({ sql: db.client, identity: processIdentity('command-api'), ready: async () => true, metricsUrl: 'http://command-api-1:4000/metrics', intervalMs: 60_000 });
    let rows = await readProcesses(db.client);
    const worker = rows.find((r) => r.role === 'workers')!;
    expect(worker).toMatchObject({ status: 'up', ready: false, pid: process.pid, metricsUrl: 'http://workers-1:9464/metrics', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(worker.processId).toMatch(/^workers-.+-\d+-[\da-f]{6}$/);
    expect(worker.uptimeSeconds).toBeGreaterThanOrEqual(0);

    ready = true;
    await workers.beat();
    expect((await readProcesses(db.client)).find((r) => r.role === 'workers')).toMatchObject({ status: 'up', ready: true });

    // The workers process stops beating (killed): after STALE_AFTER_MS it is shown as gone, never ready.
    await db.client.query(`UPDATE ops_processes SET heartbeat_at = now() - ($1 || ' milliseconds')::interval WHERE role = 'workers'`, [String(STALE_AFTER_MS + 1000)]);
    rows = await readProcesses(db.client);
    expect(rows.find((r) => r.role === 'workers')).toMatchObject({ status: 'gone', ready: false, uptimeSeconds: null });
    // A beat brings it back.
    await workers.beat();
    expect((await readProcesses(db.client)).find((r) => r.role === 'workers')?.status).toBe('up');

    await api.stop();
    await workers.stop();
    rows = await readProcesses(db.client);
    expect(rows.map((r) => [r.role, r.status, r.ready])).toEqual([
      ['command-api', 'stopped', false],
      ['workers', 'stopped', false],
    ]);
  });
});
