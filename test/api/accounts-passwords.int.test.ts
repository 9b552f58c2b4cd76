import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages';
import { PASSWORD_MESSAGES } from '../../domain/shared/validation';
import { createActionTokens } from '../../infra/auth/action-token';
import { testApp } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, signIn, eventsOf, waitForMail, mailCount, linkToken, registeredPatient, createPatient } = testApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Moves the clock (Date only; timers keep real time, so the platform keeps running). */
function travel(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.now() + ms));
}

afterEach(() => {
  vi.useRealTimers();
});

async function newPatient(firstName: string) {
  const staff = await signIn(DEMO.staff);
  const { email, accountNumber } = await createPatient(staff, { firstName, lastName: 'Onboard' });
  return { email, accountNumber, staff };
}

describe('welcome link → /customer/setpassword', () => {
  it('shows the e-mail of the link, checks the rules, sets the password once and registers the patient', async () => {
    const { email, accountNumber, staff } = await newPatient('Wilma');
    const mail = await waitForMail(email, { tag: 'welcome' });
    const token = linkToken(mail.text, '/welcome');

    const byToken = await call('/api/customer/emailbytoken', { token });
    expect(byToken).toMatchObject({ status: 200, body: { email, purpose: 'welcome' } });

    const mismatch = await call('/api/customer/setpassword', { token, newPassword: 'Harbor#Light47', confirmPassword: 'Harbor#Light48' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fieldErrors).toEqual({ confirmPassword: PASSWORD_MESSAGES.mustBeEqual });

    const blank = await call('/api/customer/setpassword', { token, newPassword: '', confirmPassword: '' });
    expect(blank.body.fieldErrors).toMatchObject({ newPassword: PASSWORD_MESSAGES.newRequired, confirmPassword: PASSWORD_MESSAGES.confirmationRequired });
    const short = await call('/api/customer/setpassword', { token, newPassword: 'Ab1!', confirmPassword: 'Ab1!' });
    expect(short.body.fieldErrors).toMatchObject({ newPassword: PASSWORD_MESSAGES.valid });
    const simple = await call('/api/customer/setpassword', { token, newPassword: 'harborlight47', confirmPassword: 'harborlight47' });
    expect(simple.body.fieldErrors).toMatchObject({ newPassword: PASSWORD_MESSAGES.complex });

    const weak = await call('/api/customer/setpassword', { token, newPassword: 'Wilma#2026x', confirmPassword: 'Wilma#2026x' });
    expect(weak).toMatchObject({ status: 400, body: { code: 'WEAK_PASSWORD', message: PASSWORD_MESSAGES.weak } });

    const set = await call('/api/customer/setpassword', { token, newPassword: 'Harbor#Light47', confirmPassword: 'Harbor#Light47' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.email).toBe(email);

    const passwordSet = (await eventsOf(`customer-${accountNumber}`)).find((e) => e.type === 'PasswordSet')!;
    expect(Object.keys(passwordSet.data).sort()).toEqual(['passwordHash', 'tokenId', 'via']);
    expect(passwordSet.data.passwordHash).toMatch(/^\$argon2id\$/);
    expect(passwordSet.data.via).toBe('welcome');
    expect(JSON.stringify(passwordSet)).not.toContain('Harbor#Light47');
    expect(passwordSet.metadata.actor).toEqual({ accountNumber, customerGroup: 'Patient' });

    await signIn(email, 'Harbor#Light47');
    const found = await call('/api/customer/search', { keyword: email }, staff, { 'x-min-position': String(set.body.position) });
    expect(found.body.patients[0]).toMatchObject({ email, isRegistered: true });

    // Single use: the same link again, and the page asking about it.
    const again = await call('/api/customer/setpassword', { token, newPassword: 'Other#Pass4u', confirmPassword: 'Other#Pass4u' });
    expect(again).toMatchObject({ status: 400, body: { code: 'TOKEN_USED', message: ACCOUNT_MESSAGES.tokenUsed } });
    expect((await call('/api/customer/emailbytoken', { token })).body).toMatchObject({ code: 'TOKEN_USED' });
    await signIn(email, 'Harbor#Light47');
  });

  it('expires after 7 days', async () => {
    const { email } = await newPatient('Xavier');
    const token = linkToken((await waitForMail(email, { tag: 'welcome' })).text, '/welcome');
    travel(7 * DAY + 60_000);
    const late = await call('/api/customer/setpassword', { token, newPassword: 'Harbor#Light47', confirmPassword: 'Harbor#Light47' });
    expect(late).toMatchObject({ status: 400, body: { code: 'TOKEN_EXPIRED', message: ACCOUNT_MESSAGES.tokenExpired } });
    expect((await call('/api/customer/emailbytoken', { token })).body).toMatchObject({ code: 'TOKEN_EXPIRED' });
    vi.useRealTimers();
    travel(6 * DAY);
    expect((await call('/api/customer/emailbytoken', { token })).status).toBe(200);
  });

  it('refuses a missing, forged or foreign token, and a link token is never a bearer token', async () => {
    const missing = await call('/api/customer/setpassword', { newPassword: 'Harbor#Light47', confirmPassword: 'Harbor#Light47' });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toMatchObject({ token: ACCOUNT_MESSAGES.tokenRequired });
    const garbage = await call('/api/customer/setpassword', { token: 'not-a-token', newPassword: 'Harbor#Light47', confirmPassword: 'Harbor#Light47' });
    expect(garbage.body).toMatchObject({ status: 400, code: 'TOKEN_INVALID', message: ACCOUNT_MESSAGES.tokenInvalid });
    // Right shape, wrong key.
    const forged = createActionTokens('not-the-server-key').sign({ sub: '100000001', purpose: 'welcome', jti: 'x' }, new Date(Date.now() + DAY));
    expect((await call('/api/customer/setpassword', { token: forged, newPassword: 'Harbor#Light47', confirmPassword: 'Harbor#Light47' })).body.code).toBe('TOKEN_INVALID');
    expect((await call('/api/customer/emailbytoken', { token: forged })).body.code).toBe('TOKEN_INVALID');

    const { email } = await newPatient('Yara');
    const token = linkToken((await waitForMail(email, { tag: 'welcome' })).text, '/welcome');
    expect((await call('/api/customer/get', {}, token)).status).toBe(401);
  });
});

describe('/customer/ForgetPassword → reset link → /customer/setpassword', () => {
  it('is a public form: refused without a human check (HUMAN_CHECK_REQUIRED)', async () => {
    const r = await platform.app.inject({ method: 'POST', url: '/api/customer/ForgetPassword', payload: { email: DEMO.patient } });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ code: 'HUMAN_CHECK_REQUIRED' });
  });

  it('answers alike for known and unknown addresses, and records only the reset id and expiry', async () => {
    const { email, accountNumber } = await registeredPatient('Quinn', 'Quiet#Harbor21');
    const known = await call('/api/customer/ForgetPassword', { email: email.toUpperCase() });
    const unknown = await call('/api/customer/ForgetPassword', { email: 'nobody.at.all@example.com' });
    expect(known).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.forgotPasswordSent } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const requested = (await eventsOf(`customer-${accountNumber}`)).filter((e) => e.type === 'PasswordResetRequested');
    expect(requested).toHaveLength(1);
    expect(Object.keys(requested[0]!.data).sort()).toEqual(['expiresAt', 'requestedAt', 'resetId']);
    expect(Date.parse(requested[0]!.data.expiresAt as string) - Date.parse(requested[0]!.data.requestedAt as string)).toBe(HOUR);

    const mail = await waitForMail(email, { tag: 'password-reset' });
    expect(mail.subject).toBe('Reset your Lensloop password');
    const token = linkToken(mail.text, '/reset-password');
    expect(JSON.stringify(requested[0])).not.toContain(token);
    expect((await call('/api/customer/ForgetPassword', { email: 'not-an-email' })).body.fieldErrors).toMatchObject({ email: 'A valid email is required' });
  });

  it('resets with the link once; the old password stops working', async () => {
    const { email } = await registeredPatient('Rhea', 'Quiet#Harbor21');
    await call('/api/customer/ForgetPassword', { email });
    const token = linkToken((await waitForMail(email, { tag: 'password-reset' })).text, '/reset-password');
    expect((await call('/api/customer/emailbytoken', { token })).body).toEqual({ email, purpose: 'reset-password' });

    const reset = await call('/api/customer/setpassword', { token, newPassword: 'Brand#New4you', confirmPassword: 'Brand#New4you' });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await call('/api/customer/signin', { email, password: 'Quiet#Harbor21' })).status).toBe(401);
    await signIn(email, 'Brand#New4you');

    const again = await call('/api/customer/setpassword', { token, newPassword: 'Third#Time4u', confirmPassword: 'Third#Time4u' });
    expect(again.body.code).toBe('TOKEN_USED');
  });

  it('expires after an hour, sends nothing new within a minute, and a password set voids older links', async () => {
    const { email, accountNumber } = await registeredPatient('Sasha', 'Quiet#Harbor21');
    await call('/api/customer/ForgetPassword', { email });
    await call('/api/customer/ForgetPassword', { email });
    const first = linkToken((await waitForMail(email, { tag: 'password-reset' })).text, '/reset-password');
    expect((await eventsOf(`customer-${accountNumber}`)).filter((e) => e.type === 'PasswordResetRequested')).toHaveLength(1);

    travel(HOUR + 1000);
    const late = await call('/api/customer/setpassword', { token: first, newPassword: 'Brand#New4you', confirmPassword: 'Brand#New4you' });
    expect(late.body).toMatchObject({ code: 'TOKEN_EXPIRED', message: ACCOUNT_MESSAGES.tokenExpired });

    // Two live links (requests more than a minute apart, an hour from now): using one voids the other.
    await call('/api/customer/ForgetPassword', { email });
    travel(2 * 60_000);
    await call('/api/customer/ForgetPassword', { email });
    vi.useRealTimers();
    expect((await eventsOf(`customer-${accountNumber}`)).filter((e) => e.type === 'PasswordResetRequested')).toHaveLength(3);
    await waitForMail(email, { tag: 'password-reset', count: 3 });
    const box = await call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const [newer, older] = await Promise.all(
      (box.body.items as { id: string }[]).slice(0, 2).map(async (m) => linkToken((await call(`/api/dev/mailbox/${m.id}`)).body.text as string, '/reset-password')),
    );
    expect((await call('/api/customer/setpassword', { token: older!, newPassword: 'Brand#New4you', confirmPassword: 'Brand#New4you' })).status).toBe(200);
    expect((await call('/api/customer/setpassword', { token: newer!, newPassword: 'Other#Pass4u', confirmPassword: 'Other#Pass4u' })).body.code).toBe('TOKEN_EXPIRED');
    expect(await mailCount(email, 'password-reset')).toBe(3);
  });

  it('lets a patient who never set a password in through a reset link (registers them)', async () => {
    const { email, staff } = await newPatient('Tomas');
    await waitForMail(email, { tag: 'welcome' });
    await call('/api/customer/ForgetPassword', { email });
    const token = linkToken((await waitForMail(email, { tag: 'password-reset' })).text, '/reset-password');
    const set = await call('/api/customer/setpassword', { token, newPassword: 'Brand#New4you', confirmPassword: 'Brand#New4you' });
    expect(set.status).toBe(200);
    const found = await call('/api/customer/search', { keyword: email }, staff, { 'x-min-position': String(set.body.position) });
    expect(found.body.patients[0].isRegistered).toBe(true);
    // The welcome link is used up by registering.
    const welcome = linkToken((await waitForMail(email, { tag: 'welcome' })).text, '/welcome');
    expect((await call('/api/customer/emailbytoken', { token: welcome })).body.code).toBe('TOKEN_USED');
  });
});

