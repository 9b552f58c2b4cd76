import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHEAP_HUMAN_CHECK } from './security';
import { expect } from 'vitest';
import { DEMO, type startTestPlatform } from './test-platform';

type P = Awaited<ReturnType<typeof startTestPlatform>>;

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
}

/** Calls of the accounts tests against one test platform (app.inject, no network). */
export function accountClient(platform: () => P) {
  async function call(path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Reply> {
    // The forgot-password form is public and asks for a human check: solve it as the widget would.
    if (path === '/api/customer/ForgetPassword' && body && typeof body === 'object' && !('humanCheck' in body)) {
      body = { ...body, humanCheck: await passHumanCheck() };
    }
    const res = await platform().app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url: path,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }

  async function passHumanCheck(): Promise<string> {
    Object.assign(process.env, { ...CHEAP_HUMAN_CHECK, ...process.env });
    const challenge = await call('/api/customer/recaptcha/challenge');
    const solution = await solveChallenge({ challenge: challenge.body as Challenge, deriveKey });
    const response = Buffer.from(JSON.stringify({ challenge: challenge.body, solution })).toString('base64');
    const verified = await call('/api/customer/recaptcha/verify', { response });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body.token as string;
  }

  async function signIn(email: string, password: string = DEMO.password): Promise<string> {
    const r = await call('/api/customer/signin', { email, password });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.token as string;
  }

  async function eventsOf(stream: string): Promise<{ type: string; data: Record<string, unknown>; metadata: Record<string, unknown>; event_id: string }[]> {
    const { rows } = await platform().infra.sql.query<{ type: string; data: Record<string, unknown>; metadata: Record<string, unknown>; event_id: string }>(
      `SELECT type, data, metadata, event_id FROM es_events WHERE stream_id = $1 ORDER BY global_position`,
      [stream],
    );
    return rows;
  }

  /** Waits for the n-th message to `to` (optionally with a tag) in the dev mailbox and returns it, newest first. */
  async function waitForMail(to: string, opts: { count?: number; tag?: string; timeoutMs?: number } = {}) {
    const count = opts.count ?? 1;
    const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
    for (;;) {
      const box = await call(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const items = (box.body.items as { id: string; tags: string[] }[]).filter((m) => !opts.tag || m.tags.includes(opts.tag));
      if (items.length >= count) {
        const mail = await call(`/api/dev/mailbox/${items[0]!.id}`);
        return mail.body as { id: string; to: string; subject: string; text: string; html: string | null; tags: string[] };
      }
      if (Date.now() > deadline) throw new Error(`no ${count} mail(s) ${opts.tag ?? ''} to ${to} within the time limit (have ${items.length})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function mailCount(to: string, tag?: string): Promise<number> {
    const box = await call(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    return (box.body.items as { tags: string[] }[]).filter((m) => !tag || m.tags.includes(tag)).length;
  }

  /** The token of the first link to `path` in a mail's text. */
  function linkToken(text: string, path: string): string {
    const m = new RegExp(`${path.replace('/', '\\/')}\\?token=([^\\s]+)`).exec(text);
    if (!m) throw new Error(`no ${path} link in: ${text}`);
    return decodeURIComponent(m[1]!);
  }

  /** A new patient of the staff's practice, welcomed, with this password set: returns the e-mail. */
  async function registeredPatient(name: string, password: string): Promise<{ email: string; accountNumber: string }> {
    const staff = await signIn(DEMO.staff);
    const email = `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await call('/api/customer/create', { firstName: name, lastName: 'Tester', email }, staff);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const mail = await waitForMail(email, { tag: 'welcome' });
    const set = await call('/api/customer/setpassword', { token: linkToken(mail.text, '/welcome'), newPassword: password, confirmPassword: password });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    return { email, accountNumber: created.body.accountNumber as string };
  }

  return { call, signIn, eventsOf, waitForMail, mailCount, linkToken, registeredPatient };
}
