import { beforeAll, describe, expect, it } from 'vitest';
import { DISTRIBUTOR_STAFF_MESSAGES } from '../../domain/distributor-staff/messages';
import { MESSAGES } from '../../domain/shared/errors';
import { atPosition, linkToken, testApp, uniqueEmail, until } from '../support/test-app';
import { DEMO } from '../support/test-platform';

/**
 * Issues #32, #33: a CSR invites analysts and operators, sends an invitation again, deactivates and
 * restores them (D-740, D-743); each change an event with the CSR as actor, in the account's history;
 * every other role, tenant and an impersonating CSR are refused.
 */
const { platform, call, fresh, signIn, signInAll, eventsOf, eventCount, waitForMail, mailCount } = testApp({ env: { VERIFICATION_CODES_PER_HOUR: '100' } });

const PASSWORD = 'Analyst#Secure2027';
const ROUTES = ['invite', 'resendinvite', 'deactivate', 'reactivate'].map((r) => `/api/support/distributorstaff/${r}`);
let tokens: Record<'csr' | 'staff' | 'admin' | 'patient' | 'staffB' | 'analyst' | 'operator', string>;
let csrName: string;

beforeAll(async () => {
  tokens = await signInAll('csr', 'staff', 'admin', 'patient', 'staffB', 'analyst', 'operator');
  csrName = 'Casey Support';
});

const invite = (body: Record<string, unknown>, token = tokens.csr) => call('/api/support/distributorstaff/invite', body, token);
const list = (body: Record<string, unknown>, position?: number, token = tokens.csr) => fresh('/api/support/distributorstaff', body, { token, headers: atPosition(position) });

/** A newly invited analyst or operator: their account number, e-mail and the invite's position. */
async function invited(role: 'Analyst' | 'Operator', firstName = 'Ada') {
  const email = uniqueEmail(firstName);
  const r = await invite({ firstName, lastName: 'Byron', email, role });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { email, accountNumber: r.body.accountNumber as string, position: r.body.position as number };
}

/** Their password set from the invitation's link. */
async function registered(email: string) {
  const mail = await waitForMail(email, { tag: 'welcome' });
  const set = await call('/api/customer/setpassword', { token: linkToken(mail.text, '/welcome'), newPassword: PASSWORD, confirmPassword: PASSWORD });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return set.body.position as number;
}

