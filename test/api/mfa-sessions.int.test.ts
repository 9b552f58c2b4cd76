import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, TOKEN_CHECK_MS } from '../../domain/shared/constants';
import { IDLE_WARNING_MS } from '../../domain/security/constants';
import { testApp, withEnv } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, attemptSignIn } = testApp();

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;


describe('/customer/getbytoken (token check, sliding session)', () => {
  it('answers the profile and a renewed token for the same session', async () => {
    const first = (await attemptSignIn(DEMO.staff)).body.token as string;
    await new Promise((r) => setTimeout(r, 1100)); // a later second, so the renewed token differs
    const r = await call('/api/customer/getbytoken', {}, { token: first });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ accountNumber: '700000001', customerGroup: 'Staff', email: DEMO.staff, isMfaEnabled: false, token: expect.any(String) });
    const before = claimsOf(first);
    const after = claimsOf(r.body.token);
    expect(after.sessionId).toBe(before.sessionId);
    expect(after.sub).toBe(before.sub);
    expect(Number(after.exp)).toBeGreaterThan(Number(before.exp));
    expect(Number(after.exp) - Number(after.iat)).toBe(TOKEN_CHECK_MS / 1000);
    expect(Date.parse(r.body.expiresAt)).toBe(Number(after.exp) * 1000);
    expect((await call('/api/customer/get', {}, { token: r.body.token })).status).toBe(200);
  });

  it('caches the answer per token (same token → same reply)', async () => {
    const token = (await attemptSignIn(DEMO.admin)).body.token as string;
    const a = await call('/api/customer/getbytoken', {}, { token });
    await new Promise((r) => setTimeout(r, 1100));
    const b = await call('/api/customer/getbytoken', {}, { token });
    expect(b.body).toEqual(a.body);
    await withEnv({ PROFILE_CACHE_MS: '1' }, async () => {
      const other = (await attemptSignIn(DEMO.admin)).body.token as string;
      const c = await call('/api/customer/getbytoken', {}, { token: other });
      await new Promise((r) => setTimeout(r, 1100));
      const d = await call('/api/customer/getbytoken', {}, { token: other });
      expect(d.body.token).not.toBe(c.body.token);
    });
  });

  it('refuses a signed-out session even when cached, and never renews past the maximum session length', async () => {
    const token = (await attemptSignIn(DEMO.csr)).body.token as string;
    expect((await call('/api/customer/getbytoken', {}, { token })).status).toBe(200);
    await call('/api/customer/signout', {}, { token });
    await platform.projections.caughtUp();
    const after = await call('/api/customer/getbytoken', {}, { token });
    expect(after.status).toBe(401);

    const fresh = (await attemptSignIn(DEMO.csr)).body.token as string;
    await platform.projections.caughtUp();
    await withEnv({ SESSION_MAX_MS: '1' }, async () => {
      const r = await call('/api/customer/getbytoken', {}, { token: fresh });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Your session has expired. Please sign in again.' });
    });
    expect((await call('/api/customer/getbytoken', {})).status).toBe(401);
  });

  it('serves the browser\'s session timers: the spec\'s defaults, configurable', async () => {
    const r = await call('/api/session/config', {});
    expect(r.body).toEqual({ idleTimeoutMs: IDLE_TIMEOUT_MS, idleWarningMs: IDLE_WARNING_MS, tokenCheckMs: TOKEN_CHECK_MS, featureFlags: [] });
    expect(r.body.idleTimeoutMs).toBe(1_680_000);
    expect(r.body.tokenCheckMs).toBe(1_200_000);
    await withEnv({ IDLE_TIMEOUT_MS: '5000', IDLE_WARNING_MS: '3000' }, async () => {
      expect((await call('/api/session/config', {})).body).toEqual({ idleTimeoutMs: 5000, idleWarningMs: 3000, tokenCheckMs: TOKEN_CHECK_MS, featureFlags: [] });
    });
  });
});

describe('two-factor settings belong to the account holder', () => {
  it('refuses MFA changes made by a CSR impersonating the user', async () => {
    const csr = (await attemptSignIn(DEMO.csr)).body.token as string;
    const began = await call('/api/customer/beginimpersonation', { accountNumber: '700000002' }, { token: csr });
    expect(began.status, JSON.stringify(began.body)).toBe(200);
    const acting = began.body.token as string;
    for (const [path, body] of [
      ['/api/customer/UpdateSMSNumber', { phone: '6085550100' }],
      ['/api/customer/SendVerificationCode', {}],
      ['/api/customer/VerifyCode', { code: '123456' }],
      ['/api/customer/mfapreference', { isMfaEnabled: false }],
    ] as const) {
      const r = await call(path, body, { token: acting });
      expect(r.status, path).toBe(403);
      expect(r.body.message).toBe('Two-factor settings can only be changed by the account holder.');
    }
    expect((await call('/api/customer/GetSMSNumber', {}, { token: acting })).status).toBe(200);
  });
});
