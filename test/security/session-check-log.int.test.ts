import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../domain/identity/access-token';
import { sessionStream } from '../../domain/identity/renew-session';
import type { EventMetadata } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { createKysely } from '../../infra/db/kysely';
import { CHECKPOINTS_DDL, resetCheckpoint } from '../../infra/read-models/checkpoints';
import { createSessionCheck } from '../../infra/read-models/sessions';
import type { ReadModels } from '../../infra/read-models/tables';
import { sessionsProjection } from '../../projections/sessions';
import { applyBatch } from '../../workers/projections/apply-batch';
import { prepareProjection } from '../../workers/projections/prepare-schema';
import { type Checkpoint, START } from '../../infra/event-store/port';
import { freshDatabase, type TestDatabase } from '../support/database';
import { testMeta } from '../support/event-meta';

/**
 * D-542: the session check follows the log, not only the sessions read model: a sign-out or a
 * renewal appended but not yet projected already counts. No projector runs here, so the read
 * model stays behind on purpose (on PostgreSQL under load it did, for real, in the token-attack suite).
 */
let db: TestDatabase;
let store: PostgresEventStore;
const meta = (): EventMetadata => testMeta({ actor: { accountNumber: '100000077', customerGroup: 'Patient' } });
const claims = (sessionId: string, gen = 0): AccessClaims => ({ sub: '100000077', customerGroup: 'Patient', sessionId, gen });

beforeAll(async () => {
  db = await freshDatabase();
  store = new PostgresEventStore(db.client);
  await store.init();
  await db.client.exec(CHECKPOINTS_DDL);
  await db.client.exec('CREATE SCHEMA IF NOT EXISTS rm');
  await prepareProjection(db.client, sessionsProjection, 'rm');
  await resetCheckpoint(db.client, 'rm', sessionsProjection.name, sessionsProjection.version);
}, 60_000);
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

/** Projects what the log holds now into rm.sessions (the projector, once). */
let at: Checkpoint = START;
async function project() {
  // The log's gap-safe read holds back what is newer than the oldest transaction still open on the
  // server — on a PostgreSQL shared with other test files, for a moment: read until the appends are in.
  const until = Date.now() + 15_000;
  let read = await store.readAll({ after: at, limit: 1000 });
  while (read.events.length === 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    read = await store.readAll({ after: at, limit: 1000 });
  }
  const { events, checkpoint } = read;
  const mine = events.filter((e) => (sessionsProjection.eventTypes as readonly string[]).includes(e.type));
  await applyBatch(createKysely<ReadModels>(db.client), sessionsProjection, 'rm', at, checkpoint, mine);
  at = checkpoint;
}

describe('the session check reads the log beside the read model', () => {
  it('refuses a session signed out in the log that rm.sessions still shows open', async () => {
    const check = createSessionCheck(db.client, store);
    await store.appendToStream('customer-100000077', [{ type: 'SignedIn', data: { sessionId: 's-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }, metadata: meta() }], { expectedVersion: 'any' });
    await project();
    expect(await check(claims('s-1'))).toBe(true);
    await store.appendToStream('customer-100000077', [{ type: 'SignedOut', data: { sessionId: 's-1' }, metadata: meta() }], { expectedVersion: 'any' });
    const { rows } = await db.client.query<{ signed_out_at: string | null }>(`SELECT signed_out_at FROM rm.sessions WHERE session_id = 's-1'`);
    expect(rows[0]!.signed_out_at).toBeNull(); // the read model is behind
    expect(await check(claims('s-1'))).toBe(false);
  });

  it('refuses a token renewed away in the log once the grace has passed, before rm.sessions knows', async () => {
    const check = createSessionCheck(db.client, store);
    await store.appendToStream('customer-100000077', [{ type: 'SignedIn', data: { sessionId: 's-2', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }, metadata: meta() }], { expectedVersion: 'any' });
    await project();
    const renewed = { ...meta(), occurredAt: new Date(Date.now() - 60_000).toISOString() };
    await store.appendToStream(sessionStream('s-2'), [{ type: 'SessionRenewed', data: { sessionId: 's-2', accountNumber: '100000077', generation: 1, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }, metadata: renewed }], { expectedVersion: 'any' });
    expect(await check(claims('s-2', 0))).toBe(false);
    expect(await check(claims('s-2', 1))).toBe(true);
  });

  it('a session the read model has not seen yet: open in the account stream, its renewals still decide the generation', async () => {
    const check = createSessionCheck(db.client, store);
    await store.appendToStream('customer-100000077', [{ type: 'SignedIn', data: { sessionId: 's-3', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }, metadata: meta() }], { expectedVersion: 'any' });
    expect(await check(claims('s-3', 0))).toBe(true);
    const renewed = { ...meta(), occurredAt: new Date(Date.now() - 60_000).toISOString() };
    await store.appendToStream(sessionStream('s-3'), [{ type: 'SessionRenewed', data: { sessionId: 's-3', accountNumber: '100000077', generation: 1, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }, metadata: renewed }], { expectedVersion: 'any' });
    expect(await check(claims('s-3', 0))).toBe(false);
    expect(await check(claims('s-3', 1))).toBe(true);
    expect(await check(claims('s-never', 0))).toBe(false);
  });
});
