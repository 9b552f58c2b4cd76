import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO, DEMO_PHONES, type DemoRole, emailOf, startTestPlatform, type TestPlatform, type TestPlatformOptions } from './test-platform';

/**
 * One way for an integration test file to get the platform (guide §7): `testApp()` at the top of
 * the file starts it in a beforeAll (fresh database on DATABASE_URL, else PGlite; BullMQ on
 * REDIS_URL, else the in-process queue; the demo practices unless `seed: false`) and stops it in
 * an afterAll. `platform` stands for the started platform; the helpers call the APIs through `app.inject`:
 *
 *   const { platform, call, signInAll } = testApp();
 *   let staff: string;
 *   beforeAll(async () => ({ staff } = await signInAll('staff')));
 */

export interface CallOptions {
  token?: string;
  /** The client address (per-IP limits). */
  ip?: string;
  headers?: Record<string, string>;
  /** Default: GET without a body, POST with one. */
  method?: 'GET' | 'POST';
}

export interface Reply {
  status: number;
  /** The parsed JSON body; undefined for an empty or non-JSON body (see `text`). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
  headers: Record<string, unknown>;
}

/** A row of es_events as the tests read it back. */
export interface EventRow {
  type: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  metadata: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  event_id: string;
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  tags: string[];
}

/** Low-cost human checks so tests solve them in milliseconds (the defaults take a browser about a second). */
export const CHEAP_HUMAN_CHECK = { HUMAN_CHECK_COST: '1', HUMAN_CHECK_COUNTER_MIN: '5', HUMAN_CHECK_COUNTER_MAX: '50' };

/** Orders stay as placed: no fulfilment steps, and the confirmation e-mail an hour away (tests that append order events themselves). */
export const ORDERS_AS_PLACED = { FULFILMENT_ENABLED: 'false', ORDER_CONFIRMATION_DELAY_MS: String(60 * 60_000) };

/** `x-min-position` for a read after the write that replied `position` (none for no position). */
export const atPosition = (position: number | null | undefined): Record<string, string> => (position ? { 'x-min-position': String(position) } : {});

/** `fn()` again every 50 ms until `ok` holds or `timeoutMs` has passed; the last value either way. */
export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs `fn` with some environment variables set, restoring them afterwards. */
export async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** The token of the first link to `path` in a mail's text. */
export function linkToken(text: string, path: string): string {
  const m = new RegExp(`${path.replace('/', '\\/')}\\?token=([^\\s]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(m[1]!);
}

/** A new e-mail address: `name.xxxxxx@example.com`. */
export const uniqueEmail = (name: string, domain = 'example.com') => `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@${domain}`;

export type TestApp = ReturnType<typeof testApp>;

export function testApp(options: TestPlatformOptions = {}) {
  let started: TestPlatform | undefined;
  beforeAll(async () => {
    started = await startTestPlatform(options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return appHelpers(() => {
    if (!started) throw new Error('the test platform is not started (testApp() registers a beforeAll)');
    return started;
  });
}

/** The API helpers over a platform that starts later (`testApp`, and the browser tests' setup through the APIs). */
export function appHelpers(platform: () => TestPlatform) {

  /** An API call: `auth` is a bearer token, or the options (token, client address, headers, method). */
  async function call(path: string, body?: unknown, auth?: string | CallOptions, headers: Record<string, string> = {}): Promise<Reply> {
    const opts: CallOptions = typeof auth === 'string' ? { token: auth } : (auth ?? {});
    // The forgot-password form is public and asks for a human check: solve it as the widget would (cheaply, unless the test chose a cost).
    if (path === '/api/customer/ForgetPassword' && body && typeof body === 'object' && !('humanCheck' in body)) {
      Object.assign(process.env, { ...CHEAP_HUMAN_CHECK, ...process.env });
      body = { ...body, humanCheck: await humanCheckToken() };
    }
    const res = await platform().app.inject({
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      url: path,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers ?? {}), ...headers },
      ...(opts.ip ? { remoteAddress: opts.ip } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    let json: unknown;
    try {
      json = res.body ? res.json() : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, body: json, text: res.body, headers: res.headers };
  }

  /** A read after a write: repeated while the query API says its read models had not caught up in time (x-read-model-stale, a loaded machine). */
  async function fresh(path: string, body?: unknown, auth?: string | CallOptions, headers: Record<string, string> = {}, timeoutMs = 15_000): Promise<Reply> {
    return until(() => call(path, body, auth, headers), (r) => r.headers['x-read-model-stale'] !== 'true', timeoutMs);
  }

  /** The sign-in reply of a role or an e-mail (the test looks at it: MFA challenges, refusals, limits). */
  function attemptSignIn(who: DemoRole | string, extra: Record<string, unknown> = {}, ip?: string): Promise<Reply> {
    return call('/api/customer/signin', { email: emailOf(who), password: DEMO.password, ...extra }, ip ? { ip } : {});
  }

  /**
   * A bearer token of a role (`staff`, `adminB`, `analyst`…) or an e-mail. When the account signs in
   * with two-factor (the demo analyst and operator), the code texted to its phone (DEMO_PHONES, or
   * `phone`) completes the sign-in.
   */
  async function signIn(who: DemoRole | string, password: string = DEMO.password, options: { ip?: string; phone?: string } = {}): Promise<string> {
    const email = emailOf(who);
    const r = await call('/api/customer/signin', { email, password }, options.ip ? { ip: options.ip } : {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    if (r.body.mfaRequired) return completeSignIn(r.body.mfaContext as string, options.phone ?? DEMO_PHONES[email] ?? '', options.ip);
    expect(r.body.token).toEqual(expect.any(String));
    return r.body.token as string;
  }

  /** The second step of a sign-in with two-factor on: the newest code texted to `phone`, through /customer/mfalogin. */
  async function completeSignIn(mfaContext: string, phone: string, ip?: string): Promise<string> {
    const { code } = await latestSms(phone);
    const done = await call('/api/customer/mfalogin', { mfaContext, code }, ip ? { ip } : {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.token).toEqual(expect.any(String));
    return done.body.token as string;
  }

  /** Tokens of several roles at once: `({ staff, csr } = await signInAll('staff', 'csr'))`. */
  async function signInAll<R extends DemoRole>(...roles: R[]): Promise<Record<R, string>> {
    const tokens = await Promise.all(roles.map((role) => signIn(role)));
    return Object.fromEntries(roles.map((role, i) => [role, tokens[i]!])) as Record<R, string>;
  }

  async function eventsOf(stream: string): Promise<EventRow[]> {
    const { rows } = await platform().infra.sql.query<EventRow>(`SELECT type, data, metadata, event_id FROM es_events WHERE stream_id = $1 ORDER BY global_position`, [stream]);
    return rows;
  }

  /** How many events of this type the log holds. */
  async function eventCount(type: string): Promise<number> {
    const { rows } = await platform().infra.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events WHERE type = $1', [type]);
    return Number(rows[0]!.n);
  }

  /** Solves a human-check challenge as the browser widget would, and returns the widget's payload. */
  async function solveHumanCheck(ip?: string): Promise<string> {
    const r = await call('/api/customer/recaptcha/challenge', undefined, ip ? { ip } : {});
    expect(r.status).toBe(200);
    const challenge = r.body as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** A single-use human-check token from /customer/recaptcha/verify. */
  async function humanCheckToken(ip?: string): Promise<string> {
    const response = await solveHumanCheck(ip);
    const r = await call('/api/customer/recaptcha/verify', { response }, ip ? { ip } : {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.token as string;
  }

  /** The newest text the dev outbox holds for a number, and the 6-digit code in it. */
  async function latestSms(phone: string): Promise<{ body: string; code: string; total: number }> {
    const box = await call(`/api/dev/sms?to=${encodeURIComponent(phone)}`);
    expect(box.status).toBe(200);
    const newest = box.body.items[0];
    expect(newest, `no text message to ${phone}`).toBeDefined();
    const code = /\b(\d{6})\b/.exec(newest.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    return { body: newest.body, code: code!, total: box.body.total };
  }

  /** Waits for the n-th message to `to` (optionally with a tag) in the dev mailbox and returns the newest. */
  async function waitForMail(to: string, opts: { count?: number; tag?: string; timeoutMs?: number } = {}): Promise<Mail> {
    const count = opts.count ?? 1;
    const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
    for (;;) {
      const box = await call(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const items = (box.body.items as { id: string; tags: string[] }[]).filter((m) => !opts.tag || m.tags.includes(opts.tag));
      if (items.length >= count) return (await call(`/api/dev/mailbox/${items[0]!.id}`)).body as Mail;
      if (Date.now() > deadline) throw new Error(`no ${count} mail(s) ${opts.tag ?? ''} to ${to} within the time limit (have ${items.length})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function mailCount(to: string, tag?: string): Promise<number> {
    const box = await call(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    return (box.body.items as { tags: string[] }[]).filter((m) => !tag || m.tags.includes(tag)).length;
  }

  /** A new patient made by a practice (`token`: its staff or administrator), with a unique e-mail unless given. */
  async function createPatient(token: string, fields: { firstName: string; lastName?: string; email?: string; emailDomain?: string; [more: string]: unknown }) {
    const { emailDomain, ...rest } = fields;
    const email = fields.email ?? uniqueEmail(fields.firstName, emailDomain);
    const r = await call('/api/customer/create', { lastName: 'Tester', ...rest, email }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { email, accountNumber: r.body.accountNumber as string, position: r.body.position as number };
  }

  /** The account number of the first patient a practice's search finds for `keyword` (waits for the search read model). */
  async function patientAccount(token: string, keyword: string): Promise<string> {
    const r = await until(() => call('/api/customer/search', { keyword }, token), (reply) => Boolean(reply.body?.patients?.length));
    expect(r.body?.patients?.length, `no patient found for ${keyword}: ${JSON.stringify(r.body)}`).toBeGreaterThan(0);
    return r.body.patients[0].accountNumber as string;
  }

  /** A new patient of the staff's practice, welcomed, with this password set. */
  async function registeredPatient(name: string, password: string, fields: Record<string, unknown> = {}): Promise<{ email: string; accountNumber: string; position: number }> {
    const { email, accountNumber } = await createPatient(await signIn('staff'), { ...fields, firstName: name });
    const mail = await waitForMail(email, { tag: 'welcome' });
    const set = await call('/api/customer/setpassword', { token: linkToken(mail.text, '/welcome'), newPassword: password, confirmPassword: password });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    return { email, accountNumber, position: set.body.position as number };
  }

  /**
   * A registered patient of the demo practice (`fields` for the create call, e.g. dob) who chose
   * these notification preferences (issue #20), after verifying `phone` for texts when given.
   */
  async function patientWithPreferences(name: string, prefs: Record<string, boolean | string>, opts: { phone?: string; fields?: Record<string, unknown> } = {}) {
    const password = 'Notice#Prefs2027';
    const { email, accountNumber, position: registeredAt } = await registeredPatient(name, password, opts.fields);
    const token = await signIn(email, password);
    if (opts.phone) {
      expect((await call('/api/customer/UpdateSMSNumber', { phone: opts.phone }, token)).status).toBe(200);
      expect((await call('/api/customer/SendVerificationCode', {}, token)).status).toBe(200);
      const { code } = await latestSms(opts.phone);
      const verified = await call('/api/customer/VerifyCode', { code }, token);
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    }
    const set = await call('/api/customer/SetNotificationPreference', prefs, token);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // The profile read waits for the patient's registration and the preferences (read-your-writes).
    const me = (await call('/api/customer/get', {}, token, atPosition(Math.max(registeredAt ?? 0, set.body.position ?? 0)))).body;
    return { email, accountNumber, token, practiceId: me.practiceId as string, locationId: me.locationId as string };
  }

  /** The bodies of the texts the dev outbox holds for a number, newest first. */
  async function textsTo(phone: string): Promise<string[]> {
    const box = await call(`/api/dev/sms?to=${encodeURIComponent(phone)}`);
    return (box.body.items as { body: string }[]).map((i) => i.body);
  }

  /** A prescription written by the practice (`token`) for a patient; its id. */
  async function createPrescription(token: string, body: { patientAccountNo: string; [field: string]: unknown }): Promise<string> {
    const r = await call('/api/prescription/create', body, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.id as string;
  }

  /** A cart for a patient's prescription; the createcart reply. */
  async function createCart(token: string, body: { customerId: string; prescriptionId: string; rightEyeBoxes?: number; leftEyeBoxes?: number }) {
    const r = await call('/api/order/createcart', body, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { cartId: string; [field: string]: unknown };
  }

  // The started platform, for the file's own code (`platform.infra.store…`) from the beforeAll on.
  const lazyPlatform = new Proxy({} as TestPlatform, { get: (_, key) => Reflect.get(platform(), key) });

  return {
    platform: lazyPlatform,
    call,
    fresh,
    signIn,
    completeSignIn,
    signInAll,
    attemptSignIn,
    eventsOf,
    eventCount,
    solveHumanCheck,
    humanCheckToken,
    latestSms,
    waitForMail,
    mailCount,
    linkToken,
    createPatient,
    patientAccount,
    registeredPatient,
    patientWithPreferences,
    textsTo,
    createPrescription,
    createCart,
  };
}