describe('invite an analyst or an operator (CSR)', () => {
  it('registers the account (no practice, no location) with the CSR as actor, e-mails a single-use link, and lists it', async () => {
    const { email, accountNumber, position } = await invited('Analyst');
    const events = await eventsOf(`customer-${accountNumber}`);
    expect(events.map((e) => e.type)).toEqual(['CustomerRegistered', 'WelcomeEmailRequested']);
    expect(events[0]!.data).toEqual({ accountNumber, customerGroup: 'Analyst', email, firstName: 'Ada', lastName: 'Byron' });
    for (const e of events) expect(e.metadata.actor).toMatchObject({ accountNumber: '900000001', customerGroup: 'CSR' });
    expect((await eventsOf(`email-${email}`)).map((e) => [e.type, e.data.accountNumber])).toEqual([['EmailReserved', accountNumber]]);

    const mail = await waitForMail(email, { tag: 'welcome' });
    expect(mail.subject).toBe("You're invited to Lensloop as an analyst");
    expect(mail.text).toContain('code we text to that phone');
    expect(mail.tags).toContain('distributor-staff');
    const token = linkToken(mail.text, '/welcome');
    expect((await call('/api/customer/emailbytoken', { token })).body).toEqual({ email, purpose: 'welcome' });

    const r = await until(() => list({ search: email }, position), (reply) => reply.body?.staff?.[0]?.invitationSentAt !== null);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ total: 1, staff: [{ accountNumber, email, firstName: 'Ada', lastName: 'Byron', role: 'Analyst', status: 'invited', invitedBy: csrName, twoFactorEnabled: false, lastSignedInAt: null, deactivatedAt: null }] });

    // The link works once: the password is set, the account is active, the same link is used up.
    const set = await call('/api/customer/setpassword', { token, newPassword: PASSWORD, confirmPassword: PASSWORD });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await call('/api/customer/setpassword', { token, newPassword: PASSWORD, confirmPassword: PASSWORD })).body.code).toBe('TOKEN_USED');
    expect((await list({ search: email }, set.body.position)).body.staff[0].status).toBe('active');
  });

  it('answers bad input next to each field, an e-mail in use and an unknown role, and appends nothing', async () => {
    const before = await eventCount('CustomerRegistered');
    const bad = await invite({ firstName: '', lastName: 'Ann@', email: 'not-an-email', role: 'Superuser' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ firstName: 'This field is required', lastName: "Only letters, numbers, spaces and & , ' - + are allowed", email: 'A valid email is required', role: DISTRIBUTOR_STAFF_MESSAGES.roleRequired });
    for (const role of ['CSR', 'Patient', 'Staff', 'Practice', '', undefined]) {
      const r = await invite({ firstName: 'Ada', lastName: 'Byron', email: uniqueEmail('role'), role });
      expect(r.status, String(role)).toBe(400);
      expect(r.body.fieldErrors, String(role)).toEqual({ role: DISTRIBUTOR_STAFF_MESSAGES.roleRequired });
    }
    // Every account's e-mail is unique (the reservation stream), whatever its group, in any case.
    for (const email of [DEMO.staff, DEMO.analyst.toUpperCase(), DEMO.patientB]) {
      const taken = await invite({ firstName: 'Ada', lastName: 'Byron', email, role: 'Operator' });
      expect(taken.status, email).toBe(409);
      expect(taken.body).toMatchObject({ code: 'USER_ALREADY_EXISTS', message: MESSAGES.userAlreadyExists });
    }
    expect(await eventCount('CustomerRegistered')).toBe(before);
  });

  it('refuses every other role, the other practice, an impersonating CSR and anonymous callers, on every route', async () => {
    const { accountNumber } = await invited('Operator', 'Refusal');
    const imp = await call('/api/customer/beginimpersonation', { accountNumber: '700000001', reason: 'Distributor staff test' }, tokens.csr);
    expect(imp.status, JSON.stringify(imp.body)).toBe(200);
    const before = await eventCount('WelcomeEmailRequested');
    for (const path of ROUTES) {
      const body = path.endsWith('/invite') ? { firstName: 'Eve', lastName: 'Intruder', email: uniqueEmail('eve'), role: 'Analyst' } : { accountNumber };
      for (const who of ['staff', 'admin', 'patient', 'staffB', 'analyst', 'operator'] as const) {
        const r = await call(path, body, tokens[who]);
        expect([r.status, r.body.code], `${path} as ${who}`).toEqual([403, 'FORBIDDEN']);
      }
      expect((await call(path, body, imp.body.token)).status, `${path} impersonating`).toBe(403);
      expect((await call(path, body)).status, `${path} anonymous`).toBe(401);
    }
    for (const who of ['staff', 'admin', 'analyst', 'operator'] as const) expect((await call('/api/support/distributorstaff', {}, tokens[who])).status, who).toBe(403);
    expect(await eventCount('WelcomeEmailRequested')).toBe(before);
    // Only the invitation (and the worker's record of its e-mail) is on the account.
    expect((await eventsOf(`customer-${accountNumber}`)).map((e) => e.type).filter((t) => t !== 'WelcomeEmailSent')).toEqual(['CustomerRegistered', 'WelcomeEmailRequested']);
    expect((await call('/api/customer/endimpersonation', {}, imp.body.token)).status).toBe(200);
  });

  it('a CSR cannot act as an analyst or an operator', async () => {
    const r = await call('/api/customer/beginimpersonation', { accountNumber: '910000001', reason: 'Try' }, tokens.csr);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('IMPERSONATION_NOT_ALLOWED');
  });
});

