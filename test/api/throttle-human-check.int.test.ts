import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/shared/errors';
import { requireHumanCheck } from '../../infra/http/human-check';
import { CHEAP_HUMAN_CHECK, testApp, withEnv } from '../support/test-app';

const { platform, call, humanCheckToken, solveHumanCheck } = testApp({ seed: false });

const expectRefusal = async (value: string | undefined, code: string) => {
  const error = await requireHumanCheck(platform.infra.sql, value).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code });
};

describe('human check (self-hosted proof of work)', () => {
  it('serves signed, expiring PBKDF2 challenges, never cached, at the default difficulty', async () => {
    const r = await call('/api/customer/recaptcha/challenge');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', cost: 2000, keyPrefix: expect.any(String), expiresAt: expect.any(Number), data: { challengeId: expect.any(String) } },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(r.body.parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9 * 60 * 1000);
  });

  it('POST /customer/recaptcha/verify {response}: a solution gives a single-use token; the same solution twice fails', async () => {
    await withEnv(CHEAP_HUMAN_CHECK, async () => {
      const response = await solveHumanCheck();
      const ok = await call('/api/customer/recaptcha/verify', { response });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true, token: expect.stringMatching(/^hc1\./), expiresAt: expect.any(String) });
      const again = await call('/api/customer/recaptcha/verify', { response });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ error: true, code: 'HUMAN_CHECK_FAILED' });

      // The token passes a protected route's check once.
      await requireHumanCheck(platform.infra.sql, ok.body.token);
      await expectRefusal(ok.body.token, 'HUMAN_CHECK_FAILED');
    });
  });

  it('refuses a tampered challenge, a wrong solution, garbage, and no value at all', async () => {
    await withEnv(CHEAP_HUMAN_CHECK, async () => {
      const challenge = (await call('/api/customer/recaptcha/challenge')).body as Challenge;
      const solution = (await solveChallenge({ challenge, deriveKey }))!;
      const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
      const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1, keyPrefix: '00' } };
      expect((await call('/api/customer/recaptcha/verify', { response: encode({ challenge: tampered, solution }) })).body.code).toBe('HUMAN_CHECK_FAILED');
      expect((await call('/api/customer/recaptcha/verify', { response: encode({ challenge, solution: { ...solution, derivedKey: solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) } }) })).body.code).toBe('HUMAN_CHECK_FAILED');
      expect((await call('/api/customer/recaptcha/verify', { response: 'not-base64-json' })).body.code).toBe('HUMAN_CHECK_FAILED');
      expect((await call('/api/customer/recaptcha/verify', {})).status).toBe(400);
      await expectRefusal(undefined, 'HUMAN_CHECK_REQUIRED');
      await expectRefusal('hc1.forged.9999999999.00', 'HUMAN_CHECK_FAILED');
      // The untouched solution is still good (the failures above did not use it up).
      expect((await call('/api/customer/recaptcha/verify', { response: encode({ challenge, solution }) })).status).toBe(200);
    });
  });

  it('refuses an expired challenge and an expired token', async () => {
    await withEnv({ ...CHEAP_HUMAN_CHECK, HUMAN_CHECK_TTL_MS: '1500' }, async () => {
      const response = await solveHumanCheck();
      const token = await humanCheckToken();
      await new Promise((r) => setTimeout(r, 2100));
      expect((await call('/api/customer/recaptcha/verify', { response })).body.code).toBe('HUMAN_CHECK_FAILED');
      await expectRefusal(token, 'HUMAN_CHECK_FAILED');
    });
  });

  it('accepts the widget payload directly on a protected route, once', async () => {
    await withEnv(CHEAP_HUMAN_CHECK, async () => {
      const payload = await solveHumanCheck();
      await requireHumanCheck(platform.infra.sql, payload);
      await expectRefusal(payload, 'HUMAN_CHECK_FAILED');
    });
  });

  it('is documented in OpenAPI at the spec path', async () => {
    const doc = await call('/api/openapi.json');
    expect(doc.body.paths['/api/customer/recaptcha/verify'].post.requestBody).toBeDefined();
    expect(doc.body.paths['/api/customer/recaptcha/challenge'].get).toBeDefined();
  });
});
