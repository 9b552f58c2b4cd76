import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_MESSAGES } from '../../domain/access-requests/access-request-rules';
import { accessRequestKeyStream, accessRequestStream } from '../../domain/access-requests/events';
import { RESERVATION_IN_FLIGHT_MS } from '../../domain/shared/reservation';
import { emailStream, type EmailEvent } from '../../domain/identity/events';
import { atPosition as at, testApp, uniqueEmail, until } from '../support/test-app';
import { DEMO } from '../support/test-platform';
import { testMeta } from '../support/event-meta';

const { platform, call, fresh, signIn, signInAll, eventsOf, eventCount, waitForMail, linkToken, createPatient } = testApp();
const PATIENT_B = DEMO.patientB;
const RX = { rightEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' }, leftEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90' } };

let staff: string, staffB: string, admin: string, patientB: string, patientA: string;

beforeAll(async () => {
  ({ staff, staffB, admin, patientB, patient: patientA } = await signInAll('staff', 'staffB', 'admin', 'patientB', 'patient'));
});

/** The account number an e-mail is reserved for. */
async function accountOf(email: string): Promise<string | undefined> {
  const { events } = await platform.infra.store.readStream<EmailEvent>(emailStream(email));
  return events.at(-1)?.data.accountNumber;
}

/** A patient of the Lakeside practice (PR-2002) with no password yet; returns the e-mail. */
const lakesidePatient = async (name: string): Promise<string> => (await createPatient(staffB, { firstName: name, lastName: 'Lake' })).email;

