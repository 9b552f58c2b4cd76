import { beforeAll, describe, expect, it } from 'vitest';
import { customerStream } from '../../domain/identity/events';
import { inviteStream } from '../../domain/invites/events';
import { INVITE_MESSAGES } from '../../domain/invites/invite-eligibility';
import { prescriptionsStream } from '../../domain/prescriptions/events';
import { atPosition as at, testApp, until } from '../support/test-app';
import { DEMO } from '../support/test-platform';
import { testMeta } from '../support/event-meta';

const { platform, call, fresh, signIn, signInAll, eventsOf, waitForMail, mailCount, registeredPatient, createPatient } = testApp();

let staff: string, staffB: string, admin: string, csr: string;
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

const system = () => testMeta({ actor: { accountNumber: 'test', customerGroup: 'System' } });

/** Appends events as another slice's command would (prescriptions, patients), returning the position. */
async function append(stream: string, type: string, data: Record<string, unknown>, metadata = system()): Promise<number> {
  const { version } = await platform.infra.store.readStream(stream);
  const r = await platform.infra.store.appendToStream(stream, [{ type, data, metadata }], { expectedVersion: version < 0 ? 'no_stream' : version });
  return r.position;
}

interface Patient {
  accountNumber: string;
  email: string;
  practiceId: string;
  locationId: string;
}

/** A patient of the staff's practice (Demo Eye Care), with a completed profile unless `incomplete`. */
async function patient(name: string, opts: { incomplete?: boolean; domain?: string; token?: string } = {}): Promise<Patient> {
  const profile = opts.incomplete ? {} : { dob: '04/12/1988', phone: '5125550147' };
  const { email, accountNumber } = await createPatient(opts.token ?? staff, { firstName: name, lastName: 'Invite', emailDomain: opts.domain, ...profile });
  const created = (await eventsOf(customerStream(accountNumber)))[0]!;
  return { accountNumber, email, practiceId: created.data.practiceId as string, locationId: created.data.locationId as string };
}

async function prescribe(p: Patient, expiration = nextYear): Promise<number> {
  return append(prescriptionsStream(p.accountNumber), 'PrescriptionCreated', {
    prescriptionId: `rx-${Math.random().toString(36).slice(2, 10)}`,
    patientAccountNo: p.accountNumber,
    practiceId: p.practiceId,
    locationId: p.locationId,
    prescriptionNickname: 'Daily',
    prescriptionExpirationDate: expiration,
    sameForBothEyes: true,
  });
}

const send = (accountNumbers: string[], token = staff) => call('/api/customer/sendinvite', { accountNumbers }, token);

beforeAll(async () => {
  ({ staff, staffB, admin, csr } = await signInAll('staff', 'staffB', 'admin', 'csr'));
});