describe('/customer/changepassword', () => {
  it('needs the own e-mail, the right current password and a different, strong new one', async () => {
    const { email, accountNumber } = await registeredPatient('Uma', 'Quiet#Harbor21');
    const token = await signIn(email, 'Quiet#Harbor21');
    const refusal = { status: 400, body: { code: 'INVALID_EMAIL_PASSWORD', message: ACCOUNT_MESSAGES.invalidEmailPassword } };

    expect(await call('/api/customer/changepassword', { email, oldPassword: 'Wrong#Guess11', newPassword: 'Brand#New4you' }, token)).toMatchObject(refusal);
    expect(await call('/api/customer/changepassword', { email: DEMO.patient, oldPassword: 'Quiet#Harbor21', newPassword: 'Brand#New4you' }, token)).toMatchObject(refusal);
    expect(await call('/api/customer/changepassword', { email, oldPassword: 'Quiet#Harbor21', newPassword: 'Quiet#Harbor21' }, token)).toMatchObject(refusal);
    expect(await call('/api/customer/changepassword', { email, oldPassword: 'Quiet#Harbor21', newPassword: 'Uma#Tester99' }, token)).toMatchObject({
      status: 400,
      body: { code: 'WEAK_PASSWORD', message: PASSWORD_MESSAGES.weak },
    });
    const rules = await call('/api/customer/changepassword', { email, oldPassword: '', newPassword: 'short' }, token);
    expect(rules.body.fieldErrors).toEqual({ oldPassword: PASSWORD_MESSAGES.currentRequired, newPassword: PASSWORD_MESSAGES.valid });
    expect((await call('/api/customer/changepassword', { email, oldPassword: 'Quiet#Harbor21', newPassword: 'Brand#New4you' })).status).toBe(401);

    const changed = await call('/api/customer/changepassword', { email: email.toUpperCase(), oldPassword: 'Quiet#Harbor21', newPassword: 'Brand#New4you' }, token);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const set = (await eventsOf(`customer-${accountNumber}`)).filter((e) => e.type === 'PasswordSet').at(-1)!;
    expect(set.data).toMatchObject({ via: 'change' });
    expect(set.metadata.actor).toEqual({ accountNumber, customerGroup: 'Patient' });
    expect((await call('/api/customer/signin', { email, password: 'Quiet#Harbor21' })).status).toBe(401);
    await signIn(email, 'Brand#New4you');
  });

  it('works for practice staff too', async () => {
    const token = await signIn(DEMO.staffB);
    const changed = await call('/api/customer/changepassword', { email: DEMO.staffB, oldPassword: DEMO.password, newPassword: 'Lakeside#Shore7' }, token);
    expect(changed.status).toBe(200);
    await signIn(DEMO.staffB, 'Lakeside#Shore7');
  });
});

it('lists every accounts route in /api/openapi.json', async () => {
  const r = await call('/api/openapi.json');
  expect(Object.keys(r.body.paths)).toEqual(
    expect.arrayContaining(
      [
        'setpassword', 'emailbytoken', 'ForgetPassword', 'changepassword', 'editemail', 'confirmemailchange', 'update',
        'welcomeemail', 'upsertemaildisplayname', 'getEmailDisplayName', 'isregistered', 'batchemailuserscount',
      ].map((p) => `/api/customer/${p}`),
    ),
  );
});
