import { beforeAll, describe, expect, it } from 'vitest';
import { initialCustomerState } from '../../domain/identity/customer-decider';
import { customerStream, emailStream } from '../../domain/identity/events';
import { decideRegisterCustomer } from '../../domain/identity/register-customer';
import { hashPassword } from '../../infra/auth/passwords';
import type { StoredEvent } from '../../infra/event-store/port';
import { testApp } from '../support/test-app';
import { DEMO } from '../support/test-platform';
import { testMeta } from '../support/event-meta';

/** Support impersonation through the real APIs: begin, act, end, and the audit trail it leaves. */

const { platform, call, signIn } = testApp();

const CSR = { accountNumber: '900000001', name: 'Casey Support' };
const STAFF = '700000001';
const OTHER_CSR = '900000002';

async function begin(csrToken: string, accountNumber: string, reason?: string) {
  return call('/api/customer/beginimpersonation', reason ? { accountNumber, reason } : { accountNumber }, csrToken);
}

async function eventsOf(stream: string): Promise<StoredEvent[]> {
  return (await platform.infra.store.readStream(stream)).events;
}

async function patientCreatedBy(accountNumber: string): Promise<StoredEvent> {
  const events = await eventsOf(customerStream(accountNumber));
  return events.find((e) => e.type === 'PatientCreated')!;
}

beforeAll(async () => {
  // A second CSR, registered the way the seed registers accounts.
  const events = decideRegisterCustomer(
    { accountNumber: OTHER_CSR, customerGroup: 'CSR', email: 'csr.two@demo.lensloop.test', firstName: 'Robin', lastName: 'Helpdesk', passwordHash: await hashPassword(DEMO.password) },
    initialCustomerState(),
  );
  const metadata = testMeta();
  await platform.infra.store.appendToStream(
    emailStream('csr.two@demo.lensloop.test'),
    [{ type: 'EmailReserved', data: { email: 'csr.two@demo.lensloop.test', accountNumber: OTHER_CSR }, metadata }],
    { expectedVersion: 'no_stream' },
  );
  await platform.infra.store.appendToStream(
    customerStream(OTHER_CSR),
    events.map((e) => ({ type: e.type, data: e.data, metadata })),
    { expectedVersion: 'no_stream' },
  );
});

