import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config/env';
import { LOCAL_OR_CSR_MESSAGE } from '../../infra/http/local-or-csr';
import { testApp, withEnv } from '../support/test-app';
import { startTestPlatform, type TestPlatform } from '../support/test-platform';

/**
 * Issue #21: the development mailbox and SMS outbox are mounted only when asked for (DEV_MAILBOX=1,
 * which npm start and the tests set), never because NODE_ENV is missing, and answer only a caller
 * on this machine or a CSR (D-525).
 */
const { call, signInAll, createPatient } = testApp();

const PATHS = ['/api/dev/mailbox', '/api/dev/sms', '/dev/mailbox', '/dev/sms'];
const REMOTE = '203.0.113.9';

describe('who the outboxes answer', () => {
  let tokens: Record<'patient' | 'staff' | 'admin' | 'csr', string>;
  let mailId: string;
  beforeAll(async () => {
    tokens = await signInAll('patient', 'staff', 'admin', 'csr');
    const { email } = await createPatient(tokens.staff, { firstName: 'Outbox' });
    const box = await (async () => {
      for (;;) {
        const r = await call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        if (r.body.items.length) return r;
        await new Promise((res) => setTimeout(res, 50));
      }
    })();
    mailId = box.body.items[0].id;
  });

  it('answers a caller on this machine (IPv4 and IPv6 loopback)', async () => {
    for (const ip of ['127.0.0.1', '::1']) {
      for (const path of [...PATHS, `/api/dev/mailbox/${mailId}`]) expect((await call(path, undefined, { ip })).status, `${ip} ${path}`).toBe(200);
    }
  });

  it('refuses anyone else, signed in or not, unless a CSR', async () => {
    for (const path of [...PATHS, `/api/dev/mailbox/${mailId}`]) {
      const anonymous = await call(path, undefined, { ip: REMOTE });
      expect(anonymous.status, path).toBe(403);
      expect(anonymous.body).toMatchObject({ code: 'FORBIDDEN', message: LOCAL_OR_CSR_MESSAGE });
      expect(anonymous.text).not.toContain('@');
      for (const role of ['patient', 'staff', 'admin'] as const) expect((await call(path, undefined, { ip: REMOTE, token: tokens[role] })).status, `${role} ${path}`).toBe(403);
      expect((await call(path, undefined, { ip: REMOTE, token: tokens.csr })).status, `csr ${path}`).toBe(200);
    }
  });

  it('does not take a request a proxy forwarded for someone else for a local one', async () => {
    const viaGateway = { ip: '127.0.0.1', headers: { 'x-forwarded-for': REMOTE } };
    expect((await call('/api/dev/mailbox', undefined, viaGateway)).status).toBe(403);
    await withEnv({ TRUST_PROXY: 'true' }, async () => {
      expect((await call('/api/dev/mailbox', undefined, viaGateway)).status).toBe(403);
    });
    expect((await call('/api/dev/mailbox', undefined, { ip: '127.0.0.1', headers: { forwarded: 'for=127.0.0.1' } })).status).toBe(403);
    // Forwarded by a proxy on this machine for a caller on this machine: local.
    expect((await call('/api/dev/mailbox', undefined, { ip: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
    // A remote peer claiming to forward for this machine is not.
    expect((await call('/api/dev/mailbox', undefined, { ip: REMOTE, headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(403);
  });
});

describe('when they are mounted', () => {
  it('only when DEV_MAILBOX asks for it, never in production', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).devMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: ':memory:', DEV_MAILBOX: '0' }).devMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: ':memory:', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ DATA_DIR: ':memory:', DEV_MAILBOX: '1', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).devMailbox).toBe(false);
  });

  describe('a platform started without DEV_MAILBOX and without NODE_ENV', () => {
    let bare: TestPlatform;
    beforeAll(async () => {
      bare = await startTestPlatform({ seed: false, env: { DEV_MAILBOX: '', NODE_ENV: '' } });
    });
    afterAll(async () => bare?.stop());

    it('serves no outbox, to anyone, and lists none in its OpenAPI', async () => {
      for (const path of ['/api/dev/mailbox', '/api/dev/sms']) expect((await bare.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
      // The page paths fall through to the web app (its index page when web/dist is built), never an outbox.
      for (const path of ['/dev/mailbox', '/dev/sms']) {
        const page = await bare.app.inject({ method: 'GET', url: path });
        expect(page.body, path).not.toMatch(/Development (mailbox|SMS outbox)/);
      }
      const doc = (await bare.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/dev/'))).toEqual([]);
    });
  });
});
