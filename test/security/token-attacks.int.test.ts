import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHEAP_HUMAN_CHECK, testApp } from '../support/test-app';
import { recordReply, unsafeReplies } from './reply-hygiene';

/**
 * Issue #21, token attacks, each refused with its status and code: a bearer token with alg none,
 * a tampered payload, expired, signed with another key, of an unknown session, of a signed-out
 * session, renewed away (older than TOKEN_RENEWAL_GRACE_MS, D-526), a link token passed as a
 * bearer token; and every action token reused after its use: the welcome (set-password) link,
 * the reset-password link, the e-mail confirmation link (TOKEN_USED), the unsubscribe link
 * (answers again without changing anything).
 */
const GRACE_MS = 300;
const { platform, call, signIn, waitForMail, linkToken, registeredPatient, eventsOf, createPatient } = testApp({ env: { TOKEN_RENEWAL_GRACE_MS: String(GRACE_MS), ...CHEAP_HUMAN_CHECK } });

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];
const claimsOf = (token: string) => JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString()) as Record<string, unknown>;
const hs256 = (header: unknown, payload: unknown, key: string | Buffer) => {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
};

let patient: string;
const refusals: { what: string; status: number; code: string }[] = [];

/** A protected read with the token: must be 401 UNAUTHORIZED. */
async function expectRefused(what: string, token: string) {
  for (const [path, body] of [['/api/customer/get', {}], ['/api/customer/getbytoken', {}]] as const) {
    const r = await call(path, body, token);
    recordReply(`${what} ${path}`, r);
    refusals.push({ what, status: r.status, code: r.body?.code });
    expect(r.status, `${what} on ${path}: ${r.text}`).toBe(401);
    expect(r.body, what).toMatchObject({ status: 401, error: true, code: 'UNAUTHORIZED' });
  }
}

beforeAll(async () => {
  patient = await signIn('patient');
  expect((await call('/api/customer/get', {}, patient)).status).toBe(200);
});

