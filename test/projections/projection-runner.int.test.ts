import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EventStore } from '../../infra/event-store/port';
import { subscribeByPolling } from '../../infra/event-store/subscribe';
import { openLockSession } from '../../infra/db/lock-session';
import { readCheckpoint } from '../../infra/read-models/checkpoints';
import { catalogProjection } from '../../projections/catalog';
import { customersProjection } from '../../projections/customers';
import type { Projection } from '../../projections';
import { projectionChecksum } from '../../workers/projections/checksum';
import { applyBatch } from '../../workers/projections/apply-batch';
import { startProjections } from '../../workers/projections/projection-runner';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { storeBed } from '../support/event-store-bed';
import { appendPatients } from '../support/synthetic-events';

const { db, store, kdb } = storeBed({ each: true });

async function count(schema: string): Promise<number> {
  const { rows } = await db.client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.customers`);
  return Number(rows[0]!.n);
}

describe(`projection runner (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('applies batches with the checkpoint and survives a crash mid-batch: equal to a rebuild from zero', async () => {
    await appendPatients(store, 300);
    // A runner that "dies" in the middle of its third batch, after writing part of it.
    let batches = 0;
    const crashing: Projection = {
      ...customersProjection,
      async apply(ctx, events) {
        batches++;
        if (batches === 3) {
          await customersProjection.apply(ctx, events.slice(0, Math.floor(events.length / 2)));
          throw new Error('simulated crash mid-batch');
        }
        return customersProjection.apply(ctx, events);
      },
    };
    const first = await startProjections({ sql: db.client, db: kdb, store, projections: [crashing], batchSize: 50 });
    // Wait for the crash itself rather than a fixed time (a loaded machine may take longer).
    await expect.poll(() => batches, { timeout: 20_000, interval: 25 }).toBeGreaterThanOrEqual(3);
    await first.stop();
    expect(batches).toBeGreaterThanOrEqual(3);
    // Nothing of the failed batch was kept: the table holds exactly the checkpointed events.
    const checkpointed = await createdUpToCheckpoint();
    expect(checkpointed).toBeGreaterThan(0);
    expect(checkpointed).toBeLessThan(300);
    expect(await count('rm')).toBe(checkpointed);

    const second = await startProjections({ sql: db.client, db: kdb, store, projections: [customersProjection], batchSize: 50 });
    await second.caughtUp();
    await second.stop();
    expect(await count('rm')).toBe(300);

    await rebuildProjection({ sql: db.client, db: kdb, store, projection: customersProjection, schema: 'rm', intoSchema: 'rebuild_a' });
    expect(await projectionChecksum(db.client, customersProjection, 'rm')).toBe(
      await projectionChecksum(db.client, customersProjection, 'rebuild_a'),
    );
  });

  it('runs several projections on one feed: one that fails holds back neither the others nor itself once it applies again', async () => {
    await appendPatients(store, 60);
    let failures = 0;
    const flaky: Projection = {
      name: 'flaky_accounts',
      version: 1,
      eventTypes: ['PatientCreated'],
      tables: ['flaky_accounts' as never],
      ddl: (schema) => `CREATE TABLE IF NOT EXISTS ${schema}.flaky_accounts (account_number text PRIMARY KEY)`,
      async apply(ctx, events) {
        if (failures++ < 3) throw new Error('flaky');
        const accounts = events.map((e) => (e.data as { accountNumber: string }).accountNumber);
        await sql`INSERT INTO ${sql.raw(ctx.schema)}.flaky_accounts SELECT unnest(${accounts}::text[])`.execute(ctx.trx);
      },
    };
    const applied = new Map<string, number>();
    const running = await startProjections({
      sql: db.client,
      db: kdb,
      store,
      projections: [customersProjection, flaky],
      batchSize: 20,
      onApplied: (name, events) => applied.set(name, (applied.get(name) ?? 0) + events.length),
    });
    await running.caughtUp(30_000);
    await running.stop();
    expect(failures).toBeGreaterThanOrEqual(3);
    expect(await count('rm')).toBe(60);
    const { rows } = await db.client.query<{ n: number }>('SELECT count(*)::int AS n FROM rm.flaky_accounts');
    expect(Number(rows[0]!.n)).toBe(60);
    // Each event applied once per projection (customers also takes the 20 PasswordSet events).
    expect(applied.get('flaky_accounts')).toBe(60);
    expect(applied.get('customers')).toBe(80);
  });

  it('a checkpoint moved ahead under it (a runner that died mid-commit) loses nothing it had queued past that point', async () => {
    await appendPatients(store, 60);
    // The feed hands the runner all 60 events at once, but before its first transaction another
    // runner's commit moves the stored checkpoint past the first 20 (a killed holder's COMMIT that
    // the server finished late). The runner's first batch then finds the checkpoint moved: what it
    // had queued beyond the new checkpoint must still be applied.
    let first = true;
    const readAll: EventStore['readAll'] = async (options = {}) => {
      if (!first) return store.readAll(options);
      first = false;
      const ahead = await store.readAll({ limit: 20 });
      const from = (await readCheckpoint(db.client, 'rm', customersProjection.name))!.checkpoint;
      await applyBatch(kdb, customersProjection, 'rm', from, ahead.checkpoint, ahead.events);
      return store.readAll({ ...options, limit: 1000 });
    };
    const feed = { readAll, head: () => store.head(), onAppended: (l: () => void) => store.onAppended(l) };
    const feedStore: EventStore = Object.assign(Object.create(store) as EventStore, {
      ...feed,
      subscribe: (from: Parameters<EventStore['subscribe']>[0], handler: Parameters<EventStore['subscribe']>[1], options?: Parameters<EventStore['subscribe']>[2]) =>
        subscribeByPolling(feed, from, handler, options),
    });
    const runner = await startProjections({ sql: db.client, db: kdb, store: feedStore, projections: [customersProjection], batchSize: 10 });
    await expect.poll(() => count('rm'), { timeout: 20_000, interval: 50 }).toBe(60);
    await runner.caughtUp();
    await runner.stop();
    expect(first).toBe(false);
    await rebuildProjection({ sql: db.client, db: kdb, store, projection: customersProjection, schema: 'rm', intoSchema: 'rebuild_moved' });
    expect(await projectionChecksum(db.client, customersProjection, 'rm')).toBe(await projectionChecksum(db.client, customersProjection, 'rebuild_moved'));
  });

  it('a standby that joins while the feed runs for the others takes nothing it would have to skip to', async () => {
    // customers stands by (another holder has its lock) while the feed runs for catalog; patients keep
    // arriving and the feed's reads are slow, so when customers joins a read is in flight, far past
    // customers' checkpoint. That batch must not be applied from customers' checkpoint (D-588).
    const other = openLockSession(db.client);
    const held = await other.tryLock(`rm.${customersProjection.name}`);
    expect(held).toBeDefined();
    const slowRead: EventStore['readAll'] = async (options = {}) => {
      await new Promise((r) => setTimeout(r, 60));
      return store.readAll(options);
    };
    const feed = { readAll: slowRead, head: () => store.head(), onAppended: (l: () => void) => store.onAppended(l) };
    const feedStore: EventStore = Object.assign(Object.create(store) as EventStore, {
      ...feed,
      subscribe: (from: Parameters<EventStore['subscribe']>[0], handler: Parameters<EventStore['subscribe']>[1], options?: Parameters<EventStore['subscribe']>[2]) =>
        subscribeByPolling(feed, from, handler, options),
    });
    await appendPatients(store, 40);
    const runner = await startProjections({ sql: db.client, db: kdb, store: feedStore, projections: [catalogProjection, customersProjection], batchSize: 5, standbyRetryMs: 50 });
    let appending = true;
    let n = 40;
    const appender = (async () => {
      while (appending) {
        await appendPatients(store, 2, { offset: n, parallel: 2 });
        n += 2;
        await new Promise((r) => setTimeout(r, 15));
      }
    })();
    await new Promise((r) => setTimeout(r, 400));
    await held!.release();
    await expect.poll(() => runner.active().includes(customersProjection.name), { timeout: 10_000, interval: 20 }).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    appending = false;
    await appender;
    await runner.caughtUp(20_000);
    await runner.stop();
    await other.close();
    expect(await count('rm')).toBe(n);
  });

  it.skipIf(!process.env.DATABASE_URL)('takes its projections back each time its lock connection is lost (twice), and misses nothing', async () => {
    await appendPatients(store, 20);
    const runner = await startProjections({ sql: db.client, db: kdb, store, projections: [customersProjection], standbyRetryMs: 100 });
    await runner.caughtUp(20_000);
    let n = 20;
    for (let round = 0; round < 2; round++) {
      // The lock session's backend is killed (as a server restart or a network fault would).
      const { rows } = await db.client.query<{ pid: number }>(
        `SELECT DISTINCT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(rows.length).toBe(1);
      await db.client.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await expect.poll(() => runner.active().length, { timeout: 10_000, interval: 10 }).toBe(0);
      await appendPatients(store, 5, { offset: n });
      n += 5;
      await expect.poll(() => runner.active(), { timeout: 10_000, interval: 50 }).toEqual([customersProjection.name]);
      await runner.caughtUp(20_000);
      expect(await count('rm')).toBe(n);
    }
    await runner.stop();
  });

  it('two rebuilds from zero give identical table checksums', async () => {
    await appendPatients(store, 120);
    for (const s of ['rebuild_one', 'rebuild_two']) {
      await rebuildProjection({ sql: db.client, db: kdb, store, projection: customersProjection, schema: 'rm', intoSchema: s, batchSize: 37 });
    }
    const one = await projectionChecksum(db.client, customersProjection, 'rebuild_one');
    expect(one).toMatch(/^customers:120:[0-9a-f]{32}$/);
    expect(await projectionChecksum(db.client, customersProjection, 'rebuild_two')).toBe(one);
  });

  it('rebuilds beside the live tables and swaps while the runner keeps running', async () => {
    await appendPatients(store, 60);
    const live = await startProjections({ sql: db.client, db: kdb, store, projections: [customersProjection], batchSize: 25 });
    await live.caughtUp();
    const progress: number[] = [];
    await rebuildProjection({ sql: db.client, db: kdb, store, projection: customersProjection, schema: 'rm', batchSize: 20, onProgress: (p) => progress.push(p.applied) });
    expect(progress.at(-1)).toBe(80); // 60 PatientCreated + 20 PasswordSet
    await appendPatients(store, 10, { offset: 60 });
    await live.caughtUp();
    expect(await count('rm')).toBe(70);
    await live.stop();
    const { rows } = await db.client.query(`SELECT 1 FROM information_schema.schemata WHERE schema_name = 'rm_build_customers'`);
    expect(rows).toHaveLength(0);
  });

  it('rebuilds automatically when the projection version changes', async () => {
    await appendPatients(store, 30);
    const v1 = await startProjections({ sql: db.client, db: kdb, store, projections: [customersProjection] });
    await v1.caughtUp();
    await v1.stop();
    await db.client.query(`DELETE FROM rm.customers WHERE account_number = '300000001'`); // drift the old version
    const v2 = await startProjections({ sql: db.client, db: kdb, store, projections: [{ ...customersProjection, version: customersProjection.version + 1 }] });
    await v2.caughtUp();
    await v2.stop();
    expect(await count('rm')).toBe(30);
    expect((await readCheckpoint(db.client, 'rm', 'customers'))!.version).toBe(customersProjection.version + 1);
  });

  it('orders by transaction id numerically, also across digit boundaries (9 < 10)', async () => {
    // Rows written with explicit transaction ids, as the xid counter would give them.
    await db.client.exec(`
      INSERT INTO es_events (global_position, transaction_id, event_id, stream_id, stream_position, type, data, metadata)
      VALUES (1, '10'::xid8, gen_random_uuid(), 's-b', 0, 'T', '{}', '{"actor":{"accountNumber":"x","customerGroup":"y"},"correlationId":"c","occurredAt":"2026-01-01T00:00:00Z","schemaVersion":1}'),
             (2, '9'::xid8,  gen_random_uuid(), 's-a', 0, 'T', '{}', '{"actor":{"accountNumber":"x","customerGroup":"y"},"correlationId":"c","occurredAt":"2026-01-01T00:00:00Z","schemaVersion":1}');
      SELECT setval('es_events_global_position_seq', 2);`);
    const all = await store.readAll({ limit: 10 });
    expect(all.events.map((e) => e.streamId)).toEqual(['s-a', 's-b']);
    expect(await store.head()).toEqual({ transactionId: '10', globalPosition: 1 });
  });
});

/** PatientCreated events at or below the live checkpoint of the customers projection. */
async function createdUpToCheckpoint(): Promise<number> {
  const { rows } = await db.client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM es_events e, projection_checkpoints c
      WHERE c.schema_name = 'rm' AND c.projection = 'customers' AND e.type = 'PatientCreated'
        AND (e.transaction_id, e.global_position) <= (c.transaction_id::xid8, c.global_position)`,
  );
  return Number(rows[0]!.n);
}