describe('re-send, deactivate, restore (CSR)', () => {
  it('re-sends the invitation while invited (a second link, forced), not once a password is set', async () => {
    const { email, accountNumber } = await invited('Operator', 'Resend');
    await waitForMail(email, { tag: 'welcome' });
    const again = await call('/api/support/distributorstaff/resendinvite', { accountNumber }, tokens.csr);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const second = await waitForMail(email, { tag: 'welcome', count: 2 });
    expect(second.subject).toBe("You're invited to Lensloop as an operator");
    const events = await eventsOf(`customer-${accountNumber}`);
    expect(events.filter((e) => e.type === 'WelcomeEmailRequested').map((e) => [e.data.force, e.metadata.actor.accountNumber])).toEqual([[false, '900000001'], [true, '900000001']]);

    await registered(email);
    const refused = await call('/api/support/distributorstaff/resendinvite', { accountNumber }, tokens.csr);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'ALREADY_REGISTERED', message: DISTRIBUTOR_STAFF_MESSAGES.alreadyRegistered });
    expect(await mailCount(email, 'welcome')).toBe(2);
  });

  it('deactivating ends their sessions and sign-in; restoring gives it back; both in their history with the CSR as actor', async () => {
    const { email, accountNumber } = await invited('Analyst', 'Grace');
    await registered(email);
    const session = await signIn(email, PASSWORD); // their first sign-in: the enrolment session (no second factor yet)
    expect((await call('/api/customer/GetSMSNumber', {}, session)).status).toBe(200);

    const off = await call('/api/support/distributorstaff/deactivate', { accountNumber }, tokens.csr);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const events = await eventsOf(`customer-${accountNumber}`);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['DistributorStaffDeactivated', 'SignedOut']);
    expect(events.at(-2)!.metadata.actor).toMatchObject({ accountNumber: '900000001', customerGroup: 'CSR' });
    await platform.projections.caughtUp();
    expect((await call('/api/customer/GetSMSNumber', {}, session)).status).toBe(401);
    const signInAgain = await call('/api/customer/signin', { email, password: PASSWORD });
    expect([signInAgain.status, signInAgain.body.code]).toEqual([401, 'INVALID_VALUE']);
    expect((await list({ search: email }, off.body.position)).body.staff[0]).toMatchObject({ status: 'deactivated', deactivatedAt: expect.any(String) });
    // Again: nothing to record.
    expect((await call('/api/support/distributorstaff/deactivate', { accountNumber }, tokens.csr)).body.position).toBeNull();

    const on = await call('/api/support/distributorstaff/reactivate', { accountNumber }, tokens.csr);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect((await eventsOf(`customer-${accountNumber}`)).at(-1)!.type).toBe('DistributorStaffReactivated');
    expect((await list({ search: email }, on.body.position)).body.staff[0]).toMatchObject({ status: 'active', deactivatedAt: null });
    expect((await call('/api/customer/signin', { email, password: PASSWORD })).status).toBe(200);
    expect((await call('/api/support/distributorstaff/reactivate', { accountNumber }, tokens.csr)).body.position).toBeNull();

    const history = await fresh(`/api/history?recordType=distributor-staff&recordId=${accountNumber}&limit=50`, undefined, { token: tokens.csr, headers: atPosition(on.body.position) });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const lines = (history.body.entries as { summary: string; eventType: string; actor: { name: string; group: string } }[]).map((e) => [e.eventType, e.actor.group]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['DistributorStaffReactivated', 'CSR'],
        ['DistributorStaffDeactivated', 'CSR'],
        ['CustomerRegistered', 'CSR'],
        ['WelcomeEmailRequested', 'CSR'],
        ['PasswordSet', 'Analyst'],
      ]),
    );
    expect(history.body.entries.find((e: { eventType: string }) => e.eventType === 'DistributorStaffDeactivated').actor.name).toBe(csrName);
    // Support only: no one else reads an analyst's history.
    for (const who of ['staff', 'admin', 'patient', 'analyst'] as const) {
      const r = await call(`/api/history?recordType=distributor-staff&recordId=${accountNumber}`, undefined, tokens[who]);
      expect([403, 404], who).toContain(r.status);
    }
  });

  it('revoking an invitation: its link stops working; restoring sends a fresh one', async () => {
    const { email, accountNumber } = await invited('Operator', 'Revoke');
    const mail = await waitForMail(email, { tag: 'welcome' });
    const token = linkToken(mail.text, '/welcome');
    expect((await call('/api/support/distributorstaff/deactivate', { accountNumber }, tokens.csr)).status).toBe(200);
    expect((await call('/api/customer/emailbytoken', { token })).body.code).toBe('TOKEN_INVALID');
    expect((await call('/api/customer/setpassword', { token, newPassword: PASSWORD, confirmPassword: PASSWORD })).body.code).toBe('TOKEN_INVALID');
    expect((await call('/api/support/distributorstaff/resendinvite', { accountNumber }, tokens.csr)).body.code).toBe('DISTRIBUTOR_STAFF_DEACTIVATED');

    expect((await call('/api/support/distributorstaff/reactivate', { accountNumber }, tokens.csr)).status).toBe(200);
    const fresher = await waitForMail(email, { tag: 'welcome', count: 2 });
    const set = await call('/api/customer/setpassword', { token: linkToken(fresher.text, '/welcome'), newPassword: PASSWORD, confirmPassword: PASSWORD });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  });

  it('answers 404 for any account that is not an analyst or an operator, and 400 for a malformed one', async () => {
    for (const accountNumber of ['700000001', '900000001', '100000001', '999999999']) {
      for (const path of ROUTES.slice(1)) {
        const r = await call(path, { accountNumber }, tokens.csr);
        expect([r.status, r.body.code], `${path} ${accountNumber}`).toEqual([404, 'DISTRIBUTOR_STAFF_NOT_FOUND']);
      }
    }
    const r = await call('/api/support/distributorstaff/deactivate', { accountNumber: '' }, tokens.csr);
    expect(r.status).toBe(400);
  });
});

