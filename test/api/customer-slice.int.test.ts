import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/shared/errors';
import { SUBSCRIPTION_NAMES } from '../../query-api/lib/read-model-names';
import { atPosition, testApp } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, signIn, eventCount } = testApp();
/** The last patient the create tests added: searches that count every patient wait for it (x-min-position). */
let createdAt = 0;
const noteCreated = (position: unknown) => (createdAt = Math.max(createdAt, typeof position === 'number' ? position : 0));

describe('sign-in', () => {
  it('returns a token, the customer group and the profile fields of spec point 3', async () => {
    const r = await call('/api/customer/signin', { email: DEMO.staff, password: DEMO.password });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      customerGroup: 'Staff',
      email: DEMO.staff,
      practiceId: 'PR-1001',
      locationId: 'LOC-1001-A',
      location: { name: 'Clearview Eye Care – Downtown', state: 'TX' },
      isMfaEnabled: false,
    });
    expect(typeof r.body.token).toBe('string');
    expect(r.body.position).toBeGreaterThan(0);
    for (const f of ['accountNumber', 'addresses', 'defaultLocation', 'dob', 'firstName', 'lastName', 'hideMfaModal', 'phone']) {
      expect(r.body).toHaveProperty(f);
    }
  });

  it('answers a wrong pair and an unknown account alike, with the spec message', async () => {
    const wrong = await call('/api/customer/signin', { email: DEMO.staff, password: 'Wrong!2026' });
    const unknown = await call('/api/customer/signin', { email: 'nobody@example.com', password: 'Wrong!2026' });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ status: 401, error: true, code: 'INVALID_VALUE', message: 'INVALID_VALUE: Invalid Email or Password' });
    }
  });

  it('rejects malformed input with 400 and field errors, never 500', async () => {
    const r = await call('/api/customer/signin', { email: 'not-an-email' });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toMatchObject({ email: 'A valid email is required' });
    const junk = await platform.app.inject({ method: 'POST', url: '/api/customer/signin', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ error: true, status: 400 });
  });

  it('sign-out ends the session: the token is refused afterwards', async () => {
    const token = await signIn(DEMO.patient);
    const before = await call('/api/customer/get', {}, token);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const out = await call('/api/customer/signout', {}, token);
    expect(out.status).toBe(200);
    await platform.projections.caughtUp();
    const after = await call('/api/customer/get', {}, token);
    expect(after.status).toBe(401);
  });
});

describe('create patient', () => {
  it('creates a patient (PatientCreated with the actor) and finds them by search at once with x-min-position', async () => {
    const token = await signIn(DEMO.staff);
    const created = await call('/api/customer/create', { firstName: 'Rosalind', lastName: 'Pemberton', email: 'rosalind.pemberton@example.com', dob: '03/14/1985', phone: '(512) 555-0199' }, token);
    expect(created.status).toBe(200);
    expect(created.body.accountNumber).toMatch(/^\d{9}$/);
    noteCreated(created.body.position);
    const found = await call('/api/customer/search', { keyword: 'pemberton' }, token, { 'x-min-position': String(created.body.position) });
    expect(found.status).toBe(200);
    expect(found.body.responseCode).toBe('OK');
    expect(found.body.patients).toEqual([
      expect.objectContaining({ accountNumber: created.body.accountNumber, firstName: 'Rosalind', dob: '03/14/1985', phone: '5125550199', isRegistered: false }),
    ]);
    const { rows } = await platform.infra.sql.query<{ metadata: { actor: { accountNumber: string } } }>(
      `SELECT metadata FROM es_events WHERE type = 'PatientCreated' AND stream_id = $1`,
      [`customer-${created.body.accountNumber}`],
    );
    expect(rows[0]!.metadata.actor.accountNumber).toBe('700000001');
  });

  it('refuses an e-mail already used, case-insensitively, with USER_ALREADY_EXISTS and appends nothing', async () => {
    const token = await signIn(DEMO.staff);
    const before = await eventCount('PatientCreated');
    const r = await call('/api/customer/create', { firstName: 'Pat', lastName: 'Copy', email: 'PATIENT@demo.lensloop.test' }, token);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'USER_ALREADY_EXISTS', message: MESSAGES.userAlreadyExists });
    expect(await eventCount('PatientCreated')).toBe(before);
  });

  it('gives the same reply and one event for a retried Idempotency-Key', async () => {
    const token = await signIn(DEMO.staff);
    const before = await eventCount('PatientCreated');
    const body = { firstName: 'Iris', lastName: 'Once', email: 'iris.once@example.com' };
    const headers = { 'idempotency-key': 'create-iris-1' };
    const [a, b] = await Promise.all([call('/api/customer/create', body, token, headers), call('/api/customer/create', body, token, headers)]);
    const c = await call('/api/customer/create', body, token, headers);
    expect(a.status).toBe(200);
    noteCreated(a.body.position);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    expect(c.headers['idempotent-replayed']).toBe('true');
    expect(await eventCount('PatientCreated')).toBe(before + 1);
  });

  it('validates with the shared schema: required names and e-mail, DOB, phone', async () => {
    const token = await signIn(DEMO.staff);
    const r = await call('/api/customer/create', { firstName: ' ', lastName: 'X', email: 'x@', dob: '02/30/1990', phone: '1111111111' }, token);
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toMatchObject({
      firstName: 'This field is required',
      email: 'A valid email is required',
      dob: 'A valid date is required',
      phone: 'A valid US phone is required',
    });
  });

  it('is for practice accounts only (patient → 403, anonymous → 401)', async () => {
    const patient = await signIn(DEMO.patient);
    expect((await call('/api/customer/create', { firstName: 'A', lastName: 'B', email: 'ab@example.com' }, patient)).status).toBe(403);
    expect((await call('/api/customer/create', { firstName: 'A', lastName: 'B', email: 'ab@example.com' })).status).toBe(401);
  });
});

