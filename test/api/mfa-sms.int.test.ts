import { describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '../../domain/security/messages';
import { testApp, withEnv } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, fresh, eventsOf, latestSms, attemptSignIn, signIn } = testApp();

/** Sets the number and texts a code to it; returns the code from the dev outbox. */
async function numberWithCode(token: string, phone: string): Promise<string> {
  const set = await call('/api/customer/UpdateSMSNumber', { phone }, { token });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  const sent = await call('/api/customer/SendVerificationCode', {}, { token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return (await latestSms(phone)).code;
}


describe('SMS number', () => {
  it('starts empty, validates the number with the phone rule, and needs a signed-in user', async () => {
    const token = await signIn(DEMO.adminB);
    const empty = await call('/api/customer/GetSMSNumber', {}, { token });
    expect(empty.body).toEqual({ phone: null, maskedPhone: null, isVerified: false, isMfaEnabled: false, hideMfaModal: false, signInCodesTo: null });

    const bad = await call('/api/customer/UpdateSMSNumber', { phone: '5555555555' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ phone: 'A valid US phone is required' });
    expect((await call('/api/customer/UpdateSMSNumber', { phone: '6085550999' })).status).toBe(401);
    expect((await call('/api/customer/SendVerificationCode', {}, { token })).body).toMatchObject({ status: 422, code: 'SMS_NUMBER_REQUIRED' });
  });

  it('sets the number (PhoneNumberSet, unverified) and reads it back at once with x-min-position', async () => {
    const token = await signIn(DEMO.adminB);
    const set = await call('/api/customer/UpdateSMSNumber', { phone: '(608) 555-0999' }, { token });
    expect(set.body).toMatchObject({ phone: '6085550999', maskedPhone: '(•••) •••-0999', isVerified: false, isMfaEnabled: false });
    const read = await call('/api/customer/GetSMSNumber', {}, { token, headers: { 'x-min-position': String(set.body.position) } });
    expect(read.body).toMatchObject({ phone: '6085550999', isVerified: false });
    const again = await call('/api/customer/UpdateSMSNumber', { phone: '6085550999' }, { token });
    expect(again.body.position).toBeNull(); // same number: nothing recorded
  });
});

describe('verification codes', () => {
  it('texts a 6-digit code, keeps only its keyed hash in the event, and refuses an early resend', async () => {
    const token = await signIn(DEMO.staffB);
    const code = await numberWithCode(token, '6085550911');
    const sms = await latestSms('6085550911');
    expect(sms.body).toMatch(/^Lensloop: \d{6} is your code to verify this number\. It expires in 10 minutes\./);

    const events = await eventsOf('mfa-700000002');
    const sent = events.filter((e) => e.type === 'VerificationCodeSent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ purpose: 'verify-phone', phone: '6085550911', codeHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(Date.parse(sent[0]!.data.expiresAt) - Date.parse(sent[0]!.data.sentAt)).toBe(10 * 60 * 1000);
    expect(JSON.stringify(events)).not.toContain(code);
    expect(sent[0]!.metadata.actor).toEqual({ accountNumber: '700000002', customerGroup: 'Staff' });

    const resend = await call('/api/customer/resendmfacode', {}, { token });
    expect(resend.status).toBe(429);
    expect(resend.body).toMatchObject({ code: 'RESEND_TOO_SOON', message: SECURITY_MESSAGES.resendTooSoon });
  });

  it('answers a wrong code with the spec text and records it; five wrong guesses kill the code', async () => {
    const token = await signIn(DEMO.staffB);
    const code = await withEnv({ VERIFICATION_CODE_RESEND_COOLDOWN_MS: '1' }, () => numberWithCode(token, '6085550912'));
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await call('/api/customer/VerifyCode', { code: wrong }, { token });
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ status: 400, error: true, code: 'INVALID_CODE', message: "Oops! That's not the correct code." });
    for (let i = 2; i <= 5; i++) expect((await call('/api/customer/VerifyCode', { code: wrong }, { token })).body.code).toBe('INVALID_CODE');
    const rejected = (await eventsOf('mfa-700000002')).filter((e) => e.type === 'VerificationCodeRejected');
    expect(rejected.slice(-5).map((e) => e.data.attempt)).toEqual([1, 2, 3, 4, 5]);

    const exhausted = await call('/api/customer/VerifyCode', { code }, { token });
    expect(exhausted.status).toBe(422);
    expect(exhausted.body).toMatchObject({ code: 'CODE_ATTEMPTS_EXHAUSTED', message: SECURITY_MESSAGES.codeAttemptsExhausted });

    // "Resend code": a new code works, the old one stays dead.
    const resent = await withEnv({ VERIFICATION_CODE_RESEND_COOLDOWN_MS: '1' }, () => call('/api/customer/resendmfacode', {}, { token }));
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const fresh = (await latestSms('6085550912')).code;
    if (fresh !== code) expect((await call('/api/customer/VerifyCode', { code }, { token })).body.code).toBe('INVALID_CODE');
    const ok = await call('/api/customer/VerifyCode', { code: fresh }, { token });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ verified: true, phone: '6085550912', isMfaEnabled: false });
  });

  it('expires a code after its lifetime (configurable; 10 minutes by default)', async () => {
    const token = await signIn(DEMO.staffB);
    const code = await withEnv({ VERIFICATION_CODE_TTL_MS: '300', VERIFICATION_CODE_RESEND_COOLDOWN_MS: '1' }, () => numberWithCode(token, '6085550913'));
    await new Promise((r) => setTimeout(r, 400));
    const late = await call('/api/customer/VerifyCode', { code }, { token });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ code: 'CODE_EXPIRED', message: SECURITY_MESSAGES.codeExpired });
  });

  it('"try another number": a code sent to the previous number no longer verifies', async () => {
    const token = await signIn(DEMO.staffB);
    const oldCode = await withEnv({ VERIFICATION_CODE_RESEND_COOLDOWN_MS: '1' }, () => numberWithCode(token, '6085550914'));
    await call('/api/customer/UpdateSMSNumber', { phone: '6085550915' }, { token });
    const r = await call('/api/customer/VerifyCode', { code: oldCode }, { token });
    expect(r.body).toMatchObject({ status: 422, code: 'NO_CODE_PENDING' });
  });

  it('limits codes per account per hour', async () => {
    const token = await signIn(DEMO.staffB);
    await withEnv({ VERIFICATION_CODE_RESEND_COOLDOWN_MS: '1', VERIFICATION_CODES_PER_HOUR: '1' }, async () => {
      const r = await call('/api/customer/SendVerificationCode', {}, { token });
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({ code: 'TOO_MANY_CODES', message: SECURITY_MESSAGES.tooManyCodes });
    });
  });
});