describe('the list (CSR)', () => {
  it('searches names and e-mails, filters role and state, pages by last name', async () => {
    const tag = `zq${Math.random().toString(36).slice(2, 7)}`;
    const made = [];
    for (const [first, role] of [['Zora', 'Analyst'], ['Yuri', 'Operator'], ['Xena', 'Analyst']] as const) {
      const email = `${tag}.${first.toLowerCase()}@example.com`;
      const r = await invite({ firstName: first, lastName: `${tag}Last`, email, role });
      expect(r.status).toBe(200);
      made.push(r.body.position as number);
    }
    const at = Math.max(...made);
    const all = await list({ search: tag }, at);
    expect(all.body.total).toBe(3);
    expect(all.body.staff.map((s: { firstName: string }) => s.firstName)).toEqual(['Xena', 'Yuri', 'Zora']);
    expect((await list({ search: `${tag} xena` }, at)).body.staff.map((s: { firstName: string }) => s.firstName)).toEqual(['Xena']);
    expect((await list({ search: tag, role: 'Operator' }, at)).body.staff.map((s: { role: string }) => s.role)).toEqual(['Operator']);
    expect((await list({ search: tag, status: 'active' }, at)).body.total).toBe(0);
    const page2 = await list({ search: tag, limit: 2, offset: 2 }, at);
    expect(page2.body).toMatchObject({ total: 3, staff: [{ firstName: 'Zora' }] });
    // LIKE's wildcards stand for themselves.
    expect((await list({ search: '%' }, at)).body.total).toBe(0);
    // The demo accounts are there too, invited by the platform.
    expect((await list({ search: 'demo.lensloop.test' }, at)).body.staff.map((s: { email: string; invitedBy: string | null; twoFactorEnabled: boolean }) => [s.email, s.invitedBy, s.twoFactorEnabled])).toEqual([
      [DEMO.operator, null, true],
      [DEMO.analyst, null, true],
    ]);
    const bad = await call('/api/support/distributorstaff', { role: 'CSR', status: 'gone', limit: 0 }, tokens.csr);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['limit', 'role', 'status']);
  });
});
