import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages';
import { customerStream } from '../../domain/identity/events';
import { EMAIL_DISPLAY_NAME_INVALID } from '../../domain/practices/api-schemas';
import { ConcurrencyError } from '../../infra/event-store/port';
import { startFakeSmtpServer } from '../../infra/mail/fake-smtp-server';
import { MailSendError } from '../../infra/mail/mail-send-error';
import type { MailMessage } from '../../infra/mail/port';
import { createSmtpMailer } from '../../infra/mail/smtp-mailer';
import { sendWelcomeEmailJob } from '../../workers/jobs/send-welcome-email';
import { testApp, until, uniqueEmail } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, signIn, eventsOf, waitForMail, mailCount, registeredPatient } = testApp();
const PASSWORD = 'Quiet#Harbor21';


describe('/customer/update (own profile)', () => {
  it('updates names, phone, date of birth and address; /customer/get shows them', async () => {
    const { email, accountNumber } = await registeredPatient('Ada', PASSWORD);
    const token = await signIn(email, PASSWORD);
    // The welcome job records WelcomeEmailSent after the mail the helper waited for: read again until the profile has it.
    const before = await until(() => call('/api/customer/get', {}, token), (r) => r.status === 200 && r.body.hasBeenSentEmail === true);
    expect(before.body).toMatchObject({ addresses: [], hasCompletedProfile: false, hasBeenSentEmail: true });

    const address = { address1: '12 Lake Shore Dr', address2: 'Apt 4', city: 'Austin', state: 'tx', zip: '78701-1234' };
    const updated = await call('/api/customer/update', { firstName: 'Adaline', lastName: 'Brookfield', phone: '(512) 555-0147', dob: '04/12/1988', addresses: [address] }, token);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const profile = await call('/api/customer/get', {}, token, { 'x-min-position': String(updated.body.position) });
    expect(profile.body).toMatchObject({
      firstName: 'Adaline',
      lastName: 'Brookfield',
      phone: '5125550147',
      dob: '04/12/1988',
      email,
      addresses: [{ ...address, state: 'TX' }],
      hasCompletedProfile: true,
    });
    const event = (await eventsOf(customerStream(accountNumber))).find((e) => e.type === 'CustomerProfileUpdated')!;
    expect(event.metadata.actor).toEqual({ accountNumber, customerGroup: 'Patient' });

    // Staff find the patient by the new name.
    const staff = await signIn(DEMO.staff);
    const found = await call('/api/customer/search', { keyword: 'brookfield' }, staff, { 'x-min-position': String(updated.body.position) });
    expect(found.body.patients.map((p: { accountNumber: string }) => p.accountNumber)).toContain(accountNumber);

    // The same values again: nothing appended.
    const same = await call('/api/customer/update', { firstName: 'Adaline', lastName: 'Brookfield', phone: '5125550147', dob: '04/12/1988', addresses: [address] }, token);
    expect(same.body).toEqual({ position: null });

    // Blank phone and DOB remove them; without `addresses` the stored one is kept.
    const cleared = await call('/api/customer/update', { firstName: 'Adaline', lastName: 'Brookfield', phone: '', dob: '' }, token);
    const after = await call('/api/customer/get', {}, token, { 'x-min-position': String(cleared.body.position) });
    expect(after.body).toMatchObject({ phone: null, dob: null, addresses: [{ ...address, state: 'TX' }], hasCompletedProfile: false });
  });

  it('validates with the spec messages', async () => {
    const { email } = await registeredPatient('Bea', PASSWORD);
    const token = await signIn(email, PASSWORD);
    const r = await call(
      '/api/customer/update',
      { firstName: ' ', lastName: 'Ok', phone: '2222222222', dob: '02/30/1990', addresses: [{ address1: '', city: 'Austin', state: 'ZZ', zip: '7870' }] },
      token,
    );
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual({
      firstName: 'This field is required',
      phone: 'A valid US phone is required',
      dob: 'A valid date is required',
      'addresses.0.address1': 'This field is required',
      'addresses.0.state': 'A valid state is required',
      'addresses.0.zip': 'A valid ZIP Code is required',
    });
    expect((await call('/api/customer/update', { firstName: 'A', lastName: 'B' })).status).toBe(401);
  });

  it('lets practice staff edit their own name and phone', async () => {
    const token = await signIn(DEMO.adminB);
    const r = await call('/api/customer/update', { firstName: 'Lena', lastName: 'Lakeside', phone: '5125550100' }, token);
    expect(r.status).toBe(200);
    const profile = await call('/api/customer/get', {}, token, { 'x-min-position': String(r.body.position) });
    expect(profile.body).toMatchObject({ firstName: 'Lena', lastName: 'Lakeside', phone: '5125550100', customerGroup: 'Practice', addresses: [] });
    expect(profile.body).not.toHaveProperty('hasCompletedProfile');
  });
});