async function sendRequest(email: string, token = staff) {
  const r = await call('/api/customer/accessRequest/create', { email }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const mail = await waitForMail(email, { tag: 'access-request' });
  return { id: r.body.id as string, position: r.body.position as number, link: linkToken(mail.text, '/patient/access-request'), mail };
}

describe('create', () => {
  it('records the request with patientEmail, hasBeenSentEmail, requestDate and a 30-day expiryDate, then e-mails the link', async () => {
    const email = await lakesidePatient('Avery');
    const r = await call('/api/customer/accessRequest/create', { email: email.toUpperCase() }, staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'pending', patientEmail: email, hasBeenSentEmail: false, denialReason: null });
    expect(Date.parse(r.body.expiryDate) - Date.parse(r.body.requestDate)).toBe(30 * 86_400_000);
    const mail = await waitForMail(email, { tag: 'access-request' });
    expect(mail.subject).toBe('Clearview Eye Care asks for access to your Lensloop profile');
    const token = linkToken(mail.text, '/patient/access-request');
    const events = await eventsOf(accessRequestStream(r.body.id));
    expect(events.map((e) => e.type)).toEqual(['AccessRequestCreated', 'AccessRequestEmailSent']);
    expect(events[0]!.metadata).toMatchObject({ actor: { customerGroup: 'Staff' } });
    expect(JSON.stringify(events)).not.toContain(token); // only its sha256 is stored
    const list = await until(
      () => call('/api/customer/accessRequest/locationget', {}, staff),
      (l) => l.body.items?.find((i: { id: string }) => i.id === r.body.id)?.hasBeenSentEmail === true,
    );
    // No patient detail before the patient accepts (issue #21).
    expect(list.body.items.find((i: { id: string }) => i.id === r.body.id)).toMatchObject({ status: 'pending', hasBeenSentEmail: true, patientName: '', patientEmail: email });
  });

  it('answers a known and an unknown e-mail alike (status and shape), and e-mails both (issue #21)', async () => {
    const known = await lakesidePatient('Harper');
    const unknown = uniqueEmail('nobody');
    const replies: Record<string, unknown>[] = [];
    for (const email of [known, unknown, DEMO.staffB]) {
      const r = await call('/api/customer/accessRequest/create', { email }, staff);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      replies.push(r.body);
    }
    const shape = (b: Record<string, unknown>) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, k === 'status' || k === 'denialReason' || k === 'hasBeenSentEmail' ? v : typeof v]));
    expect(shape(replies[1]!)).toEqual(shape(replies[0]!));
    expect(shape(replies[2]!)).toEqual(shape(replies[0]!));
    // Each address gets an e-mail; only the patient's has an answer link. The practice's list shows all three alike.
    const noProfile = await waitForMail(unknown, { tag: 'access-request' });
    expect(noProfile.subject).toBe('Clearview Eye Care asks for access to your Lensloop profile');
    expect(noProfile.text).toContain('there is no Lensloop patient profile with this e-mail address');
    expect(noProfile.text).not.toContain('/patient/access-request');
    await waitForMail(known, { tag: 'access-request' });
    const list = await until(
      () => call('/api/customer/accessRequest/locationget', {}, staff),
      (l) => replies.every((reply) => l.body.items?.find((i: { id: string }) => i.id === reply.id)?.hasBeenSentEmail === true),
    );
    const rows = replies.map((reply) => list.body.items.find((i: { id: string }) => i.id === reply.id));
    for (const row of rows) expect(row).toMatchObject({ status: 'pending', hasBeenSentEmail: true, patientName: '' });
    // A second request answers the same 409 for both.
    for (const email of [known, unknown]) {
      expect((await call('/api/customer/accessRequest/create', { email }, staff)).body).toMatchObject({ status: 409, code: 'ACCESS_REQUEST_PENDING', message: ACCESS_REQUEST_MESSAGES.alreadyPending });
    }
  });

  it('refuses a patient of the practice, a second pending request and bad input', async () => {
    expect((await call('/api/customer/accessRequest/create', { email: DEMO.patient }, staff)).body).toMatchObject({ status: 409, code: 'ALREADY_LINKED' });
    const email = await lakesidePatient('Blake');
    const first = await call('/api/customer/accessRequest/create', { email }, staff);
    expect(first.status).toBe(200);
    // Decided on the key stream, not the read models: refused at once, with no wait for the projection.
    const second = await call('/api/customer/accessRequest/create', { email: email.toUpperCase() }, staff);
    expect(second.body).toMatchObject({ status: 409, code: 'ACCESS_REQUEST_PENDING', message: ACCESS_REQUEST_MESSAGES.alreadyPending });
    expect((await call('/api/customer/accessRequest/create', { email: 'not-an-email' }, staff)).status).toBe(400);
  });

  it('20 parallel creates for one patient (and for one unknown address) make exactly one request (issue #21)', async () => {
    for (const email of [await lakesidePatient('Parallel'), uniqueEmail('parallel.nobody')]) {
      const before = await eventCount('AccessRequestCreated');
      const replies = await Promise.all(Array.from({ length: 20 }, () => call('/api/customer/accessRequest/create', { email }, staff)));
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(replies.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.body))).toEqual([200, ...Array(19).fill(409)]);
      for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe('ACCESS_REQUEST_PENDING');
      expect(await eventCount('AccessRequestCreated')).toBe(before + 1);
    }
  });

  it('decides on the write side: with the read models behind, a duplicate is still refused and a linked patient still linked (issue #21)', async () => {
    const pendingEmail = await lakesidePatient('Lagging');
    const pending = await call('/api/customer/accessRequest/create', { email: pendingEmail }, staff);
    expect(pending.status).toBe(200);
    const linkedEmail = await lakesidePatient('Linked');
    const { id, link } = await sendRequest(linkedEmail);
    const ok = await call('/api/customer/accessRequest/patientupdate', { id, status: 'accepted', token: link });
    expect(ok.status).toBe(200);
    await platform.projections.caughtUp();
    // The read models lose what they knew (a projection behind or being rebuilt).
    await platform.infra.sql.query('DELETE FROM rm.access_requests WHERE request_id = ANY($1)', [[pending.body.id, id]]);
    await platform.infra.sql.query('DELETE FROM rm.patient_practice_links WHERE request_id = $1', [id]);
    expect((await call('/api/customer/accessRequest/create', { email: pendingEmail }, staff)).body).toMatchObject({ status: 409, code: 'ACCESS_REQUEST_PENDING' });
    expect((await call('/api/customer/accessRequest/create', { email: linkedEmail }, staff)).body).toMatchObject({ status: 409, code: 'ALREADY_LINKED' });
    // Writing a prescription for the linked patient asks the key stream too.
    const rx = await call('/api/prescription/create', { patientAccountNo: (await accountOf(linkedEmail))!, prescriptionNickname: 'Linked lenses', prescriptionExpirationDate: '2030-01-01', ...RX }, staff);
    expect(rx.status, JSON.stringify(rx.body)).toBe(200);
  });

  it('a key left by a create that never completed is free after the in-flight minute', async () => {
    const email = await lakesidePatient('Crashed');
    const account = (await accountOf(email))!;
    const meta = testMeta();
    const key = `PR-1001-${account}`;
    const claim = (claimedAt: Date) => ({ type: 'AccessRequestKeyClaimed', data: { key, requestId: uuidv7(), claimedAt: claimedAt.toISOString() }, metadata: meta });
    await platform.infra.store.appendToStream(accessRequestKeyStream(key), [claim(new Date())], { expectedVersion: 'no_stream' });
    expect((await call('/api/customer/accessRequest/create', { email }, staff)).body).toMatchObject({ status: 409, code: 'ACCESS_REQUEST_PENDING' });
    await platform.infra.store.appendToStream(accessRequestKeyStream(key), [claim(new Date(Date.now() - RESERVATION_IN_FLIGHT_MS - 1000))], { expectedVersion: 0 });
    expect((await call('/api/customer/accessRequest/create', { email }, staff)).status).toBe(200);
  });

  it('is for practice users only', async () => {
    expect((await call('/api/customer/accessRequest/create', { email: PATIENT_B })).status).toBe(401);
    expect((await call('/api/customer/accessRequest/create', { email: PATIENT_B }, patientA)).status).toBe(403);
  });
});