describe('patient search', () => {
  it('needs at least 4 characters, with the spec message', async () => {
    const token = await signIn(DEMO.staff);
    const r = await call('/api/customer/search', { keyword: 'ngu' }, token);
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors.keyword).toBe(MESSAGES.searchCriteriaMissing);
  });

  it('is scoped to the caller practice: staff of B never see A patients', async () => {
    const a = await signIn(DEMO.staff);
    const b = await signIn(DEMO.staffB);
    const ra = await call('/api/customer/search', { keyword: 'nguyen' }, a);
    const rb = await call('/api/customer/search', { keyword: 'nguyen' }, b);
    expect(ra.body.patients.map((p: { firstName: string }) => p.firstName).sort()).toEqual(['Henry', 'Patricia']);
    expect(rb.body.patients.map((p: { firstName: string }) => p.firstName)).toEqual(['Chloe']);
    const byEmail = await call('/api/customer/search', { keyword: 'patient@demo.lensloop.test' }, b);
    expect(byEmail.body).toMatchObject({ responseCode: 'OK', total: 0, patients: [] });
  });

  it('filters by date of birth and pages by 12', async () => {
    const token = await signIn(DEMO.staff);
    const dob = await call('/api/customer/search', { keyword: 'nguyen', dob: '06/23/1959' }, token);
    expect(dob.body.patients.map((p: { firstName: string }) => p.firstName)).toEqual(['Henry']);
    // Counts the patients the create tests added too: wait for them, or the next page's size may not match this total.
    const all = await call('/api/customer/search', { keyword: '.com' }, token, atPosition(createdAt));
    expect(all.body.patients).toHaveLength(12);
    expect(all.body.total).toBeGreaterThan(12);
    const page2 = await call('/api/customer/search', { keyword: '.com', offset: 12 }, token);
    expect(page2.body.patients.length).toBe(Math.min(12, all.body.total - 12));
  });

  it('answers TOO_MANY_RESULTS with an empty list above the limit', async () => {
    const token = await signIn(DEMO.admin);
    // 101 patients, ten requests at a time (one by one took a minute on a loaded machine).
    for (let start = 0; start < 101; start += 10) {
      const batch = Array.from({ length: Math.min(10, 101 - start) }, (_, k) =>
        call('/api/customer/create', { firstName: 'Bulk', lastName: `Smithson`, email: `bulk.smithson.${start + k}@example.com` }, token),
      );
      for (const r of await Promise.all(batch)) expect(r.status).toBe(200);
    }
    await platform.projections.caughtUp();
    const r = await call('/api/customer/search', { keyword: 'smithson' }, token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ responseCode: 'TOO_MANY_RESULTS', patients: [] });
  });

  it('refuses patients and CSRs on the staff route (403)', async () => {
    expect((await call('/api/customer/search', { keyword: 'nguyen' }, await signIn(DEMO.patient))).status).toBe(403);
    expect((await call('/api/customer/search', { keyword: 'nguyen' }, await signIn(DEMO.csr))).status).toBe(403);
  });
});

