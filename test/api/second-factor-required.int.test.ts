import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '../../domain/security/messages';
import { SECOND_FACTOR_REQUIRED } from '../../infra/http/auth';
import { linkToken, testApp, uniqueEmail } from '../support/test-app';
import { DEMO, DEMO_PHONES } from '../support/test-platform';

/**
 * Issues #32, #33 (D-742): analysts and operators always sign in with a second factor, enforced by the
 * API from the signed token. Their first sign-in gives a session that reaches the two-factor enrolment
 * and nothing else; the enrolment's code opens a session with the factor; every later sign-in asks
 * for a texted code; two-factor cannot be turned off.
 */
const { platform, call, signIn, eventsOf, latestSms, textsTo, waitForMail, attemptSignIn } = testApp({ env: { VERIFICATION_CODES_PER_HOUR: '100', VERIFICATION_CODE_RESEND_COOLDOWN_MS: '1' } });

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const PASSWORD = 'Operator#Secure2027';

/** What a session without its second factor may call (the enrolment's routes and sign-out) and a sample of what it may not. */
const ENROLMENT_ROUTES: [string, unknown][] = [
  ['/api/customer/GetSMSNumber', {}],
  ['/api/customer/UpdateSMSNumber', { phone: '5125550188' }],
  ['/api/customer/SendVerificationCode', {}],
];
const OWN_ROUTES_NEEDING_THE_FACTOR: [string, unknown][] = [
  ['/api/customer/get', {}],
  ['/api/customer/getbytoken', {}],
  ['/api/customer/update', { firstName: 'Ola', lastName: 'Nordmann' }],
  ['/api/customer/changepassword', { email: 'x@example.com', oldPassword: PASSWORD, newPassword: 'Another#Secure2028' }],
  ['/api/customer/VerifyCode', { code: '123456' }],
  ['/api/customer/mfapreference', { isMfaEnabled: true }],
  ['/api/session/renew', {}],
];

let csr: string;
beforeAll(async () => {
  csr = await signIn('csr');
});

/** A CSR's new operator, with their password set from the invitation. */
async function newOperator() {
  const email = uniqueEmail('Ola');
  const r = await call('/api/support/distributorstaff/invite', { firstName: 'Ola', lastName: 'Nordmann', email, role: 'Operator' }, csr);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const mail = await waitForMail(email, { tag: 'welcome' });
  const set = await call('/api/customer/setpassword', { token: linkToken(mail.text, '/welcome'), newPassword: PASSWORD, confirmPassword: PASSWORD });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { email, accountNumber: r.body.accountNumber as string };
}

describe('an enrolled analyst or operator (the demo accounts)', () => {
  it('is asked for the texted code at every sign-in; the code gives a token with the second factor', async () => {
    for (const who of ['analyst', 'operator'] as const) {
      const first = await attemptSignIn(who);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ mfaRequired: true, maskedPhone: expect.stringContaining(DEMO_PHONES[DEMO[who]]!.slice(-4)) });
      expect(first.body.token).toBeUndefined();
      const sms = await latestSms(DEMO_PHONES[DEMO[who]]!);
      expect(sms.body).toContain('sign-in code');
      const wrong = await call('/api/customer/mfalogin', { mfaContext: first.body.mfaContext, code: sms.code === '000000' ? '111111' : '000000' });
      expect([wrong.status, wrong.body.message]).toEqual([400, SECURITY_MESSAGES.wrongCode]);
      const done = await call('/api/customer/mfalogin', { mfaContext: first.body.mfaContext, code: sms.code });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(claimsOf(done.body.token)).toMatchObject({ customerGroup: who === 'analyst' ? 'Analyst' : 'Operator', mfa: true });
      expect(done.body).toMatchObject({ isMfaEnabled: true, practiceId: null, locationId: null, customerGroup: who === 'analyst' ? 'Analyst' : 'Operator' });
      const me = await call('/api/customer/get', {}, done.body.token);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: DEMO[who], practiceId: null, location: null, addresses: [] });
    }
  });

  it('cannot turn two-factor off', async () => {
    const token = await signIn('operator');
    const r = await call('/api/customer/mfapreference', { isMfaEnabled: false }, token);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: SECURITY_MESSAGES.twoFactorRequired });
    expect((await call('/api/customer/GetSMSNumber', {}, token)).body.isMfaEnabled).toBe(true);
  });

  it('may not read another account, even with the second factor', async () => {
    const token = await signIn('analyst');
    const r = await call('/api/customer/get', { accountNumber: '100000001' }, token);
    expect(r.status).toBe(403);
  });
});