describe('send invite', () => {
  it('sends the welcome e-mail to an eligible first-time recipient and records PatientInviteSent', async () => {
    const p = await patient('Ready');
    await waitForMail(p.email, { tag: 'welcome' }); // the account e-mail at creation
    await prescribe(p);
    const r = await send([p.accountNumber]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ sent: 1, results: [{ accountNumber: p.accountNumber, sent: true, kind: 'first' }] });
    const [event] = await eventsOf(inviteStream(p.accountNumber));
    expect(event).toMatchObject({ type: 'PatientInviteSent', data: { email: p.email, kind: 'first', practiceId: p.practiceId, locationId: p.locationId } });
    const mail = await waitForMail(p.email, { tag: 'welcome', count: 2 });
    expect(mail.text).toContain('/welcome?token=');

    const again = await send([p.accountNumber]);
    expect(again.body.results[0]).toMatchObject({ sent: false, code: 'ALREADY_INVITED' });
    expect(await eventsOf(inviteStream(p.accountNumber))).toHaveLength(1);

    const view = await fresh('/api/customer/inviteeligibility', { accountNumber: p.accountNumber }, staff, at(r.body.position));
    expect(view.body).toMatchObject({ status: 'invited', inviteCount: 1, eligible: false, reasons: [{ code: 'ALREADY_INVITED' }] });
  });

  it.each([
    ['no current prescription', 'NO_CURRENT_PRESCRIPTION', INVITE_MESSAGES.noCurrentPrescription, async () => patient('Norx')],
    ['an expired prescription', 'NO_CURRENT_PRESCRIPTION', INVITE_MESSAGES.noCurrentPrescription, async () => {
      const p = await patient('Expired');
      await prescribe(p, '2020-01-01');
      return p;
    }],
    ['an incomplete profile', 'PROFILE_INCOMPLETE', INVITE_MESSAGES.profileIncomplete(['date of birth', 'phone']), async () => {
      const p = await patient('Partial', { incomplete: true });
      await prescribe(p);
      return p;
    }],
    ['a deactivated patient', 'PATIENT_DEACTIVATED', INVITE_MESSAGES.deactivated, async () => {
      const p = await patient('Gone');
      await prescribe(p);
      await append(customerStream(p.accountNumber), 'PatientDeactivated', { accountNumber: p.accountNumber });
      return p;
    }],
  ])('refuses %s', async (_name, code, message, make) => {
    const p = await make();
    const r = await send([p.accountNumber]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ sent: 0, position: null, results: [{ sent: false, code, message }] });
    expect(r.body.results[0].reasons.map((x: { code: string }) => x.code)).toContain(code);
    expect(await eventsOf(inviteStream(p.accountNumber))).toHaveLength(0);
  });

  it('refuses a registered patient', async () => {
    const { accountNumber } = await registeredPatient('Member', 'Sunny-Lake-42!');
    const r = await send([accountNumber]);
    expect(r.body.results[0]).toMatchObject({ sent: false, code: 'PATIENT_REGISTERED' });
  });

  it('sends to several patients and reports each', async () => {
    const a = await patient('Multia');
    const b = await patient('Multib');
    await prescribe(a);
    const r = await send([a.accountNumber, b.accountNumber], admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.sent).toBe(1);
    expect(r.body.results).toMatchObject([{ accountNumber: a.accountNumber, sent: true }, { accountNumber: b.accountNumber, sent: false, code: 'NO_CURRENT_PRESCRIPTION' }]);
  });

  it('a patient of another practice is not found and nothing is sent', async () => {
    const p = await patient('Tenant');
    await prescribe(p);
    const r = await send([p.accountNumber], staffB);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('INVALID_PATIENT_NOT_FOUND');
    expect(await eventsOf(inviteStream(p.accountNumber))).toHaveLength(0);
    const list = await fresh('/api/customer/inviteeligibility', { accountNumber: p.accountNumber }, staffB);
    expect(list.status).toBe(404);
  });

  it('validates the body and refuses patients', async () => {
    expect((await call('/api/customer/sendinvite', { accountNumbers: [] }, staff)).status).toBe(400);
    const patientToken = await signIn(DEMO.patient);
    expect((await call('/api/customer/sendinvite', { accountNumbers: ['1'] }, patientToken)).status).toBe(403);
  });
});

