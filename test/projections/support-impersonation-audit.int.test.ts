import { describe, expect, it } from 'vitest';
import type { ImpersonationBegan } from '../../domain/support/events';
import type { EventMetadata, NewEvent } from '../../infra/event-store/port';
import { impersonationAuditProjection } from '../../projections/impersonation-audit';
import { projectionChecksum } from '../../workers/projections/checksum';
import { startProjections } from '../../workers/projections/projection-runner';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { storeBed } from '../support/event-store-bed';

/** The impersonation audit read model: given events → rows, across batches, and rebuilt identically. */

const { db, store, kdb } = storeBed({ each: true });

const CSR = { accountNumber: '900000001', name: 'Casey Support' };
let clock = Date.UTC(2026, 2, 1, 15, 0, 0);
function meta(actor: string, group: string, impersonationId?: string): EventMetadata {
  clock += 60_000;
  return {
    actor: { accountNumber: actor, customerGroup: group },
    ...(impersonationId ? { impersonator: { ...CSR, impersonationId } } : {}),
    correlationId: 'c',
    occurredAt: new Date(clock).toISOString(),
    schemaVersion: 1,
  };
}

function beganData(id: string, target: string, name: string): ImpersonationBegan['data'] {
  return {
    impersonationId: id,
    sessionId: `session-${id}`,
    csrAccountNumber: CSR.accountNumber,
    csrName: CSR.name,
    csrSessionId: 'csr-session',
    targetAccountNumber: target,
    targetGroup: 'Staff',
    targetName: name,
    targetEmail: `${target}@example.com`,
    practiceId: 'PR-1001',
    practiceName: 'Clearview Eye Care',
  };
}

async function append(stream: string, events: NewEvent[]) {
  await store.appendToStream(stream, events, { expectedVersion: 'any' });
}

/** Two sessions: A creates a patient and a new-kind event, then ends; B is signed out by the idle timer, then ended. */
async function givenTwoSessions() {
  await append('customer-700000001', [{ type: 'SignedIn', data: { sessionId: 'session-A', expiresAt: 'x' }, metadata: meta('700000001', 'Staff', 'A') }]);
  await append('impersonation-A', [{ type: 'ImpersonationBegan', data: { ...beganData('A', '700000001', 'Morgan Reyes'), reason: 'Phone call' }, metadata: meta('900000001', 'CSR') }]);
  await append('email-ada@example.com', [{ type: 'EmailReserved', data: { email: 'ada@example.com', accountNumber: '123' }, metadata: meta('700000001', 'Staff', 'A') }]);
  await append('customer-123', [
    { type: 'PatientCreated', data: { accountNumber: '123', practiceId: 'PR-1001', locationId: 'L', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }, metadata: meta('700000001', 'Staff', 'A') },
  ]);
  // Not made while impersonating: never in the audit.
  await append('customer-456', [
    { type: 'PatientCreated', data: { accountNumber: '456', practiceId: 'PR-1001', locationId: 'L', email: 'b@example.com', firstName: 'Bo', lastName: 'Own' }, metadata: meta('700000001', 'Staff') },
  ]);
  // An event type nobody listed: seen because the projection reads every type.
  await append('practice-PR-1001', [{ type: 'PracticeNoteAdded', data: { note: 'secret text' }, metadata: meta('700000001', 'Staff', 'A') }]);
  await append('impersonation-A', [{ type: 'ImpersonationEnded', data: { impersonationId: 'A', sessionId: 'session-A', cause: 'end-session' }, metadata: meta('900000001', 'CSR', 'A') }]);

  await append('impersonation-B', [{ type: 'ImpersonationBegan', data: beganData('B', '800000001', 'Dana Whitfield'), metadata: meta('900000001', 'CSR') }]);
  await append('customer-800000001', [{ type: 'SignedOut', data: { sessionId: 'session-B' }, metadata: meta('800000001', 'Practice', 'B') }]);
  await append('impersonation-B', [{ type: 'ImpersonationEnded', data: { impersonationId: 'B', sessionId: 'session-B', cause: 'end-session' }, metadata: meta('900000001', 'CSR', 'B') }]);
}

