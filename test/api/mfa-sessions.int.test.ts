import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, TOKEN_CHECK_MS } from '../../domain/shared/constants';
import { IDLE_WARNING_MS } from '../../domain/security/constants';
import { testApp, withEnv } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { platform, call, attemptSignIn } = testApp();

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;


describe('/customer/getbytoken and /session/renew (token check, sliding session, D-526)', () => {
  it('getbytoken answers the profile for the bearer token, and that token', async () => {
    const first = (await attemptSignIn(DEMO.staff)).body.token as string;
    const r = await call('/api/customer/getbytoken', {}, { token: first });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ accountNumber: '700000001', customerGroup: 'Staff', email: DEMO.staff, isMfaEnabled: false, token: first });
    expect(Date.parse(r.body.expiresAt)).toBe(Number(claimsOf(first).exp) * 1000);
  });

  it('renews: the next generation of the same session, and the old token stops working', async () => {
    const first = (await attemptSignIn(DEMO.staff)).body.token as string;
    await new Promise((r) => setTimeout(r, 1100)); // a later second, so the renewed token expires later
    const renewed = await call('/api/session/renew', {}, { token: first });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const before = claimsOf(first);
    const after = claimsOf(renewed.body.token);
    expect(after).toMatchObject({ sessionId: before.sessionId, sub: before.sub, gen: 1 });
    expect(Number(after.exp)).toBeGreaterThan(Number(before.exp));
    expect(Number(after.exp) - Number(after.iat)).toBe(TOKEN_CHECK_MS / 1000);
    expect(Date.parse(renewed.body.expiresAt)).toBe(Number(after.exp) * 1000);
    const stream = await platform.infra.store.readStream(`session-${before.sessionId}`);
    expect(stream.events.map((e) => [e.type, (e.data as { generation: number }).generation, e.metadata.actor.accountNumber])).toEqual([['SessionRenewed', 1, '700000001']]);

    // At once (before the read model has applied the renewal) the new token works; so does the old one, for the grace.
    expect((await call('/api/customer/get', {}, { token: renewed.body.token })).status).toBe(200);
    await platform.projections.caughtUp();
    await withEnv({ TOKEN_RENEWAL_GRACE_MS: '600000' }, async () => {
      expect((await call('/api/customer/get', {}, { token: first })).status).toBe(200);
      // Renewing the old token again meanwhile (another tab) appends nothing and answers the same generation.
      const again = await call('/api/session/renew', {}, { token: first });
      expect(claimsOf(again.body.token).gen).toBe(1);
      expect(again.body.position).toBeNull();
    });
    await withEnv({ TOKEN_RENEWAL_GRACE_MS: '1' }, async () => {
      for (const path of ['/api/customer/get', '/api/customer/getbytoken', '/api/session/renew']) {
        expect((await call(path, {}, { token: first })).status, path).toBe(401);
      }
      expect((await call('/api/customer/get', {}, { token: renewed.body.token })).status).toBe(200);
      // The next renewal retires generation 1 in turn.
      const third = await call('/api/session/renew', {}, { token: renewed.body.token });
      expect(claimsOf(third.body.token).gen).toBe(2);
      await platform.projections.caughtUp();
      expect((await call('/api/customer/get', {}, { token: renewed.body.token })).status).toBe(401);
      expect((await call('/api/customer/get', {}, { token: third.body.token })).status).toBe(200);
    });
  });

  it('caches the profile per token (same token → same reply)', async () => {
    const token = (await attemptSignIn(DEMO.admin)).body.token as string;
    const a = await call('/api/customer/getbytoken', {}, { token });
    const b = await call('/api/customer/getbytoken', {}, { token });
    expect(b.body).toEqual(a.body);
  });

  it('refuses a signed-out session even when cached, and never renews past the maximum session length', async () => {
    const token = (await attemptSignIn(DEMO.csr)).body.token as string;
    expect((await call('/api/customer/getbytoken', {}, { token })).status).toBe(200);
    await call('/api/customer/signout', {}, { token });
    await platform.projections.caughtUp();
    expect((await call('/api/customer/getbytoken', {}, { token })).status).toBe(401);
    expect((await call('/api/session/renew', {}, { token })).status).toBe(401);

    const fresh = (await attemptSignIn(DEMO.csr)).body.token as string;
    await withEnv({ SESSION_MAX_MS: '1' }, async () => {
      const r = await call('/api/session/renew', {}, { token: fresh });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Your session has expired. Please sign in again.' });
    });
    expect((await call('/api/session/renew', {})).status).toBe(401);
  });

  it('refuses a token signed with the real key for a session nobody opened, or for another account (issue #21)', async () => {
    const real = claimsOf((await attemptSignIn(DEMO.staff)).body.token as string);
    await platform.projections.caughtUp();
    const forged = [
      { sub: real.sub, customerGroup: 'Staff', sessionId: randomUUID(), practiceId: 'PR-1001', locationId: 'LOC-1001-A' },
      { sub: '100000001', customerGroup: 'Patient', sessionId: real.sessionId },
      { sub: real.sub, customerGroup: 'Staff', sessionId: real.sessionId, practiceId: 'PR-1001', locationId: 'LOC-1001-A', gen: 1.5 },
    ];
    for (const claims of forged) {
      const token = platform.app.jwt.sign(claims as never);
      for (const path of ['/api/customer/get', '/api/session/renew', '/api/customer/search']) {
        expect((await call(path, { keyword: 'Patricia' }, { token })).status, `${JSON.stringify(claims)} ${path}`).toBe(401);
      }
    }
    // The real one still works.
    expect((await call('/api/customer/get', {}, { token: platform.app.jwt.sign({ sub: real.sub, customerGroup: 'Staff', sessionId: real.sessionId, practiceId: 'PR-1001', locationId: 'LOC-1001-A' } as never) })).status).toBe(200);
  });

  it('a session the read model has not seen is checked in the account stream (a sign-in a moment ago)', async () => {
    const token = (await attemptSignIn(DEMO.patient)).body.token as string;
    const { sessionId } = claimsOf(token) as { sessionId: string };
    await platform.projections.caughtUp();
    await platform.infra.sql.query('DELETE FROM rm.sessions WHERE session_id = $1', [sessionId]);
    expect((await call('/api/customer/get', {}, { token })).status).toBe(200);
    // Signed out in the stream while the read model still lacks the row: refused.
    await call('/api/customer/signout', {}, { token });
    await platform.infra.sql.query('DELETE FROM rm.sessions WHERE session_id = $1', [sessionId]);
    expect((await call('/api/customer/get', {}, { token })).status).toBe(401);
  });

  it('serves the browser\'s session timers: the spec\'s defaults, configurable', async () => {
    // The feature flags in force: free shipping is on unless turned off (D-393).
    const r = await call('/api/session/config', {});
    expect(r.body).toEqual({ idleTimeoutMs: IDLE_TIMEOUT_MS, idleWarningMs: IDLE_WARNING_MS, tokenCheckMs: TOKEN_CHECK_MS, featureFlags: ['freeShippingRule'] });
    expect(r.body.idleTimeoutMs).toBe(1_680_000);
    expect(r.body.tokenCheckMs).toBe(1_200_000);
    await withEnv({ IDLE_TIMEOUT_MS: '5000', IDLE_WARNING_MS: '3000' }, async () => {
      expect((await call('/api/session/config', {})).body).toEqual({ idleTimeoutMs: 5000, idleWarningMs: 3000, tokenCheckMs: TOKEN_CHECK_MS, featureFlags: ['freeShippingRule'] });
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