describe('bounces', () => {
  it('a bounced e-mail blocks invites until the e-mail changes, and lists the patient meanwhile', async () => {
    const p = await patient('Bouncy', { domain: 'bounce.test' });
    await prescribe(p);
    // The welcome e-mail at creation bounces in the dev mailbox (reserved domain bounce.test).
    const events = await until(() => eventsOf(inviteStream(p.accountNumber)), (e) => e.some((x) => x.type === 'InviteEmailBounced'));
    expect(events.find((e) => e.type === 'InviteEmailBounced')?.data).toMatchObject({ email: p.email, accountNumber: p.accountNumber });
    expect(await mailCount(p.email)).toBe(0);

    const r = await send([p.accountNumber]);
    expect(r.body.results[0]).toMatchObject({ sent: false, code: 'EMAIL_BOUNCED', message: 'An email bounced! Change their email address to resend.' });

    const bounced = await until(
      () => fresh('/api/customer/bouncedemailpatients', {}, staff),
      (x) => x.body.items?.some((i: { accountNumber: string }) => i.accountNumber === p.accountNumber),
    );
    expect(bounced.body.items.find((i: { accountNumber: string }) => i.accountNumber === p.accountNumber)).toMatchObject({ status: 'bounced', isEmailBounced: true, bouncedEmail: p.email });
    const otherPractice = await fresh('/api/customer/bouncedemailpatients', {}, staffB);
    expect(otherPractice.body.items.some((i: { accountNumber: string }) => i.accountNumber === p.accountNumber)).toBe(false);

    const newEmail = p.email.replace('@bounce.test', '@example.com');
    const changed = await append(customerStream(p.accountNumber), 'EmailChanged', { changeId: 'c1', previousEmail: p.email, email: newEmail });
    const after = await fresh('/api/customer/bouncedemailpatients', {}, staff, at(changed));
    expect(after.body.items.some((i: { accountNumber: string }) => i.accountNumber === p.accountNumber)).toBe(false);
    const view = await fresh('/api/customer/inviteeligibility', { accountNumber: p.accountNumber }, staff, at(changed));
    expect(view.body).toMatchObject({ eligible: true, kind: 'first', status: 'ready', isEmailBounced: false });

    const resend = await send([p.accountNumber]);
    expect(resend.body.results[0]).toMatchObject({ sent: true, kind: 'first' });
    await waitForMail(newEmail, { tag: 'welcome' });
  });
});