describe('beginimpersonation', () => {
  it('gives the CSR a token for the user, with the impersonator in the profile, and records ImpersonationBegan', async () => {
    const csr = await signIn(DEMO.csr);
    const r = await begin(csr, STAFF, 'Caller asked for help creating a patient');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      accountNumber: STAFF,
      customerGroup: 'Staff',
      email: DEMO.staff,
      practiceId: 'PR-1001',
      locationId: 'LOC-1001-A',
      impersonatedUser: STAFF,
      csrName: CSR.name,
    });
    expect(typeof r.body.token).toBe('string');
    expect(r.body.position).toBeGreaterThan(0);

    const [began] = await eventsOf(`impersonation-${r.body.impersonationId}`);
    expect(began).toMatchObject({
      type: 'ImpersonationBegan',
      data: {
        impersonationId: r.body.impersonationId,
        csrAccountNumber: CSR.accountNumber,
        csrName: CSR.name,
        targetAccountNumber: STAFF,
        targetGroup: 'Staff',
        targetName: 'Morgan Reyes',
        practiceId: 'PR-1001',
        practiceName: 'Clearview Eye Care',
        reason: 'Caller asked for help creating a patient',
      },
      metadata: { actor: { accountNumber: CSR.accountNumber, customerGroup: 'CSR' } },
    });
    expect(began!.metadata.impersonator).toBeUndefined();

    // The user's profile, read with the impersonation token, says who is acting.
    const me = await call('/api/customer/get', {}, r.body.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ accountNumber: STAFF, impersonatedUser: STAFF, csrName: CSR.name });
  });

  it('acts with the user’s permissions, and every event appended carries the CSR as impersonator', async () => {
    const csr = await signIn(DEMO.csr);
    const { body: imp } = await begin(csr, STAFF);
    // Staff may create patients; the CSR token may not (403), the impersonation token may.
    const payload = { firstName: 'Imogen', lastName: 'Proxy', email: 'imogen.proxy@example.com' };
    expect((await call('/api/customer/create', payload, csr)).status).toBe(403);
    const created = await call('/api/customer/create', payload, imp.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // …and it still cannot do what staff cannot (CSR-only routes).
    expect((await call('/api/customer/csrsearch', { keyword: 'nguyen' }, imp.token)).status).toBe(403);

    const event = await patientCreatedBy(created.body.accountNumber);
    expect(event.metadata.actor).toEqual({ accountNumber: STAFF, customerGroup: 'Staff' });
    expect(event.metadata.impersonator).toEqual({ ...CSR, impersonationId: imp.impersonationId });
    const reservation = (await eventsOf('email-imogen.proxy@example.com'))[0]!;
    expect(reservation.metadata.impersonator).toEqual({ ...CSR, impersonationId: imp.impersonationId });
  });

  it('is for CSRs only: staff, practice admins and patients get 403, nobody signed in 401', async () => {
    for (const email of [DEMO.staff, DEMO.admin, DEMO.patient]) {
      const r = await begin(await signIn(email), STAFF);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ error: true, code: 'FORBIDDEN' });
    }
    expect((await call('/api/customer/beginimpersonation', { accountNumber: STAFF })).status).toBe(401);
  });

  it('refuses another CSR, oneself, an unknown account and bad input, appending nothing', async () => {
    const csr = await signIn(DEMO.csr);
    const before = await countType('ImpersonationBegan');
    const signInsBefore = await countType('SignedIn');
    const other = await begin(csr, OTHER_CSR);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: 'IMPERSONATION_NOT_ALLOWED', message: 'Support accounts cannot be impersonated.' });
    expect((await begin(csr, CSR.accountNumber)).body.code).toBe('IMPERSONATION_NOT_ALLOWED');
    const unknown = await begin(csr, '123123123');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'CUSTOMER_NOT_FOUND', message: 'No customer has this account number.' });
    const bad = await call('/api/customer/beginimpersonation', { accountNumber: '' }, csr);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ accountNumber: 'An account number is required' });
    expect(await countType('ImpersonationBegan')).toBe(before);
    expect(await countType('SignedIn')).toBe(signInsBefore);
  });

  it('refuses nested impersonation: an impersonation token cannot begin another', async () => {
    const csr = await signIn(DEMO.csr);
    const { body: imp } = await begin(csr, STAFF);
    const nested = await begin(imp.token, '800000001');
    expect(nested.status).toBe(403);
  });

  it('opens an invited patient who has no password yet (the CSR can help before they register)', async () => {
    const csr = await signIn(DEMO.csr);
    const found = await call('/api/customer/csrsearch', { keyword: 'james carter' }, csr);
    const james = found.body.customers[0];
    expect(james).toMatchObject({ firstName: 'James', isRegistered: false });
    const r = await begin(csr, james.accountNumber);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ accountNumber: james.accountNumber, customerGroup: 'Patient', impersonatedUser: james.accountNumber });
    const profile = await call('/api/customer/get', {}, r.body.token);
    expect(profile.body).toMatchObject({ accountNumber: james.accountNumber, csrName: 'Casey Support' });
  });
});

describe('beginimpersonation is atomic in the audit trail (issue #21)', () => {
  /** Every session opened for a CSR (SignedIn with an impersonator) and whether its impersonation stream begins with ImpersonationBegan. */
  async function csrSessionsWithoutBegan(): Promise<string[]> {
    const { rows } = await platform.infra.sql.query<{ metadata: { impersonator?: { impersonationId?: string } } }>(`SELECT metadata FROM es_events WHERE type = 'SignedIn' AND metadata ? 'impersonator'`);
    const missing: string[] = [];
    for (const { metadata } of rows) {
      const id = (typeof metadata === 'string' ? JSON.parse(metadata) : metadata).impersonator?.impersonationId;
      if ((await eventsOf(`impersonation-${id}`))[0]?.type !== 'ImpersonationBegan') missing.push(String(id));
    }
    return missing;
  }

  /** Makes the store's appends to streams matching `fail` throw while `fn` runs. */
  async function withFailingAppend<T>(fail: (stream: string) => boolean, fn: () => Promise<T>): Promise<T> {
    const store = platform.infra.store;
    const append = store.appendToStream;
    store.appendToStream = async (stream, ...rest) => {
      if (fail(stream)) throw new Error(`injected failure appending to ${stream}`);
      return append.call(store, stream, ...rest);
    };
    try {
      return await fn();
    } finally {
      store.appendToStream = append;
    }
  }

  it('a failure recording ImpersonationBegan opens no session', async () => {
    const csr = await signIn(DEMO.csr);
    const before = (await eventsOf(customerStream(STAFF))).length;
    const r = await withFailingAppend((stream) => stream.startsWith('impersonation-'), () => begin(csr, STAFF, 'Fails at the audit step'));
    expect(r.status).toBe(500);
    expect(r.body).not.toHaveProperty('token');
    expect((await eventsOf(customerStream(STAFF))).length).toBe(before);
    expect(await csrSessionsWithoutBegan()).toEqual([]);
  });

  it('a failure opening the session after ImpersonationBegan hands out no token and records the session as never opened', async () => {
    const csr = await signIn(DEMO.csr);
    const r = await withFailingAppend((stream) => stream === customerStream(STAFF), () => begin(csr, STAFF, 'Fails at the session step'));
    expect(r.status).toBe(500);
    expect(r.body).not.toHaveProperty('token');
    expect(await csrSessionsWithoutBegan()).toEqual([]);
    const { rows } = await platform.infra.sql.query<{ stream_id: string }>(`SELECT stream_id FROM es_events WHERE type = 'ImpersonationBegan' AND data->>'reason' = 'Fails at the session step'`);
    expect(rows).toHaveLength(1);
    expect((await eventsOf(rows[0]!.stream_id)).map((e) => [e.type, (e.data as { cause?: string }).cause])).toEqual([['ImpersonationBegan', undefined], ['ImpersonationEnded', 'not-opened']]);
    // And the next attempt works.
    expect((await begin(csr, STAFF, 'Second try')).status).toBe(200);
    expect(await csrSessionsWithoutBegan()).toEqual([]);
  });
});