describe('/customer/isregistered', () => {
  it('answers for patients, and Patient not found otherwise', async () => {
    await platform.projections.caughtUp();
    expect((await call('/api/customer/isregistered', { email: DEMO.patient.toUpperCase() })).body).toEqual({ isRegistered: true });
    const staff = await signIn(DEMO.staff);
    const email = uniqueEmail('newbie');
    const created = await call('/api/customer/create', { firstName: 'New', lastName: 'Bie', email }, staff);
    expect((await call('/api/customer/isregistered', { email }, undefined, { 'x-min-position': String(created.body.position) })).body).toEqual({
      isRegistered: false,
    });
    for (const unknown of ['nobody.here@example.com', DEMO.staff]) {
      const r = await call('/api/customer/isregistered', { email: unknown });
      expect(r).toMatchObject({ status: 404, body: { code: 'INVALID_PATIENT_NOT_FOUND', message: 'Patient not found' } });
    }
  });
});

describe('/customer/welcomeemail and /customer/batchemailuserscount', () => {
  it('re-sends the welcome e-mail to an unregistered patient of the practice, once per request', async () => {
    const staff = await signIn(DEMO.staff);
    const email = uniqueEmail('resend');
    const created = await call('/api/customer/create', { firstName: 'Re', lastName: 'Send', email }, staff);
    const accountNumber = created.body.accountNumber as string;
    await waitForMail(email, { tag: 'welcome' });

    const resent = await call('/api/customer/welcomeemail', { accountNumber }, staff);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    await waitForMail(email, { tag: 'welcome', count: 2 });
    const deadline = Date.now() + 10_000;
    let events = await eventsOf(customerStream(accountNumber));
    while (events.filter((e) => e.type === 'WelcomeEmailSent').length < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      events = await eventsOf(customerStream(accountNumber));
    }
    const requested = events.find((e) => e.type === 'WelcomeEmailRequested')!;
    expect(requested.data).toEqual({ requestedBy: '700000001', force: false });
    expect(events.filter((e) => e.type === 'WelcomeEmailSent').map((e) => e.data.causationEventId)).toContain(requested.event_id);

    // Each link of the two e-mails works until the patient registers.
    const box = await call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(box.body.total).toBe(2);
    expect(await mailCount(email, 'welcome')).toBe(2);
  });

  it('refuses a registered patient, another practice’s patient, and non-practice callers', async () => {
    const staff = await signIn(DEMO.staff);
    const { accountNumber } = await registeredPatient('Cleo', PASSWORD);
    expect(await call('/api/customer/welcomeemail', { accountNumber }, staff)).toMatchObject({
      status: 422,
      body: { code: 'PATIENT_ALREADY_REGISTERED', message: ACCOUNT_MESSAGES.patientAlreadyRegistered },
    });
    const other = await call('/api/customer/welcomeemail', { accountNumber }, await signIn(DEMO.staffB));
    expect(other).toMatchObject({ status: 404, body: { code: 'INVALID_PATIENT_NOT_FOUND', message: 'Patient not found' } });
    expect((await call('/api/customer/welcomeemail', { accountNumber: '999999999' }, staff)).status).toBe(404);
    expect((await call('/api/customer/welcomeemail', { accountNumber }, await signIn(DEMO.patient))).status).toBe(403);
    expect((await call('/api/customer/welcomeemail', { accountNumber })).status).toBe(401);
  });

  it('counts the practice’s unregistered patients who were never e-mailed', async () => {
    await platform.projections.caughtUp();
    const staff = await signIn(DEMO.staff);
    const staffB = await signIn(DEMO.staffB);
    const baseline = (await call('/api/customer/batchemailuserscount', {}, staff)).body.NumberOfUsers as number;
    const baselineB = (await call('/api/customer/batchemailuserscount', {}, staffB)).body.NumberOfUsers as number;

    // The mail server refuses for a while: the new patient is never e-mailed.
    const send = platform.mailer.send;
    platform.mailer.send = async () => {
      throw new MailSendError('550 mailbox unavailable', true);
    };
    try {
      const email = uniqueEmail('unmailed');
      const created = await call('/api/customer/create', { firstName: 'Un', lastName: 'Mailed', email }, staff);
      const [event] = (await eventsOf(customerStream(created.body.accountNumber))).filter((e) => e.type === 'PatientCreated');
      const deadline = Date.now() + 15_000;
      while ((await platform.queue.getJob('send-welcome-email', event!.event_id))?.state !== 'failed' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await platform.queue.getJob('send-welcome-email', event!.event_id))?.state).toBe('failed');
      const count = await call('/api/customer/batchemailuserscount', {}, staff, { 'x-min-position': String(created.body.position) });
      expect(count).toMatchObject({ status: 200, body: { NumberOfUsers: baseline + 1 } });
    } finally {
      platform.mailer.send = send;
    }
    expect((await call('/api/customer/batchemailuserscount', {}, staffB)).body.NumberOfUsers).toBe(baselineB);
    expect((await call('/api/customer/batchemailuserscount', {}, await signIn(DEMO.patient))).status).toBe(403);
  });
});