describe('lists', () => {
  let a: Patient, b: Patient, c: Patient, followUp: Patient;
  let position = 0;
  beforeAll(async () => {
    // A separate practice admin view would mix with other tests: use names that sort predictably.
    a = await patient('Aaalist');
    b = await patient('Bbblist');
    c = await patient('Ccclist', { incomplete: true });
    followUp = await patient('Ddlist');
    for (const p of [a, b, c, followUp]) await prescribe(p);
    const sent = await send([a.accountNumber]);
    expect(sent.body.sent).toBe(1);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    position = await append(inviteStream(followUp.accountNumber), 'PatientInviteSent', {
      accountNumber: followUp.accountNumber,
      practiceId: followUp.practiceId,
      locationId: followUp.locationId,
      email: followUp.email,
      kind: 'first',
      sentAt: eightDaysAgo,
      sentBy: 'test',
    });
  });
  const ids = (body: { items: { accountNumber: string }[] }) => body.items.map((i) => i.accountNumber);

  it('inviteslist shows invited and ready patients with their status, not patients who are not ready', async () => {
    const r = await fresh('/api/customer/inviteslist', { limit: 100 }, staff, at(position));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const byId = new Map(r.body.items.map((i: { accountNumber: string; status: string }) => [i.accountNumber, i.status]));
    expect(byId.get(a.accountNumber)).toBe('invited');
    expect(byId.get(b.accountNumber)).toBe('ready');
    expect(byId.get(followUp.accountNumber)).toBe('followup');
    expect(byId.has(c.accountNumber)).toBe(false);
    expect(r.body.lastInviteDate).toBeTruthy();
    const ready = await fresh('/api/customer/inviteslist', { status: 'ready', limit: 100 }, staff);
    expect(ready.body.items.every((i: { status: string }) => i.status === 'ready')).toBe(true);
    expect(ids(ready.body)).toContain(b.accountNumber);
  });

  it('sorts by name, e-mail, last invite date and status, and pages', async () => {
    const byName = await fresh('/api/customer/inviteslist', { sortBy: 'name', limit: 100 }, staff, at(position));
    const names = byName.body.items.map((i: { lastName: string; firstName: string }) => `${i.lastName} ${i.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byEmailDesc = await fresh('/api/customer/inviteslist', { sortBy: 'email', sortDirection: 'desc', limit: 100 }, staff);
    const emails = byEmailDesc.body.items.map((i: { email: string }) => i.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const byLast = await fresh('/api/customer/inviteslist', { sortBy: 'lastInviteDate', sortDirection: 'desc', limit: 100 }, staff);
    const dates = byLast.body.items.map((i: { lastInviteDate: string | null }) => i.lastInviteDate).filter(Boolean);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(byLast.body.items.at(-1).lastInviteDate).toBeNull();
    const byStatus = await fresh('/api/customer/inviteslist', { sortBy: 'status', limit: 100 }, staff);
    const order = ['ready', 'followup', 'bounced', 'invited', 'registered'];
    const ranks = byStatus.body.items.map((i: { status: string }) => order.indexOf(i.status));
    expect(ranks).toEqual([...ranks].sort((x: number, y: number) => x - y));

    const page1 = await fresh('/api/customer/inviteslist', { limit: 2, offset: 0 }, staff);
    const page2 = await fresh('/api/customer/inviteslist', { limit: 2, offset: 2 }, staff);
    expect(page1.body.total).toBe(byName.body.total);
    expect(ids(page1.body)).toEqual(ids(byName.body).slice(0, 2));
    expect(ids(page2.body)).toEqual(ids(byName.body).slice(2, 4));
  });

  it('followupinviteslist lists invited patients whose last invite is 7 days old; a follow-up can be sent to them', async () => {
    const r = await fresh('/api/customer/followupinviteslist', {}, staff, at(position));
    expect(ids(r.body)).toContain(followUp.accountNumber);
    expect(ids(r.body)).not.toContain(a.accountNumber);
    const s = await send([followUp.accountNumber]);
    expect(s.body.results[0]).toMatchObject({ sent: true, kind: 'followup' });
    const after = await fresh('/api/customer/followupinviteslist', {}, staff, at(s.body.position));
    expect(ids(after.body)).not.toContain(followUp.accountNumber);
  });

  it('inviteslist filters patients flagged for an invite', async () => {
    const flagged = await append(customerStream(b.accountNumber), 'InviteFlagSet', { flagged: true });
    const r = await fresh('/api/customer/inviteslist', { isInviteFlagged: true, limit: 100 }, staff, at(flagged));
    expect(ids(r.body)).toEqual([b.accountNumber]);
    expect(r.body.items[0].isInviteFlagged).toBe(true);
  });

  it('lists are per practice', async () => {
    const r = await fresh('/api/customer/inviteslist', { limit: 100 }, staffB, at(position));
    expect(ids(r.body)).not.toContain(a.accountNumber);
  });
});

describe('practice account state', () => {
  it('a deactivated location cannot send patient invites', async () => {
    const p = await patient('Blocked');
    await prescribe(p);
    const off = await call('/api/support/location/state', { practiceId: p.practiceId, locationId: p.locationId, deactivated: true }, csr);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      const r = await send([p.accountNumber]);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('LOCATION_DEACTIVATED');
      expect(await eventsOf(inviteStream(p.accountNumber))).toHaveLength(0);
    } finally {
      await call('/api/support/location/state', { practiceId: p.practiceId, locationId: p.locationId, deactivated: false }, csr);
    }
    expect((await send([p.accountNumber])).body.results[0].sent).toBe(true);
  });
});

it('lists the invite routes in /api/openapi.json', async () => {
  const r = await call('/api/openapi.json');
  expect(r.status).toBe(200);
  for (const path of ['/api/customer/sendinvite', '/api/customer/inviteslist', '/api/customer/followupinviteslist', '/api/customer/bouncedemailpatients', '/api/customer/inviteeligibility']) {
    expect(Object.keys(r.body.paths), path).toContain(path);
  }
});