describe('the first sign-in of a new operator: enrolment only (D-742)', () => {
  it('refuses every route but the enrolment’s, from the token itself, then the code opens a session with the factor', async () => {
    const { email, accountNumber } = await newOperator();
    const first = await call('/api/customer/signin', { email, password: PASSWORD });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const enrolling = first.body.token as string;
    expect(claimsOf(enrolling).mfa).toBeUndefined();
    expect(first.body.isMfaEnabled).toBe(false);
    const other = await signIn(email, PASSWORD); // a second password-only session (another browser)

    for (const [path, body] of OWN_ROUTES_NEEDING_THE_FACTOR) {
      const r = await call(path, body, enrolling);
      expect([r.status, r.body?.code, r.body?.message], path).toEqual([403, 'SECOND_FACTOR_REQUIRED', SECOND_FACTOR_REQUIRED]);
    }
    // Routes that do not admit them at all stay FORBIDDEN; public routes treat the token as nobody's.
    expect((await call('/api/customer/search', { keyword: 'nguyen' }, enrolling)).body.code).toBe('FORBIDDEN');
    expect((await call('/api/customer/announcements/active', undefined, enrolling)).body.code).toBe('FORBIDDEN');
    for (const [path, body] of ENROLMENT_ROUTES) expect((await call(path, body, enrolling)).status, path).toBe(200);
    expect((await call('/api/customer/resendmfacode', {}, enrolling)).status).toBe(200);

    // The enrolment's code: a wrong one is refused and recorded, the right one opens a new session with the factor.
    const { code } = await latestSms('5125550188');
    const wrong = await call('/api/customer/mfaenrolment', { code: code === '000000' ? '111111' : '000000' }, enrolling);
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([400, 'INVALID_CODE', SECURITY_MESSAGES.wrongCode]);
    const bad = await call('/api/customer/mfaenrolment', { code: '12' }, enrolling);
    expect([bad.status, bad.body.fieldErrors?.code]).toEqual([400, 'Enter the 6-digit code.']);
    const done = await call('/api/customer/mfaenrolment', { code }, enrolling);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(claimsOf(done.body.token)).toMatchObject({ sub: accountNumber, customerGroup: 'Operator', mfa: true });
    expect(done.body).toMatchObject({ isMfaEnabled: true, email });
    const mfa = await eventsOf(`mfa-${accountNumber}`);
    expect(mfa.map((e) => e.type).filter((t) => t !== 'VerificationCodeSent')).toEqual(['PhoneNumberSet', 'VerificationCodeRejected', 'PhoneNumberVerified', 'TwoFactorEnabled', 'MfaSignInVerified']);
    expect(mfa.at(-1)!.data.sessionId).toBe(claimsOf(done.body.token).sessionId);

    // Every password-only session is over; the new one reaches their own routes.
    await platform.projections.caughtUp();
    for (const token of [enrolling, other]) expect((await call('/api/customer/GetSMSNumber', {}, token)).status).toBe(401);
    for (const [path, body] of OWN_ROUTES_NEEDING_THE_FACTOR.filter(([p]) => !['/api/customer/VerifyCode', '/api/session/renew', '/api/customer/changepassword'].includes(p))) {
      expect((await call(path, body, done.body.token)).status, path).toBe(200);
    }
    const renewed = await call('/api/session/renew', {}, done.body.token);
    expect(renewed.status).toBe(200);
    expect(claimsOf(renewed.body.token).mfa).toBe(true); // renewal keeps the factor
    expect((await call('/api/customer/mfaenrolment', { code }, renewed.body.token)).body.code).toBe('MFA_ENROLMENT_NOT_NEEDED');

    // From now on the password alone gives no token.
    const later = await call('/api/customer/signin', { email, password: PASSWORD });
    expect(later.body).toMatchObject({ mfaRequired: true });
    expect(later.body.token).toBeUndefined();
  });

  it('a token signed without the factor is refused wherever the factor is needed, whoever signs it into being', async () => {
    // An open session of the demo analyst, and a token for it that claims no second factor.
    const real = claimsOf(await signIn('analyst'));
    const forged = platform.app.jwt.sign({ sub: real.sub as string, customerGroup: 'Analyst', sessionId: real.sessionId as string });
    const r = await call('/api/customer/get', {}, forged);
    expect([r.status, r.body.code]).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
    // A token whose factor claim is not a boolean is no session token.
    const odd = platform.app.jwt.sign({ sub: real.sub as string, customerGroup: 'Analyst', sessionId: real.sessionId as string, mfa: 'yes' } as never);
    expect((await call('/api/customer/get', {}, odd)).status).toBe(401);
    // The same token with `mfa: true` written into it (its signature no longer matches), or one signed with another key, is refused outright.
    const [header, , signature] = forged.split('.');
    const tampered = `${header}.${b64({ ...claimsOf(forged), mfa: true })}.${signature}`;
    expect((await call('/api/customer/get', {}, tampered)).status).toBe(401);
    const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claimsOf(forged), mfa: true })}`;
    const stranger = `${unsigned}.${createHmac('sha256', 'not-the-server-key').update(unsigned).digest('base64url')}`;
    expect((await call('/api/customer/get', {}, stranger)).status).toBe(401);
  });

  it('a deactivated operator gets no sign-in code', async () => {
    const { email, accountNumber } = await newOperator();
    const enrolling = await signIn(email, PASSWORD);
    await call('/api/customer/UpdateSMSNumber', { phone: '5125550189' }, enrolling);
    await call('/api/customer/SendVerificationCode', {}, enrolling);
    const { code } = await latestSms('5125550189');
    expect((await call('/api/customer/mfaenrolment', { code }, enrolling)).status).toBe(200);
    const texts = (await textsTo('5125550189')).length;
    expect((await call('/api/support/distributorstaff/deactivate', { accountNumber }, csr)).status).toBe(200);
    const r = await call('/api/customer/signin', { email, password: PASSWORD });
    expect([r.status, r.body.code]).toEqual([401, 'INVALID_VALUE']);
    expect((await textsTo('5125550189')).length).toBe(texts);
  });
});