describe('endimpersonation', () => {
  it('ends the session: ImpersonationEnded by the CSR, the token is refused, the CSR returns to their own session', async () => {
    const csr = await signIn(DEMO.csr);
    const { body: imp } = await begin(csr, STAFF);
    const end = await call('/api/customer/endimpersonation', { cause: 'end-session' }, imp.token);
    expect(end.status, JSON.stringify(end.body)).toBe(200);
    expect(end.body).toMatchObject({
      impersonationId: imp.impersonationId,
      csrSession: { accountNumber: CSR.accountNumber, customerGroup: 'CSR', impersonatedUser: null, csrName: null },
    });
    const events = await eventsOf(`impersonation-${imp.impersonationId}`);
    expect(events.map((e) => e.type)).toEqual(['ImpersonationBegan', 'ImpersonationEnded']);
    expect(events[1]).toMatchObject({
      data: { impersonationId: imp.impersonationId, cause: 'end-session' },
      metadata: { actor: { accountNumber: CSR.accountNumber, customerGroup: 'CSR' }, impersonator: { ...CSR, impersonationId: imp.impersonationId } },
    });

    await platform.projections.caughtUp();
    expect((await call('/api/customer/get', {}, imp.token)).status).toBe(401);
    expect((await call('/api/customer/create', { firstName: 'Too', lastName: 'Late', email: 'too.late@example.com' }, imp.token)).status).toBe(401);
    // The fresh token is the CSR's own session: it works, and is CSR again.
    const back = await call('/api/customer/csrsearch', { keyword: 'nguyen' }, end.body.csrSession.token);
    expect(back.status).toBe(200);
    // The CSR's original token still works too (same session).
    expect((await call('/api/customer/get', {}, csr)).status).toBe(200);
  });

  it('gives no CSR token back when the CSR signed out meanwhile', async () => {
    const csr = await signIn(DEMO.csr);
    const { body: imp } = await begin(csr, STAFF);
    expect((await call('/api/customer/signout', {}, csr)).status).toBe(200);
    const end = await call('/api/customer/endimpersonation', {}, imp.token);
    expect(end.status).toBe(200);
    expect(end.body.csrSession).toBeNull();
  });

  it('is refused for a token that is not an impersonation', async () => {
    const r = await call('/api/customer/endimpersonation', {}, await signIn(DEMO.staff));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'NOT_IMPERSONATING' });
    expect((await call('/api/customer/endimpersonation', {})).status).toBe(401);
  });

  it('validates the cause', async () => {
    const csr = await signIn(DEMO.csr);
    const { body: imp } = await begin(csr, STAFF);
    const r = await call('/api/customer/endimpersonation', { cause: 'because' }, imp.token);
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toHaveProperty('cause');
  });
});