describe('forged and stale bearer tokens', () => {
  it('refuses alg none, with and without a signature part', async () => {
    const claims = claimsOf(patient);
    await expectRefused('alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
    await expectRefused('alg none, no dot', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`);
    await expectRefused('alg None', `${b64({ alg: 'None' })}.${b64({ ...claims, customerGroup: 'CSR' })}.`);
  });

  it('refuses a tampered payload (group raised to CSR, another account) under the original signature', async () => {
    const [header, , signature] = parts(patient);
    const claims = claimsOf(patient);
    await expectRefused('tampered group', `${header}.${b64({ ...claims, customerGroup: 'CSR' })}.${signature}`);
    await expectRefused('tampered account', `${header}.${b64({ ...claims, sub: '800000002' })}.${signature}`);
    await expectRefused('tampered expiry', `${header}.${b64({ ...claims, exp: Number(claims.exp) + 86_400 })}.${signature}`);
  });

  it('refuses a token signed with another key, and an HS256 token whose key is the header text (alg confusion)', async () => {
    const claims = claimsOf(patient);
    await expectRefused('wrong key', hs256({ alg: 'HS256', typ: 'JWT' }, claims, randomBytes(32)));
    await expectRefused('empty key', hs256({ alg: 'HS256', typ: 'JWT' }, claims, ''));
    await expectRefused('RS256 header', hs256({ alg: 'RS256', typ: 'JWT' }, claims, 'public-key'));
  });

  it('refuses an expired token signed with the real key', async () => {
    const claims = claimsOf(patient);
    const now = Math.floor(Date.now() / 1000);
    const expired = platform.app.jwt.sign({ ...claims, iat: now - 7200, exp: now - 3600 } as never);
    expect(Number(claimsOf(expired).exp)).toBeLessThan(now);
    await expectRefused('expired', expired);
  });

  it('refuses a token of a session that never existed, signed with the real key', async () => {
    const { iat: _iat, exp: _exp, ...claims } = claimsOf(patient);
    await expectRefused('unknown session', platform.app.jwt.sign({ ...claims, sessionId: randomUUID() } as never));
    await expectRefused('session of another account', platform.app.jwt.sign({ ...claims, sub: '800000001', customerGroup: 'Practice' } as never));
  });

  it('refuses the token of a signed-out session', async () => {
    const token = await signIn('patient');
    expect((await call('/api/customer/get', {}, token)).status).toBe(200);
    const out = await call('/api/customer/signout', {}, token);
    expect(out.status, out.text).toBe(200);
    await expectRefused('signed out', token);
    // The other sessions of the account stay open.
    expect((await call('/api/customer/get', {}, patient)).status).toBe(200);
  });

  it('refuses a token renewed away once the grace has passed, and its renewal too', async () => {
    const first = await signIn('staff');
    const renewed = await call('/api/session/renew', {}, first);
    expect(renewed.status, renewed.text).toBe(200);
    const second = renewed.body.token as string;
    expect(claimsOf(second).sessionId).toBe(claimsOf(first).sessionId);
    expect((await call('/api/customer/get', {}, second)).status).toBe(200);
    const third = (await call('/api/session/renew', {}, second)).body.token as string;
    await new Promise((r) => setTimeout(r, GRACE_MS * 3));
    await expectRefused('renewed away', first);
    await expectRefused('renewed away (second generation)', second);
    const again = await call('/api/session/renew', {}, first);
    expect(again).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect((await call('/api/customer/get', {}, third)).status).toBe(200);
  });

  it('refuses a link token (welcome, reset) as a bearer token', async () => {
    const { email } = await registeredPatient('Tokenia', 'Harbor#Light47');
    const welcome = linkToken((await waitForMail(email, { tag: 'welcome' })).text, '/welcome');
    await expectRefused('welcome link as bearer', welcome);
  });
});

describe('action tokens are spent by their use', () => {
  const PASSWORD = 'Harbor#Light47';

  it('a welcome (set-password) link sets the password once: TOKEN_USED after', async () => {
    const { email } = await createPatient(await signIn('staff'), { firstName: 'Reuse', lastName: 'Welcome' });
    const token = linkToken((await waitForMail(email, { tag: 'welcome' })).text, '/welcome');
    expect((await call('/api/customer/setpassword', { token, newPassword: PASSWORD, confirmPassword: PASSWORD })).status).toBe(200);
    const reused = await call('/api/customer/setpassword', { token, newPassword: 'Other#Pass4u', confirmPassword: 'Other#Pass4u' });
    expect(reused).toMatchObject({ status: 400, body: { code: 'TOKEN_USED' } });
  });

  it('a reset-password link resets once: TOKEN_USED after', async () => {
    const { email } = await registeredPatient('Resetta', PASSWORD);
    expect((await call('/api/customer/ForgetPassword', { email })).status).toBe(200);
    const token = linkToken((await waitForMail(email, { tag: 'password-reset' })).text, '/reset-password');
    expect((await call('/api/customer/setpassword', { token, newPassword: 'Fresh#Start2027', confirmPassword: 'Fresh#Start2027' })).status).toBe(200);
    const reused = await call('/api/customer/setpassword', { token, newPassword: 'Other#Pass4u', confirmPassword: 'Other#Pass4u' });
    expect(reused).toMatchObject({ status: 400, body: { code: 'TOKEN_USED' } });
    expect((await call('/api/customer/signin', { email, password: 'Other#Pass4u' })).status).toBe(401);
  });

  it('an e-mail confirmation link confirms once: TOKEN_USED after', async () => {
    const { email } = await registeredPatient('Confirma', PASSWORD);
    const token = await signIn(email, PASSWORD);
    const newEmail = `confirma.new.${Date.now()}@example.com`;
    expect((await call('/api/customer/editemail', { email: newEmail }, token)).status).toBe(200);
    const link = linkToken((await waitForMail(newEmail, { tag: 'email-change' })).text, '/verifyemail');
    expect((await call('/api/customer/confirmemailchange', { token: link, email, password: PASSWORD })).status).toBe(200);
    const reused = await call('/api/customer/confirmemailchange', { token: link, email: newEmail, password: PASSWORD });
    expect(reused).toMatchObject({ status: 400, body: { code: 'TOKEN_USED' } });
  });

  it('an unsubscribe link changes the preference once; used again it answers and appends nothing', async () => {
    const { unsubscribeLink } = await import('../../infra/auth/unsubscribe-token');
    const me = (await call('/api/customer/get', {}, patient)).body;
    const link = await unsubscribeLink(platform.infra.sql, 'http://localhost:3000', me.accountNumber, 'all', 60_000);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    const first = await call('/api/customer/unsubscribe', { token });
    expect(first.body).toMatchObject({ unsubscribed: true, position: expect.any(Number) });
    const before = (await eventsOf(`customer-${me.accountNumber}`)).length;
    const again = await call('/api/customer/unsubscribe', { token });
    expect(again.body).toMatchObject({ unsubscribed: true, position: null });
    expect((await eventsOf(`customer-${me.accountNumber}`)).length).toBe(before);
    // An unsubscribe token is no bearer token, nor a set-password token.
    await expectRefused('unsubscribe token as bearer', token);
    expect((await call('/api/customer/setpassword', { token, newPassword: PASSWORD, confirmPassword: PASSWORD })).body.code).toBe('TOKEN_INVALID');
  });
});

describe('the refusals', () => {
  it('never show a stack trace or SQL', () => {
    expect(refusals.length).toBeGreaterThan(20);
    expect(unsafeReplies().findings).toEqual([]);
  });
});
