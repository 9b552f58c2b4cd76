import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openSmsSender, smsConfig, usesDevSmsOutbox } from './open-sms';
import { SmsSendError } from './sms-send-error';
import { createTwilioSms } from './twilio-sms';

/**
 * The Twilio adapter against a local stand-in for Twilio's Messages endpoint (no Twilio account
 * can be used from the development machine): request shape, auth, and error mapping as documented
 * by Twilio (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP basic auth).
 */
interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

let server: Server | undefined;

async function standIn(reply: (form: URLSearchParams) => { status: number; body: unknown }): Promise<{ base: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, contentType: req.headers['content-type'], form });
      const r = reply(form);
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const sid = 'AC0123456789abcdef0123456789abcdef';

describe('Twilio SMS adapter', () => {
  it('posts the message form-encoded with basic auth, in E.164, and returns Twilio\'s SID', async () => {
    const { base, seen } = await standIn(() => ({ status: 201, body: { sid: 'SM123', status: 'queued' } }));
    const sms = createTwilioSms({ accountSid: sid, authToken: 'secret-token', from: '+15125550100', apiBase: base });
    const sent = await sms.send({ to: '(512) 555-0143', body: 'Lensloop: 123456 is your code.' });
    expect(sent).toEqual({ messageId: 'SM123' });
    expect(seen).toHaveLength(1);
    const r = seen[0]!;
    expect(r.method).toBe('POST');
    expect(r.url).toBe(`/2010-04-01/Accounts/${sid}/Messages.json`);
    expect(r.auth).toBe(`Basic ${Buffer.from(`${sid}:secret-token`).toString('base64')}`);
    expect(r.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(r.form)).toEqual({ To: '+15125550143', From: '+15125550100', Body: 'Lensloop: 123456 is your code.' });
  });

  it('uses a Messaging Service SID as MessagingServiceSid', async () => {
    const { base, seen } = await standIn(() => ({ status: 201, body: { sid: 'SM124' } }));
    const service = 'MG0123456789abcdef0123456789abcdef';
    await createTwilioSms({ accountSid: sid, authToken: 't', from: service, apiBase: base }).send({ to: '5125550143', body: 'Hi' });
    expect(seen[0]!.form.get('MessagingServiceSid')).toBe(service);
    expect(seen[0]!.form.has('From')).toBe(false);
  });

  it.each([
    [400, { code: 21211, message: "The 'To' number is not a valid phone number." }, true],
    [400, { code: 21610, message: 'Attempt to send to unsubscribed recipient' }, true],
    [401, { code: 20003, message: 'Authenticate' }, true],
    [429, { code: 20429, message: 'Too Many Requests' }, false],
    [500, { message: 'Internal error' }, false],
  ])('maps HTTP %i %j to a %s-permanent SmsSendError without the number in the message', async (status, body, permanent) => {
    const { base } = await standIn(() => ({ status, body }));
    const error = await createTwilioSms({ accountSid: sid, authToken: 't', from: '+15125550100', apiBase: base })
      .send({ to: '5125550143', body: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error).toMatchObject({ permanent });
    expect((error as Error).message).not.toContain('5550143');
  });

  it('reports an unreachable API as a transient error, and refuses a bad number before sending', async () => {
    const sms = createTwilioSms({ accountSid: sid, authToken: 't', from: '+15125550100', apiBase: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(sms.send({ to: '5125550143', body: 'x' })).rejects.toMatchObject({ name: 'SmsSendError', permanent: false });
    await expect(sms.send({ to: '12345', body: 'x' })).rejects.toThrow(/recipient/);
    await expect(sms.send({ to: '5125550143', body: '  ' })).rejects.toThrow(/body/);
  });

  it('is chosen when TWILIO_* are set; production without them cannot text; otherwise the dev outbox', async () => {
    const db = { query: async () => ({ rows: [], rowCount: 0 }), exec: async () => undefined };
    const twilioEnv = { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15125550100' };
    expect(openSmsSender({ db, env: twilioEnv }).kind).toBe('twilio');
    expect(openSmsSender({ db, env: {} }).kind).toBe('dev-outbox');
    const none = openSmsSender({ db, env: { NODE_ENV: 'production' } });
    expect(none.kind).toBe('unavailable');
    await expect(none.send({ to: '5125550143', body: 'x' })).rejects.toMatchObject({ name: 'SmsSendError', permanent: true });
    expect(usesDevSmsOutbox({})).toBe(true);
    expect(usesDevSmsOutbox(twilioEnv)).toBe(false);
    expect(usesDevSmsOutbox({ NODE_ENV: 'production' })).toBe(false);
    expect(smsConfig({ ...twilioEnv, TWILIO_API_BASE: 'http://x' }).twilio?.apiBase).toBe('http://x');
  });
});