describe('e-mail display name', () => {
  it('defaults to the practice name, is set by the practice, validated, and read by its own users and CSRs', async () => {
    const admin = await signIn(DEMO.admin);
    const initial = await call('/api/customer/getEmailDisplayName', {}, admin);
    expect(initial.body).toEqual({ practiceId: 'PR-1001', emailDisplayName: 'Clearview Eye Care', isCustom: false });

    for (const bad of ['', '   ', 'Dr <Evil>', 'x'.repeat(71), 'news@clearview', '"Quoted"']) {
      const r = await call('/api/customer/upsertemaildisplayname', { emailDisplayName: bad }, admin);
      expect(r).toMatchObject({ status: 400, body: { code: 'INVALID_VALUE', message: EMAIL_DISPLAY_NAME_INVALID } });
    }
    const set = await call('/api/customer/upsertemaildisplayname', { emailDisplayName: "  Dr. Reyes's   Eye Team " }, admin);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.emailDisplayName).toBe("Dr. Reyes's Eye Team");
    const read = await call('/api/customer/getEmailDisplayName', { practiceId: 'PR-1001' }, admin, { 'x-min-position': String(set.body.position) });
    expect(read.body).toEqual({ practiceId: 'PR-1001', emailDisplayName: "Dr. Reyes's Eye Team", isCustom: true });
    // Staff of the practice see it too; a CSR reads any practice's; the other practice is untouched.
    const staff = await signIn(DEMO.staff);
    expect((await call('/api/customer/getEmailDisplayName', {}, staff)).body.emailDisplayName).toBe("Dr. Reyes's Eye Team");
    const csr = await signIn(DEMO.csr);
    expect((await call('/api/customer/getEmailDisplayName', { practiceId: 'PR-2002' }, csr)).body).toMatchObject({ practiceId: 'PR-2002', isCustom: false });
    expect((await call('/api/customer/getEmailDisplayName', { practiceId: 'PR-0000' }, csr)).status).toBe(404);
    expect((await call('/api/customer/getEmailDisplayName', {}, csr)).status).toBe(400);
    expect((await call('/api/customer/upsertemaildisplayname', { emailDisplayName: 'Me' }, await signIn(DEMO.patient))).status).toBe(403);
  });

  it("answers only for the caller's own practice: another practice's id is refused exactly like an unknown one (issue #21)", async () => {
    const [staff, adminB, patient, patientB] = await Promise.all([signIn(DEMO.staff), signIn(DEMO.adminB), signIn(DEMO.patient), signIn(DEMO.patientB)]);
    const unknown = await call('/api/customer/getEmailDisplayName', { practiceId: 'PR-0000' }, staff);
    expect(unknown.status).toBe(404);
    for (const [token, other] of [[staff, 'PR-2002'], [adminB, 'PR-1001'], [patient, 'PR-2002'], [patientB, 'PR-1001']] as const) {
      const r = await call('/api/customer/getEmailDisplayName', { practiceId: other }, token);
      expect({ status: r.status, body: r.body }).toEqual({ status: unknown.status, body: unknown.body });
    }
    // A patient reads their own practice's sender name; nobody reads one without signing in.
    expect((await call('/api/customer/getEmailDisplayName', {}, patientB)).body).toMatchObject({ practiceId: 'PR-2002' });
    expect((await call('/api/customer/getEmailDisplayName', { practiceId: 'PR-1001' })).status).toBe(401);
  });

  it('answers DISPLAY_NAME_API_ERROR when the update cannot be stored', async () => {
    const admin = await signIn(DEMO.adminB);
    const store = platform.infra.store;
    const append = store.appendToStream;
    store.appendToStream = async (stream, ...rest) => {
      if (stream.startsWith('email-display-name-')) throw new ConcurrencyError(stream, 0, 1);
      return append.call(store, stream, ...rest);
    };
    try {
      const r = await call('/api/customer/upsertemaildisplayname', { emailDisplayName: 'Lakeside Vision' }, admin);
      expect(r).toMatchObject({ status: 409, body: { code: 'DISPLAY_NAME_API_ERROR', message: ACCOUNT_MESSAGES.displayNameApiError } });
    } finally {
      store.appendToStream = append;
    }
  });

  it('is the sender name of the practice’s welcome e-mails', async () => {
    const admin = await signIn(DEMO.admin);
    await call('/api/customer/upsertemaildisplayname', { emailDisplayName: 'Clearview Family Eyes' }, admin);
    const email = uniqueEmail('sender');
    const created = await call('/api/customer/create', { firstName: 'Sen', lastName: 'Der', email }, admin);
    const sent: MailMessage[] = [];
    const job = sendWelcomeEmailJob({
      store: platform.infra.store,
      sql: platform.infra.sql,
      appOrigin: 'http://lensloop.test',
      mailer: { kind: 'dev-mailbox', send: async (m) => (sent.push(m), { messageId: 'm-1' }), close: async () => undefined },
    });
    await job({ id: 'j', name: 'send-welcome-email', attempt: 1, attempts: 1, payload: { accountNumber: created.body.accountNumber, eventId: '01999999-0000-7000-8000-000000000001' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, fromName: 'Clearview Family Eyes', subject: 'Clearview Eye Care invited you to Lensloop' });

    // Over SMTP the name is the From display name; the address stays the platform's.
    const smtp = await startFakeSmtpServer();
    try {
      const mailer = createSmtpMailer({ url: smtp.url, from: 'Lensloop <no-reply@lensloop.test>' });
      await mailer.send(sent[0]!);
      await mailer.close();
      expect(smtp.received[0]!.from).toBe('no-reply@lensloop.test');
      expect(smtp.received[0]!.data).toMatch(/^From: "?Clearview Family Eyes"? <no-reply@lensloop\.test>/m);
    } finally {
      await smtp.close();
    }
  });
});
