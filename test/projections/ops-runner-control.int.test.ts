import { describe, expect, it } from 'vitest';
import { opsProjectionStream } from '../../domain/ops/events';
import { readCheckpoint } from '../../infra/read-models/checkpoints';
import type { Projection } from '../../projections';
import { customersProjection } from '../../projections/customers';
import { startProjectionControl } from '../../workers/ops/projection-control';
import { projectionStatus } from '../../workers/ops/projection-status';
import { startProjections } from '../../workers/projections/projection-runner';
import { storeBed } from '../support/event-store-bed';
import { appendPatients } from '../support/synthetic-events';

const { db, store, kdb } = storeBed({ each: true });
const meta = () => ({ actor: { accountNumber: '920000001', customerGroup: 'Operator' }, correlationId: crypto.randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 });
const rows = async () => Number((await db.client.query<{ n: number }>(`SELECT count(*)::int AS n FROM rm.customers`)).rows[0]!.n);

/** Issue #33 on the runner itself: a pause from the log stops applying, a resume catches up; a failing batch names its event. */
describe(`the runner and the operations console (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('paused before it starts (the pause is in the log): applies nothing; resumed: catches up', async () => {
    await appendPatients(store, 40);
    await store.appendToStream(opsProjectionStream('customers'), [{ type: 'ProjectionPaused', data: { projection: 'customers', pausedAt: new Date().toISOString() }, metadata: meta() }], { expectedVersion: 'no_stream' });
    const control = await startProjectionControl({ store });
    const running = await startProjections({ sql: db.client, db: kdb, store, projections: [customersProjection], batchSize: 10, control });
    await new Promise((r) => setTimeout(r, 500));
    expect(await rows()).toBe(0);
    await appendPatients(store, 10, { offset: 40 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await rows()).toBe(0);
    await store.appendToStream(opsProjectionStream('customers'), [{ type: 'ProjectionResumed', data: { projection: 'customers', resumedAt: new Date().toISOString() }, metadata: meta() }], { expectedVersion: 0 });
    await expect.poll(rows, { timeout: 10_000, interval: 50 }).toBe(50);
    await running.caughtUp();
    await running.stop();
    await control.stop();
  });

  it('a batch that fails: the error and the event it failed on (bisected), its checkpoint held; cleared once it applies', async () => {
    await appendPatients(store, 30, { parallel: 1 });
    const { rows: all } = await db.client.query<{ event_id: string; global_position: number }>(`SELECT event_id::text, global_position FROM es_events WHERE type = 'PatientCreated' ORDER BY global_position`);
    const poison = all[17]!.event_id;
    let broken = true;
    const failing: Projection = {
      ...customersProjection,
      async apply(ctx, events) {
        await customersProjection.apply(ctx, events);
        if (broken && events.some((e) => e.eventId === poison)) throw new Error('column "x" violates a check for p7@example.com');
      },
    };
    const status = projectionStatus({ db: kdb, schema: 'rm' });
    const control = await startProjectionControl({ store });
    const running = await startProjections({ sql: db.client, db: kdb, store, projections: [failing], batchSize: 50, control, onApplied: status.onApplied, onFailed: status.onFailed });
    await expect.poll(() => status.figures('customers').lastError?.event?.id ?? null, { timeout: 10_000, interval: 50 }).toBe(poison);
    const error = status.figures('customers').lastError!;
    expect(error.message).toBe('column "x" violates a check for [e-mail]');
    expect(error.event).toMatchObject({ type: 'PatientCreated', position: Number(all[17]!.global_position) });
    expect((await readCheckpoint(db.client, 'rm', 'customers'))!.eventsApplied).toBe(0);
    broken = false;
    await running.caughtUp();
    expect(await rows()).toBe(30);
    expect(status.figures('customers').lastError).toBeNull();
    await running.stop();
    await control.stop();
  });
});