describe('two-factor on and off', () => {
  it('cannot be turned on without a verified number', async () => {
    const token = await signIn(DEMO.patient);
    const r = await call('/api/customer/mfapreference', { isMfaEnabled: true }, { token });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('SMS_NUMBER_REQUIRED');
    await call('/api/customer/UpdateSMSNumber', { phone: '5125550143' }, { token });
    expect((await call('/api/customer/mfapreference', { isMfaEnabled: true }, { token })).body.code).toBe('SMS_NUMBER_NOT_VERIFIED');
    expect((await call('/api/customer/mfapreference', {}, { token })).status).toBe(400);
  });

  it('records "don\'t show again" (hideMfaModal) and shows it in the profile', async () => {
    const token = await signIn(DEMO.patient);
    const r = await call('/api/customer/mfapreference', { hideMfaModal: true }, { token });
    expect(r.body).toMatchObject({ isMfaEnabled: false, hideMfaModal: true, position: expect.any(Number) });
    const profile = await fresh('/api/customer/get', {}, { token }, { 'x-min-position': String(r.body.position) });
    expect(profile.body).toMatchObject({ hideMfaModal: true, isMfaEnabled: false });
    expect((await attemptSignIn(DEMO.patient)).body.hideMfaModal).toBe(true);
  });

  it('secures an account: verify + enable, then sign-in needs the texted code (mfalogin), which works once', async () => {
    const token = await signIn(DEMO.staff);
    const code = await numberWithCode(token, '5125550177');
    const verified = await call('/api/customer/VerifyCode', { code, enableTwoFactor: true }, { token });
    expect(verified.body).toMatchObject({ verified: true, isMfaEnabled: true });
    const status = await call('/api/customer/GetSMSNumber', {}, { token, headers: { 'x-min-position': String(verified.body.position) } });
    expect(status.body).toMatchObject({ isVerified: true, isMfaEnabled: true, signInCodesTo: '(•••) •••-0177' });
    expect((await call('/api/customer/get', {}, { token, headers: { 'x-min-position': String(verified.body.position) } })).body.isMfaEnabled).toBe(true);

    // Sign-in answers without a token: the spec keeps a user only with customerGroup and token.
    const first = await attemptSignIn(DEMO.staff);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      mfaRequired: true,
      mfaContext: expect.stringMatching(/^700000001\./),
      accountNumber: '700000001',
      maskedPhone: '(•••) •••-0177',
      codeExpiresAt: expect.any(String),
      resendAvailableAt: expect.any(String),
    });
    expect(first.body.token).toBeUndefined();
    const sms = await latestSms('5125550177');
    expect(sms.body).toMatch(/is your sign-in code/);

    const wrong = await call('/api/customer/mfalogin', { mfaContext: first.body.mfaContext, code: sms.code === '123456' ? '654321' : '123456' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Oops! That's not the correct code.");

    const done = await call('/api/customer/mfalogin', { mfaContext: first.body.mfaContext, code: sms.code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ customerGroup: 'Staff', accountNumber: '700000001', isMfaEnabled: true, token: expect.any(String), deviceToken: expect.any(String) });
    expect((await call('/api/customer/get', {}, { token: done.body.token })).status).toBe(200);
    const verifiedEvents = (await eventsOf('mfa-700000001')).filter((e) => e.type === 'MfaSignInVerified');
    expect(verifiedEvents).toHaveLength(1);
    expect((await eventsOf('customer-700000001')).some((e) => e.type === 'SignedIn' && e.data.sessionId === verifiedEvents[0]!.data.sessionId)).toBe(true);

    // The code and the sign-in are used up.
    const replay = await call('/api/customer/mfalogin', { mfaContext: first.body.mfaContext, code: sms.code });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('MFA_CONTEXT_INVALID');
    // A forged or foreign context gets nothing.
    expect((await call('/api/customer/mfalogin', { mfaContext: `700000001.${'x'.repeat(43)}`, code: sms.code })).status).toBe(401);
    expect((await call('/api/customer/mfalogin', { mfaContext: 'nonsense-context', code: sms.code })).status).toBe(401);
  });

  it('resends a sign-in code for a pending sign-in only; the new code replaces the old', async () => {
    const first = await attemptSignIn(DEMO.staff);
    expect(first.body.mfaRequired).toBe(true);
    const oldCode = (await latestSms('5125550177')).code;
    const resent = await withEnv({ VERIFICATION_CODE_RESEND_COOLDOWN_MS: '1' }, () => call('/api/customer/resendmfacode', { mfaContext: first.body.mfaContext }));
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.maskedPhone).toBe('(•••) •••-0177');
    const newCode = (await latestSms('5125550177')).code;
    if (newCode !== oldCode) expect((await call('/api/customer/mfalogin', { mfaContext: first.body.mfaContext, code: oldCode })).body.code).toBe('INVALID_CODE');
    expect((await call('/api/customer/mfalogin', { mfaContext: first.body.mfaContext, code: newCode })).status).toBe(200);

    const bogus = await call('/api/customer/resendmfacode', { mfaContext: `700000001.${'y'.repeat(43)}` });
    expect(bogus.status).toBe(401);
    expect(bogus.body.code).toBe('MFA_CONTEXT_INVALID');
  });

  it('expires a sign-in code too', async () => {
    const first = await withEnv({ VERIFICATION_CODE_TTL_MS: '300' }, () => attemptSignIn(DEMO.staff));
    const code = (await latestSms('5125550177')).code;
    await new Promise((r) => setTimeout(r, 400));
    expect((await call('/api/customer/mfalogin', { mfaContext: first.body.mfaContext, code })).body).toMatchObject({ status: 422, code: 'CODE_EXPIRED' });
  });

  it('turns two-factor off (TwoFactorDisabled): sign-in gives a token again', async () => {
    // This account has had many codes this hour already; the hourly allowance is tested above.
    const first = await withEnv({ VERIFICATION_CODES_PER_HOUR: '50' }, () => attemptSignIn(DEMO.staff));
    expect(first.body.mfaRequired).toBe(true);
    const code = (await latestSms('5125550177')).code;
    const session = await call('/api/customer/mfalogin', { mfaContext: first.body.mfaContext, code });
    expect(session.status).toBe(200);
    const off = await call('/api/customer/mfapreference', { isMfaEnabled: false }, { token: session.body.token });
    expect(off.body).toMatchObject({ isMfaEnabled: false });
    const plain = await attemptSignIn(DEMO.staff);
    expect(plain.body.token).toEqual(expect.any(String));
    expect(plain.body.isMfaEnabled).toBe(false);
    const types = (await eventsOf('mfa-700000001')).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['PhoneNumberSet', 'VerificationCodeSent', 'PhoneNumberVerified', 'TwoFactorEnabled', 'MfaSignInVerified', 'TwoFactorDisabled']));
  });
});

describe('dev SMS outbox and OpenAPI', () => {
  it('lists texts per number and serves one by id and the /dev/sms page', async () => {
    const list = await call('/api/dev/sms?to=5125550177&limit=1');
    expect(list.body.items).toHaveLength(1);
    expect(list.body.total).toBeGreaterThan(1);
    const one = await call(`/api/dev/sms/${list.body.items[0].id}`);
    expect(one.body).toMatchObject({ to: '5125550177', tags: expect.arrayContaining(['verification-code']) });
    expect((await call('/api/dev/sms/00000000-0000-7000-8000-000000000000')).status).toBe(404);
    const page = await platform.app.inject({ method: 'GET', url: '/dev/sms?to=5125550177' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Development SMS outbox');
    expect(page.body).toMatch(/<mark>\d{6}<\/mark>/);
  });

  it('documents every MFA path of the spec, exact case', async () => {
    const doc = await call('/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/customer/UpdateSMSNumber',
        '/api/customer/GetSMSNumber',
        '/api/customer/SendVerificationCode',
        '/api/customer/VerifyCode',
        '/api/customer/resendmfacode',
        '/api/customer/mfapreference',
        '/api/customer/mfalogin',
        '/api/customer/signin',
      ]),
    );
  });
});