describe('platform', () => {
  it('reports health with each projection lag', async () => {
    // Jobs of earlier tests (welcome e-mails) may still append events: wait until the log is quiet.
    await expect
      .poll(
        async () => {
          await platform.projections.caughtUp();
          const body = (await call('/api/health')).body as { projections: { lag: number }[] };
          return body.projections.every((p) => p.lag === 0);
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    const r = await call('/api/health');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
    expect(r.body.projections.map((p: { name: string }) => p.name)).toEqual([...SUBSCRIPTION_NAMES]);
    expect(SUBSCRIPTION_NAMES).toEqual(expect.arrayContaining(['customers', 'practices', 'sessions', 'reactor_welcome_email']));
    for (const p of r.body.projections) expect(p).toMatchObject({ lag: 0, caughtUp: true });
  });

  it('documents every route in /api/openapi.json', async () => {
    const r = await call('/api/openapi.json');
    expect(Object.keys(r.body.paths)).toEqual(
      expect.arrayContaining(['/api/customer/signin', '/api/customer/signout', '/api/customer/get', '/api/customer/create', '/api/customer/search', '/api/health']),
    );
    expect(r.body.paths['/api/customer/create'].post.requestBody).toBeDefined();
    // Small enough for tools that take the document as one argument (Linux: 128 KiB, D-587) …
    expect(JSON.stringify(r.body).length).toBeLessThan(128 * 1024);
    // … and every reference resolves, the replies' in /api/openapi/replies.json.
    const replies = (await call('/api/openapi/replies.json')).body;
    const missing = unresolvedRefs(r.body, { '': r.body, '/api/openapi/replies.json': replies }).concat(unresolvedRefs(replies, { '': replies }));
    expect(missing).toEqual([]);
    expect(r.body.paths['/api/customer/signin'].post.responses['200'].$ref).toBe('/api/openapi/replies.json#/components/responses/CustomerSignin');
    const signinReply = replies.components.responses.CustomerSignin.content['application/json'].schema;
    expect(signinReply.anyOf ?? signinReply.properties).toBeDefined();
  });

  it('refuses unknown routes with the error shape, and a forged token with 401', async () => {
    const r = await call('/api/customer/nope', {});
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: true, status: 404 });
    const forged = await call('/api/customer/get', {}, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x');
    expect(forged.status).toBe(401);
  });
});

describe('welcome e-mail (reactor → job → mailer)', () => {
  it('sends one welcome e-mail per created patient, records WelcomeEmailSent, and never twice on replay', async () => {
    const token = await signIn(DEMO.staff);
    const created = await call('/api/customer/create', { firstName: 'Wren', lastName: 'Mailcheck', email: 'wren.mailcheck@example.com' }, token);
    expect(created.status).toBe(200);
    const stream = `customer-${created.body.accountNumber}`;
    const sentEvents = async () =>
      (await platform.infra.sql.query(`SELECT 1 FROM es_events WHERE stream_id = $1 AND type = 'WelcomeEmailSent'`, [stream])).rows.length;
    const deadline = Date.now() + 15_000;
    while ((await sentEvents()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await sentEvents()).toBe(1);

    const box = await call('/api/dev/mailbox?to=wren.mailcheck@example.com');
    expect(box.body.total).toBe(1);
    const mail = await call(`/api/dev/mailbox/${box.body.items[0].id}`);
    expect(mail.body.subject).toBe('Clearview Eye Care invited you to Lensloop');
    expect(mail.body.text).toMatch(/\/welcome\?token=[\w.-]+/);

    // Replaying the reactor from zero re-enqueues with the same job ids: nothing is sent twice.
    await platform.infra.sql.query(
      `UPDATE projection_checkpoints SET transaction_id = '0', global_position = 0 WHERE projection = 'reactor_welcome_email'`,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect((await call('/api/dev/mailbox?to=wren.mailcheck@example.com')).body.total).toBe(1);
    expect(await sentEvents()).toBe(1);
  });

  it('does not send a welcome e-mail to a patient who already has a password', async () => {
    const box = await call('/api/dev/mailbox?to=patient@demo.lensloop.test');
    expect(box.body.total).toBe(0);
  });
});

/** The $refs of a document that point at nothing (documents by URL; '' is the document itself). */
function unresolvedRefs(doc: unknown, documents: Record<string, unknown>): string[] {
  const missing: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (typeof v !== 'object' || v === null) return;
    const ref = (v as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      const [url, pointer = ''] = ref.split('#');
      let target: unknown = documents[url ?? ''];
      for (const part of pointer.split('/').filter(Boolean)) target = (target as Record<string, unknown> | undefined)?.[part];
      if (target === undefined) missing.push(ref);
    }
    Object.values(v).forEach(visit);
  };
  visit(doc);
  return missing;
}