describe('impersonation audit trail', () => {
  it('lists the session with its CSR, user, start, end and every change, and shows one session in full', async () => {
    const csr = await signIn(DEMO.csr);
    const { body: imp } = await begin(csr, STAFF, 'Audit check');
    const created = await call('/api/customer/create', { firstName: 'Audra', lastName: 'Trail', email: 'audra.trail@example.com' }, imp.token);
    expect(created.status).toBe(200);
    const end = await call('/api/customer/endimpersonation', {}, imp.token);

    const list = await call(`/api/support/impersonations?user=${STAFF}`, undefined, csr, { 'x-min-position': String(end.body.position) });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const row = list.body.sessions.find((s: { impersonationId: string }) => s.impersonationId === imp.impersonationId);
    expect(row).toMatchObject({
      csrAccountNumber: CSR.accountNumber,
      csrName: CSR.name,
      userAccountNumber: STAFF,
      userName: 'Morgan Reyes',
      userGroup: 'Staff',
      practiceName: 'Clearview Eye Care',
      reason: 'Audit check',
      endCause: 'end-session',
      changesCount: 2,
    });
    expect(Date.parse(row.endedAt)).toBeGreaterThanOrEqual(Date.parse(row.startedAt));

    const detail = await call(`/api/support/impersonation?impersonationId=${imp.impersonationId}`, undefined, csr);
    expect(detail.status).toBe(200);
    expect(detail.body.changes.map((c: { type: string }) => c.type)).toEqual(['EmailReserved', 'PatientCreated']);
    expect(detail.body.changes[1]).toMatchObject({
      streamId: `customer-${created.body.accountNumber}`,
      summary: `Created patient Audra Trail (audra.trail@example.com), account ${created.body.accountNumber}`,
    });
    expect((await call('/api/support/impersonation?impersonationId=nope', undefined, csr)).status).toBe(404);
  });

  it('filters by CSR, user and start date, newest first, paged', async () => {
    const csr = await signIn(DEMO.csr);
    const other = await signIn('csr.two@demo.lensloop.test');
    const a = (await begin(csr, '800000002')).body;
    const b = (await begin(other, '800000002')).body;
    await platform.projections.caughtUp();

    const byUser = await call('/api/support/impersonations?user=priya raman', undefined, csr);
    expect(byUser.body.sessions.map((s: { impersonationId: string }) => s.impersonationId)).toEqual([b.impersonationId, a.impersonationId]);
    const byCsr = await call('/api/support/impersonations?csr=robin&user=800000002', undefined, csr);
    expect(byCsr.body).toMatchObject({ total: 1, sessions: [{ impersonationId: b.impersonationId, csrName: 'Robin Helpdesk', endedAt: null, endCause: null }] });
    const paged = await call('/api/support/impersonations?user=800000002&limit=1&offset=1', undefined, csr);
    expect(paged.body).toMatchObject({ total: 2, sessions: [{ impersonationId: a.impersonationId }] });

    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await call(`/api/support/impersonations?from=${encodeURIComponent(future)}`, undefined, csr)).body.total).toBe(0);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await call(`/api/support/impersonations?to=${encodeURIComponent(past)}`, undefined, csr)).body.total).toBe(0);
    expect((await call(`/api/support/impersonations?from=${encodeURIComponent(past)}&user=800000002`, undefined, csr)).body.total).toBe(2);
    const bad = await call('/api/support/impersonations?from=yesterday', undefined, csr);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.from).toBe('A valid date is required');
  });

  it('ends the session in the audit when the impersonation token signs out (e.g. the idle timer)', async () => {
    const csr = await signIn(DEMO.csr);
    const { body: imp } = await begin(csr, '800000001');
    const out = await call('/api/customer/signout', {}, imp.token);
    const detail = await call(`/api/support/impersonation?impersonationId=${imp.impersonationId}`, undefined, csr, { 'x-min-position': String(out.body.position) });
    expect(detail.body).toMatchObject({ endCause: 'sign-out', changesCount: 0, changes: [] });
    expect(detail.body.endedAt).not.toBeNull();
  });

  it('exports the filtered trail as CSV, one row per change', async () => {
    const csr = await signIn(DEMO.csr);
    const { body: imp } = await begin(csr, STAFF);
    const created = await call('/api/customer/create', { firstName: 'Cass', lastName: 'Vee', email: 'cass.vee@example.com' }, imp.token);
    await call('/api/customer/endimpersonation', {}, imp.token);
    await platform.projections.caughtUp();

    const r = await call(`/api/support/impersonations.csv?user=${STAFF}`, undefined, csr);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="impersonation-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = r.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Impersonation ID,Started at (UTC),Ended at (UTC),How it ended,CSR account,CSR name,User account,User name,User email,User group,Practice ID,Practice,Reason,Change at (UTC),Change,Event type,Record,Event ID',
    );
    const mine = lines.filter((l) => l.startsWith(imp.impersonationId));
    expect(mine).toHaveLength(2);
    expect(mine[1]).toContain(`"Created patient Cass Vee (cass.vee@example.com), account ${created.body.accountNumber}"`);
    expect(mine[1]).toContain(',Ended by the representative,900000001,Casey Support,700000001,Morgan Reyes,');
  });

  it('is for CSRs only', async () => {
    const staff = await signIn(DEMO.staff);
    for (const path of ['/api/support/impersonations', '/api/support/impersonations.csv', '/api/support/impersonation?impersonationId=x']) {
      expect((await call(path, undefined, staff)).status).toBe(403);
      expect((await call(path)).status).toBe(401);
    }
  });
});

async function countType(type: string): Promise<number> {
  const { rows } = await platform.infra.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events WHERE type = $1', [type]);
  return Number(rows[0]!.n);
}
