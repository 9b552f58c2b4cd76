import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/shared/errors';
import { SECURITY_DEFAULTS } from '../../domain/security/constants';
import { SECURITY_MESSAGES } from '../../domain/security/messages';
import { CHEAP_HUMAN_CHECK, testApp, withEnv } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, humanCheckToken, attemptSignIn, solveHumanCheck } = testApp();
let ipCounter = 0;
/** A fresh client address per test, so per-IP limits of one test never touch another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function attempts(accountKey: string): Promise<Record<string, number>> {
  const { rows } = await platform.infra.sql.query<{ outcome: string; n: number }>(
    `SELECT outcome, count(*)::int AS n FROM sign_in_attempts WHERE account_key = $1 GROUP BY outcome`,
    [accountKey],
  );
  return Object.fromEntries(rows.map((r) => [r.outcome, Number(r.n)]));
}

const wrong = (email: string, extra: Record<string, unknown> = {}, ip?: string) =>
  call('/api/customer/signin', { email, password: 'Wrong-Password-1!', ...extra }, ip ? { ip } : {});


describe('sign-in throttling per account (spec defaults)', () => {
  it('lets no more than 100 failed attempts per account per hour through; after that it refuses without checking the password', async () => {
    expect(SECURITY_DEFAULTS.signInMaxFailuresPerHour).toBe(100);
    expect(SECURITY_DEFAULTS.signInHumanCheckAfter).toBe(5);
    await withEnv({ ...CHEAP_HUMAN_CHECK, SIGN_IN_REQUESTS_PER_IP_PER_MINUTE: '1000', SIGN_IN_IP_HUMAN_CHECK_AFTER: '100000' }, async () => {
      const email = DEMO.adminB;
      for (let i = 0; i < 100; i++) {
        // From the 6th failure on, each attempt needs a fresh human check (here: the widget's payload).
        const extra = i >= SECURITY_DEFAULTS.signInHumanCheckAfter ? { humanCheck: await solveHumanCheck() } : {};
        const r = await wrong(email, extra, freshIp());
        expect(r.status, `attempt ${i + 1}: ${JSON.stringify(r.body)}`).toBe(401);
        expect(r.body.code).toBe('INVALID_VALUE');
      }
      expect(await attempts('800000002')).toEqual({ failed: 100 });

      // The 101st: refused without checking, even with the right password and a human check.
      const refused = await attemptSignIn(email, { humanCheck: await solveHumanCheck() }, freshIp());
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ status: 429, error: true, code: 'TOO_MANY_ATTEMPTS', message: SECURITY_MESSAGES.tooManySignInAttempts });
      expect(await attempts('800000002')).toEqual({ failed: 100, refused: 1 });
    });
  }, 120_000);
});

describe('soft lockout the attacker cannot turn against the owner', () => {
  const env = {
    ...CHEAP_HUMAN_CHECK,
    SIGN_IN_HUMAN_CHECK_AFTER: '3',
    SIGN_IN_MAX_FAILURES_PER_HOUR: '6',
    SIGN_IN_MAX_FAILURES_PER_DEVICE_PER_HOUR: '2',
    SIGN_IN_REQUESTS_PER_IP_PER_MINUTE: '1000',
    SIGN_IN_IP_HUMAN_CHECK_AFTER: '100000',
  };

  it('asks for the human check after a few failures; a human with the right password still gets in', async () => {
    await withEnv(env, async () => {
      const email = 'patient.lakeside@demo.lensloop.test';
      for (let i = 0; i < 3; i++) expect((await wrong(email, {}, freshIp())).body.code).toBe('INVALID_VALUE');

      // Without a human check even the right password is not checked.
      const challenged = await attemptSignIn(email, {}, freshIp());
      expect(challenged.status).toBe(401);
      expect(challenged.body).toMatchObject({ code: 'HUMAN_CHECK_REQUIRED', message: SECURITY_MESSAGES.humanCheckRequired });
      const bogus = await attemptSignIn(email, { humanCheck: 'hc1.nope.1.abc' }, freshIp());
      expect(bogus.body.code).toBe('HUMAN_CHECK_FAILED');

      // With one, the answer is the usual one; a human-check token works once.
      const ip = freshIp();
      const token = await humanCheckToken(ip);
      const ok = await attemptSignIn(email, { humanCheck: token }, ip);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.token).toEqual(expect.any(String));
      expect((await attemptSignIn(email, { humanCheck: token }, ip)).body.code).toBe('HUMAN_CHECK_FAILED');
    });
  });

  it('at the hourly cap refuses unknown devices, but the owner signs in from a device that signed in before', async () => {
    await withEnv(env, async () => {
      const email = DEMO.staffB;
      const before = await attemptSignIn(email, {}, freshIp());
      const deviceToken = before.body.deviceToken as string;
      expect(deviceToken).toEqual(expect.any(String));

      // An attacker burns the account's allowance (with human checks once asked).
      for (let i = 0; i < 6; i++) {
        const extra = i >= 3 ? { humanCheck: await humanCheckToken() } : {};
        expect((await wrong(email, extra, freshIp())).body.code).toBe('INVALID_VALUE');
      }
      expect((await attemptSignIn(email, { humanCheck: await humanCheckToken() }, freshIp())).body.code).toBe('TOO_MANY_ATTEMPTS');

      // The owner's known device is not locked out, needs no human check, and keeps its device id.
      const owner = await attemptSignIn(email, { deviceToken }, freshIp());
      expect(owner.status, JSON.stringify(owner.body)).toBe(200);
      expect(owner.body.deviceToken).toEqual(expect.any(String));

      // A device token is bound to its account: it does not open another throttled account
      // (admin.lakeside reached its cap in the first test).
      const other = await attemptSignIn(DEMO.adminB, { deviceToken }, freshIp());
      expect(other.body.code).toBe('TOO_MANY_ATTEMPTS');

      // The device has its own small allowance; beyond it, the device is treated as unknown (and refused at the cap).
      for (let i = 0; i < 2; i++) expect((await wrong(email, { deviceToken }, freshIp())).body.code).toBe('INVALID_VALUE');
      expect((await attemptSignIn(email, { deviceToken }, freshIp())).body.code).toBe('TOO_MANY_ATTEMPTS');
    });
  });

  it('throttles unknown e-mails exactly like accounts (no enumeration), without storing the address', async () => {
    await withEnv(env, async () => {
      const email = 'nobody.here@example.com';
      for (let i = 0; i < 3; i++) {
        const r = await wrong(email, {}, freshIp());
        expect(r.body).toEqual({ status: 401, error: true, code: 'INVALID_VALUE', message: MESSAGES.invalidSignIn });
      }
      expect((await wrong(email, {}, freshIp())).body.code).toBe('HUMAN_CHECK_REQUIRED');
      const { rows } = await platform.infra.sql.query<{ account_key: string }>(`SELECT DISTINCT account_key FROM sign_in_attempts WHERE account_key LIKE 'email:%'`);
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain('nobody');
    });
  });
});

describe('per-IP limits', () => {
  it('asks one address for the human check after many failures across accounts', async () => {
    await withEnv({ ...CHEAP_HUMAN_CHECK, SIGN_IN_IP_HUMAN_CHECK_AFTER: '2', SIGN_IN_REQUESTS_PER_IP_PER_MINUTE: '1000' }, async () => {
      const ip = freshIp();
      expect((await wrong('stuffing.one@example.com', {}, ip)).body.code).toBe('INVALID_VALUE');
      expect((await wrong('stuffing.two@example.com', {}, ip)).body.code).toBe('INVALID_VALUE');
      expect((await wrong('stuffing.three@example.com', {}, ip)).body.code).toBe('HUMAN_CHECK_REQUIRED');
      expect((await wrong('stuffing.three@example.com', {}, freshIp())).body.code).toBe('INVALID_VALUE');
    });
  });

  it('caps requests per IP per minute on the sign-in route (429 TOO_MANY_REQUESTS)', async () => {
    await withEnv({ SIGN_IN_REQUESTS_PER_IP_PER_MINUTE: '3' }, async () => {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) expect((await wrong(`flood.${i}@example.com`, {}, ip)).status).toBe(401);
      const flooded = await wrong('flood.x@example.com', {}, ip);
      expect(flooded.status).toBe(429);
      expect(flooded.body).toEqual({ status: 429, error: true, code: 'TOO_MANY_REQUESTS', message: SECURITY_MESSAGES.tooManyRequests });
      expect(flooded.headers['retry-after']).toBeDefined();
      expect((await wrong('flood.y@example.com', {}, freshIp())).status).toBe(401);
    });
  });

  it('counts the connection\'s address: a client\'s own X-Forwarded-For does not get it a fresh allowance', async () => {
    await withEnv({ SIGN_IN_REQUESTS_PER_IP_PER_MINUTE: '2' }, async () => {
      const ip = freshIp();
      const spoofed = (n: number) =>
        call('/api/customer/signin', { email: `spoof.${n}@example.com`, password: 'Wrong-Password-1!' }, { ip, headers: { 'x-forwarded-for': `192.0.2.${n}` } });
      expect((await spoofed(1)).status).toBe(401);
      expect((await spoofed(2)).status).toBe(401);
      expect((await spoofed(3)).status).toBe(429);
    });
  });
});