async function rows(schema = 'rm') {
  const sessions = await db.client.query<Record<string, unknown>>(
    `SELECT impersonation_id, user_account_number, user_name, user_group, practice_name, reason, started_at, ended_at, end_cause, changes_count, csr_search, user_search
       FROM ${schema}.impersonation_sessions ORDER BY impersonation_id`,
  );
  const changes = await db.client.query<Record<string, unknown>>(
    `SELECT impersonation_id, type, stream_id, summary FROM ${schema}.impersonation_changes ORDER BY global_position`,
  );
  return { sessions: sessions.rows, changes: changes.rows };
}

describe(`impersonation audit projection (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps each session (who, whom, start, end) and every change made in it, in plain words', async () => {
    await givenTwoSessions();
    const running = await startProjections({ sql: db.client, db: kdb, store, projections: [impersonationAuditProjection] });
    await running.caughtUp();
    await running.stop();

    const { sessions, changes } = await rows();
    expect(sessions).toEqual([
      {
        impersonation_id: 'A',
        user_account_number: '700000001',
        user_name: 'Morgan Reyes',
        user_group: 'Staff',
        practice_name: 'Clearview Eye Care',
        reason: 'Phone call',
        started_at: '2026-03-01T15:02:00.000Z',
        ended_at: '2026-03-01T15:07:00.000Z',
        end_cause: 'end-session',
        changes_count: 3,
        csr_search: 'casey support 900000001',
        user_search: 'morgan reyes 700000001@example.com 700000001',
      },
      expect.objectContaining({
        impersonation_id: 'B',
        // The sign-out came first and is kept; the later "End session" does not move it.
        ended_at: '2026-03-01T15:09:00.000Z',
        end_cause: 'sign-out',
        changes_count: 0,
        reason: null,
      }),
    ]);
    expect(changes).toEqual([
      { impersonation_id: 'A', type: 'EmailReserved', stream_id: 'email-ada@example.com', summary: 'Reserved the e-mail address ada@example.com for account 123' },
      { impersonation_id: 'A', type: 'PatientCreated', stream_id: 'customer-123', summary: 'Created patient Ada Lovelace (ada@example.com), account 123' },
      { impersonation_id: 'A', type: 'PracticeNoteAdded', stream_id: 'practice-PR-1001', summary: 'Practice note added (practice PR-1001)' },
    ]);
  });

  it('gives the same rows whatever the batch size, and rebuilds byte-identically', async () => {
    await givenTwoSessions();
    const live = await startProjections({ sql: db.client, db: kdb, store, projections: [impersonationAuditProjection], batchSize: 1 });
    await live.caughtUp();
    await live.stop();
    for (const [schema, batchSize] of [['audit_one', 1000], ['audit_two', 2]] as const) {
      await rebuildProjection({ sql: db.client, db: kdb, store, projection: impersonationAuditProjection, schema: 'rm', intoSchema: schema, batchSize });
    }
    const checksum = await projectionChecksum(db.client, impersonationAuditProjection, 'rm');
    expect(checksum).toMatch(/^impersonation_sessions:2:[0-9a-f]{32} impersonation_changes:3:[0-9a-f]{32}$/);
    expect(await projectionChecksum(db.client, impersonationAuditProjection, 'audit_one')).toBe(checksum);
    expect(await projectionChecksum(db.client, impersonationAuditProjection, 'audit_two')).toBe(checksum);
  });

  it('counts progress over every event type when rebuilding', async () => {
    await givenTwoSessions();
    // On a shared PostgreSQL server another open transaction can hold readers back for a moment
    // (gap safety is cluster-wide): a rebuild is one pass, so wait until the log is readable.
    for (let i = 0; i < 200 && (await store.readAll({ limit: 100 })).events.length < 10; i++) await new Promise((r) => setTimeout(r, 25));
    const progress: { applied: number; total: number }[] = [];
    await rebuildProjection({ sql: db.client, db: kdb, store, projection: impersonationAuditProjection, schema: 'rm', intoSchema: 'audit_progress', batchSize: 4, onProgress: (p) => progress.push(p) });
    expect(progress.at(-1)).toMatchObject({ applied: 10, total: 10 });
  });
});
