import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKysely } from '../../infra/db/kysely';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { CHECKPOINTS_DDL, readCheckpoint } from '../../infra/read-models/checkpoints';
import type { ReadModels } from '../../infra/read-models/tables';
import { customersProjection } from '../../projections/customers';
import { projectionChecksum } from '../../workers/projections/checksum';
import { startProjections } from '../../workers/projections/projection-runner';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { freshPostgres, realPostgresUrl, type TestDatabase } from '../support/database';
import { appendPatients } from '../support/synthetic-events';

const url = realPostgresUrl();
const title = url
  ? 'projection runner killed with SIGKILL mid-batch (PostgreSQL)'
  : 'projection runner kill -9 test: skipped, DATABASE_URL not set (PGlite is in-process; the simulated crash test covers it)';

describe.skipIf(!url)(title, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshPostgres(url!);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('loses nothing: after restart the read model equals a rebuild from zero; standby takes over the lock', async () => {
    const store = new PostgresEventStore(db.client, { pollIntervalMs: 50 });
    await store.init();
    await db.client.exec(CHECKPOINTS_DDL);
    await appendPatients(store, 200);
    const kdb = createKysely<ReadModels>(db.client);

    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/runner-child.ts'], {
      env: { ...process.env, CHILD_DATABASE_URL: db.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let standby: Awaited<ReturnType<typeof startProjections>> | undefined;
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('batch 1') && !standby) {
          // The child holds the advisory lock now: an in-process runner can only stand by.
          void startProjections({ sql: db.client, db: kdb, store, projections: [customersProjection], standbyRetryMs: 100 }).then((s) => (standby = s));
        }
        if (chunk.toString().includes('batch 3')) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', (code, signal) => (signal ? undefined : reject(new Error(`runner child exited early (code ${code})`))));
    });
    await new Promise((r) => child.on('close', r));
    const atKill = await readCheckpoint(db.client, 'rm', 'customers');
    expect(atKill!.eventsApplied).toBe(80); // two whole batches of 40; the third died half-written

    // The standby gets the lock once PostgreSQL drops the dead session, and finishes the job.
    expect(standby).toBeDefined();
    await standby!.caughtUp(20_000);
    await standby!.stop();
    await rebuildProjection({ sql: db.client, db: kdb, store, projection: customersProjection, schema: 'rm', intoSchema: 'rebuild_check' });
    expect(await projectionChecksum(db.client, customersProjection, 'rm')).toBe(
      await projectionChecksum(db.client, customersProjection, 'rebuild_check'),
    );
    await store.close();
    await kdb.destroy();
  });
});