describe('answering', () => {
  it('by token without a session: getbytoken shows it, acceptance links the patient and notifies the location', async () => {
    const email = await lakesidePatient('Casey');
    const { id, link } = await sendRequest(email);
    const shown = await until(() => call('/api/customer/accessRequest/getbytoken', { token: link }), (r) => r.status === 200);
    expect((await call('/api/customer/search', { keyword: email }, staff)).body.patients).toEqual([]);
    expect(shown.body).toMatchObject({ id, status: 'pending', patientEmail: email, practiceName: 'Clearview Eye Care', hasBeenSentEmail: true });
    for (const f of ['requestDate', 'expiryDate']) expect(typeof shown.body[f]).toBe('string');
    expect((await call('/api/customer/accessRequest/getbytoken', { token: 'not-a-token' })).status).toBe(404);

    const before = (await call('/api/customer/notification/count', {}, staff)).body.count as number;
    const ok = await call('/api/customer/accessRequest/patientupdate', { id, status: 'accepted', token: link });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const answered = (await eventsOf(accessRequestStream(id))).at(-1)!;
    expect(answered).toMatchObject({ type: 'AccessRequestAnswered', data: { status: 'accepted', viaToken: true }, metadata: { actor: { customerGroup: 'Patient' } } });

    const count = await until(() => fresh('/api/customer/notification/count', {}, staff, at(ok.body.position)), (r) => r.body.count === before + 1);
    expect(count.body.count).toBe(before + 1);
    expect((await fresh('/api/customer/notification/count', {}, staffB, at(ok.body.position))).body.count).toBe(0);
    const list = await fresh('/api/customer/notification/get', {}, admin, at(ok.body.position));
    expect(list.body.items[0]).toMatchObject({ isViewed: false, message: 'Casey Lake accepted your access request.', requestId: id });

    const named = await fresh('/api/customer/accessRequest/locationget', {}, staff, at(ok.body.position));
    expect(named.body.items.find((i: { id: string }) => i.id === id)).toMatchObject({ status: 'accepted', patientName: 'Casey Lake' });
    const { rows } = await platform.infra.sql.query<{ practice_id: string }>('SELECT practice_id FROM rm.patient_practice_links WHERE request_id = $1', [id]);
    expect(rows.map((r) => r.practice_id)).toEqual(['PR-1001']);
    // The linked patient now shows in the asking practice's patient search, and still in their own practice's.
    const found = await fresh('/api/customer/search', { keyword: email }, staff, at(ok.body.position));
    expect(found.body.patients.map((p: { email: string }) => p.email)).toEqual([email]);
    expect((await call('/api/customer/search', { keyword: email }, staffB)).body.patients).toHaveLength(1);
    expect((await fresh('/api/customer/accessRequest/create', { email }, staff, at(ok.body.position))).body).toMatchObject({ status: 409, code: 'ALREADY_LINKED' });

    // Answered once: a second answer and a cancel are refused.
    expect((await call('/api/customer/accessRequest/patientupdate', { id, status: 'denied', token: link })).body).toMatchObject({ status: 422, code: 'ACCESS_REQUEST_NOT_PENDING' });
    expect((await call('/api/customer/accessRequest/cancel', { id }, staff)).status).toBe(422);
    expect((await fresh('/api/customer/accessRequest/getbytoken', { token: link }, undefined, at(ok.body.position))).body.status).toBe('accepted');
  });

  it('signed in: getnotification lists the pending request; denial keeps the reason; another patient cannot answer', async () => {
    const { id, position } = await sendRequest(PATIENT_B);
    const pending = await fresh('/api/customer/accessRequest/getnotification', {}, patientB, at(position));
    expect(pending.body.items.map((i: { id: string }) => i.id)).toContain(id);
    expect((await call('/api/customer/accessRequest/getnotification', {}, staff)).status).toBe(403);

    expect((await call('/api/customer/accessRequest/patientupdate', { id, status: 'accepted' }, patientA)).body).toMatchObject({ status: 404 });
    expect((await call('/api/customer/accessRequest/patientupdate', { id, status: 'accepted' }, staff)).status).toBe(403);
    expect((await call('/api/customer/accessRequest/patientupdate', { id, status: 'accepted' })).status).toBe(401);
    const missing = await call('/api/customer/accessRequest/patientupdate', { id }, patientB);
    expect(missing.body).toMatchObject({ status: 400 });
    expect(JSON.stringify(missing.body)).toContain('Patient update needs both id and status');

    const denied = await call('/api/customer/accessRequest/patientupdate', { id, status: 'denied', denialReason: 'I do not know this office' }, patientB);
    expect(denied.body).toMatchObject({ status: 'denied', denialReason: 'I do not know this office' });
    const after = await fresh('/api/customer/accessRequest/getnotification', {}, patientB, at(denied.body.position));
    expect(after.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
    const list = await fresh('/api/customer/notification/get', {}, staff, at(denied.body.position));
    // A denial names no patient to the practice: the address it asked, and no account number (issue #21).
    expect(list.body.items.find((n: { requestId: string }) => n.requestId === id)).toMatchObject({ message: `${PATIENT_B} denied your access request: "I do not know this office"`, patientAccountNumber: null });
    const row = (await fresh('/api/customer/accessRequest/locationget', {}, staff, at(denied.body.position))).body.items.find((i: { id: string }) => i.id === id);
    expect(row).toMatchObject({ status: 'denied', patientName: '' });
  });

  it('an expired request shows as expired and cannot be answered', async () => {
    const id = uuidv7();
    const past = new Date(Date.now() - 31 * 86_400_000);
    const meta = testMeta({ occurredAt: past });
    const { createHash } = await import('node:crypto');
    const token = `expired-${id}`;
    const patient = (await call('/api/customer/get', {}, patientB)).body as { accountNumber: string };
    const appended = await platform.infra.store.appendToStream(
      accessRequestStream(id),
      [
        { type: 'AccessRequestCreated', data: { requestId: id, practiceId: 'PR-1001', locationId: 'LOC-1001-A', patientEmail: PATIENT_B, patientAccountNumber: patient.accountNumber, requestedBy: 'x', requestDate: past.toISOString(), expiryDate: new Date(past.getTime() + 30 * 86_400_000).toISOString() }, metadata: meta },
        { type: 'AccessRequestEmailSent', data: { tokenHash: createHash('sha256').update(token).digest('hex'), messageId: 'm', to: PATIENT_B, sentAt: past.toISOString() }, metadata: meta },
      ],
      { expectedVersion: 'no_stream' },
    );
    const shown = await fresh('/api/customer/accessRequest/getbytoken', { token }, undefined, at(appended.position));
    expect(shown.body).toMatchObject({ id, status: 'expired' });
    expect((await call('/api/customer/accessRequest/patientupdate', { id, status: 'accepted', token })).body).toMatchObject({ status: 422, code: 'ACCESS_REQUEST_EXPIRED', message: ACCESS_REQUEST_MESSAGES.expired });
    expect((await call('/api/customer/accessRequest/cancel', { id }, staff)).status).toBe(422);
    const pending = await call('/api/customer/accessRequest/getnotification', {}, patientB);
    expect(pending.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });
});

describe('cancel and locationUpdate', () => {
  it('cancels a pending request (own practice only), then archives it out of the list', async () => {
    const email = await lakesidePatient('Drew');
    const { id, link, position } = await sendRequest(email);
    expect((await call('/api/customer/accessRequest/cancel', { id }, staffB)).body).toMatchObject({ status: 404 });
    expect((await call('/api/customer/accessRequest/locationUpdate', { ids: [id] }, staff)).body).toMatchObject({ status: 422 });
    const listB = await fresh('/api/customer/accessRequest/locationget', {}, staffB, at(position));
    expect(listB.body.items.map((i: { id: string }) => i.id)).not.toContain(id);

    const cancelled = await call('/api/customer/accessRequest/cancel', { id }, staff);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled' });
    expect((await eventsOf(accessRequestStream(id))).at(-1)).toMatchObject({ type: 'AccessRequestCancelled', metadata: { actor: { customerGroup: 'Staff' } } });
    expect((await call('/api/customer/accessRequest/patientupdate', { id, status: 'accepted', token: link })).body).toMatchObject({ status: 422 });
    const list = await fresh('/api/customer/accessRequest/locationget', {}, staff, at(cancelled.body.position));
    expect(list.body.items.find((i: { id: string }) => i.id === id)).toMatchObject({ status: 'cancelled' });

    expect((await call('/api/customer/accessRequest/locationUpdate', { ids: [id] }, staffB)).status).toBe(404);
    expect((await call('/api/customer/accessRequest/locationUpdate', { ids: [] }, staff)).status).toBe(400);
    const archived = await call('/api/customer/accessRequest/locationUpdate', { ids: [id] }, staff);
    expect(archived.body).toMatchObject({ archived: [id] });
    const after = await fresh('/api/customer/accessRequest/locationget', {}, staff, at(archived.body.position));
    expect(after.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await call('/api/customer/accessRequest/locationget', {}, patientA)).status).toBe(403);
  });
});

describe('practice account states (spec point 4)', () => {
  it('a deactivated location cannot send or cancel access requests; reactivated, it can', async () => {
    const csr = await signIn(DEMO.csr);
    const email = await lakesidePatient('Emery');
    const { id } = await sendRequest(email);
    const off = await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: true }, csr);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const send = await call('/api/customer/accessRequest/create', { email: await lakesidePatient('Finley') }, staff);
    expect(send.body).toMatchObject({ status: 403, code: 'LOCATION_DEACTIVATED' });
    expect((await call('/api/customer/accessRequest/cancel', { id }, staff)).body).toMatchObject({ status: 403, code: 'LOCATION_DEACTIVATED' });
    // Reading the list is still allowed.
    expect((await call('/api/customer/accessRequest/locationget', {}, staff)).status).toBe(200);
    const on = await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: false }, csr);
    expect(on.status).toBe(200);
    expect((await call('/api/customer/accessRequest/cancel', { id }, staff)).body).toMatchObject({ status: 'cancelled' });
  });
});
