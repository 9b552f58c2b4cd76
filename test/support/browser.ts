import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { appHelpers } from './test-app';
import { DEMO, DEMO_PHONES, type DemoRole, startTestPlatform, type TestPlatform, type TestPlatformOptions } from './test-platform';

/** Shared pieces of the browser tests (guide §7): Debian's Chromium, screenshots, axe, the dev mailbox. */
export const SHOTS = 'test-results/e2e';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/** A full-page screenshot from the top, so the sticky top bar is drawn where it belongs. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * No serious or critical axe violation on the settled page (no transition half-way). The ALTCHA
 * widget is a third-party web component; its own markup is excluded.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).exclude('altcha-widget').analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

/**
 * No horizontal overflow (issue #18): the page is no wider than the window at its width and at the
 * spec's desktop minimum (1200 px), measured as document.scrollWidth against clientWidth.
 */
export async function expectNoHorizontalOverflow(page: Page, widths: readonly number[] = [1200]): Promise<void> {
  const original = page.viewportSize();
  const measure = () => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  for (const width of [original?.width, ...widths].filter((w): w is number => w !== undefined)) {
    if (width !== original?.width) await page.setViewportSize({ width, height: original?.height ?? 900 });
    const m = await measure();
    expect(m.scrollWidth, `page ${page.url()} at ${width} px`).toBeLessThanOrEqual(m.clientWidth);
  }
  if (original) await page.setViewportSize(original);
}

/** The newest dev-mailbox message to `to` carrying `tag`, waiting for it to arrive. */
export async function latestMail(page: Page, to: string, tag: string): Promise<{ subject: string; text: string }> {
  let found: { id: string } | undefined;
  await expect
    .poll(
      async () => {
        const box = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { items: { id: string; tags: string[] }[] };
        found = box.items.find((m) => m.tags.includes(tag));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return (await (await page.request.get(`/api/dev/mailbox/${found!.id}`)).json()) as { subject: string; text: string };
}

/** The app-relative link to `path` (with its token) in an e-mail's text. */
export function linkIn(text: string, path: string): string {
  const m = new RegExp(`https?://[^\\s/]+(${path}\\?token=[^\\s]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return m[1]!;
}

/** Where each role lands after signing in. */
const LANDING: Record<DemoRole, string> = {
  staff: '/location',
  staffB: '/location',
  admin: '/location',
  adminB: '/location',
  patient: '/patient',
  patientB: '/patient',
  csr: '/csr',
  analyst: '/analyst',
  operator: '/operations',
};

export interface PageOptions {
  width?: number;
  height?: number;
}

/**
 * One way for a browser test file to get the platform and Chromium (guide §7): `browserTest()` at
 * the top of the file starts the test platform with the built web app (testApp's backends) and one
 * Chromium in a beforeAll, and ends them in an afterAll.
 * - `newPage()`: a page in a fresh context (its own storage), nobody signed in;
 * - `pageAs(role)`: a page signed in as a demo role. The first call of a role signs in on /signin as
 *   a user does and keeps the context's storage state; later calls reuse it (no sign-in) and open
 *   the role's landing page or `path`. Use `newPage()` + `signIn()` where the journey is the sign-in
 *   itself, or where a test signs out or changes the account.
 * `initScript` runs in every page before the app's own scripts. Contexts opened during a test are closed after it. Each stage's duration (start, sign-ins, tests)
 * is printed at the end of the file. `api` has the testApp helpers (call, signIn…) to set data up through the APIs.
 */
export function browserTest(options: TestPlatformOptions & PageOptions & { initScript?: () => void } = {}) {
  const { width: defaultWidth = 1280, height: defaultHeight = 900, initScript, ...platformOptions } = options;
  let started: { platform: TestPlatform; browser: Browser } | undefined;
  const fileContexts: BrowserContext[] = [];
  let testContexts: BrowserContext[] | undefined;
  const sessions = new Map<DemoRole, Awaited<ReturnType<BrowserContext['storageState']>>>();
  const stages: string[] = [];
  async function timed<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      stages.push(`${name} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  }
  let testStart = 0;

  beforeAll(async () => {
    const platform = await timed('platform', () => startTestPlatform({ buildWeb: true, ...platformOptions }));
    started = { platform, browser: await timed('chromium', launchChromium) };
  }, 300_000);
  beforeEach(() => {
    testContexts = [];
    testStart = performance.now();
  });
  afterEach(async (ctx) => {
    stages.push(`"${ctx.task.name}" ${((performance.now() - testStart) / 1000).toFixed(1)} s`);
    for (const c of testContexts ?? []) await c.close().catch(() => undefined);
    testContexts = undefined;
  });
  afterAll(async () => {
    for (const c of fileContexts) await c.close().catch(() => undefined);
    await started?.browser.close();
    await started?.platform.stop();
    console.log(`e2e stages (${expect.getState().testPath?.replace(/^.*\/test\//, 'test/') ?? ''}):\n  ${stages.join('\n  ')}`);
  });

  const get = () => {
    if (!started) throw new Error('the browser test platform is not started (browserTest() registers a beforeAll)');
    return started;
  };

  async function newPage({ width = defaultWidth, height = defaultHeight }: PageOptions = {}, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<Page> {
    const { platform, browser } = get();
    const context = await browser.newContext({ baseURL: platform.url, viewport: { width, height }, acceptDownloads: true, ...(storageState ? { storageState } : {}) });
    (testContexts ?? fileContexts).push(context);
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  async function pageAs(role: DemoRole, { path, ...size }: PageOptions & { path?: string } = {}): Promise<Page> {
    const stored = sessions.get(role);
    const page = await newPage(size, stored);
    if (!stored) {
      await timed(`sign-in ${role}`, () => signIn(page, DEMO[role], { landing: new RegExp(`${LANDING[role]}$`) }));
      sessions.set(role, await page.context().storageState());
      if (path && path !== LANDING[role]) await page.goto(path);
      return page;
    }
    await page.goto(path ?? LANDING[role]);
    return page;
  }

  const lazyPlatform = new Proxy({} as TestPlatform, { get: (_, key) => Reflect.get(get().platform, key) });
  return { platform: lazyPlatform, newPage: (size?: PageOptions) => newPage(size), pageAs, api: appHelpers(() => get().platform) };
}

/**
 * Signs in on /signin as a user does and waits for the landing page; the "Secure your account"
 * invitation is dismissed when it shows (after a sign-in without two-factor, until answered once).
 * An account that signs in with a texted code (the demo analyst and operator, or `phone`) gets it
 * typed from the development SMS outbox into the code step.
 */
export async function signIn(page: Page, email: string, options: { password?: string; landing?: RegExp; dismissInvite?: boolean; phone?: string } = {}): Promise<void> {
  const phone = options.phone ?? DEMO_PHONES[email];
  const textsBefore = phone ? await smsCount(page, phone) : 0;
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (phone) {
    const step = await visible(page.getByRole('dialog', { name: 'Enter your sign-in code' }));
    await step.getByLabel('Verification code').fill(await textedCode(page, phone, textsBefore));
    await step.getByRole('button', { name: 'Verify and sign in' }).click();
  }
  if (options.landing) await page.waitForURL(options.landing);
  // With two-factor on there is no invitation to set it up.
  if (options.dismissInvite === false || phone) return;
  const invite = page.getByRole('complementary', { name: 'Secure your account' });
  const shown = await invite.waitFor({ state: 'visible', timeout: options.landing ? 5_000 : 10_000 }).then(
    () => true,
    () => false, // not offered this time (it is offered until the user answers it once)
  );
  if (!shown) return;
  await invite.getByRole('button', { name: 'Not now' }).click();
  await invite.waitFor({ state: 'hidden' });
}

async function smsCount(page: Page, phone: string): Promise<number> {
  return ((await (await page.request.get(`/api/dev/sms?to=${encodeURIComponent(phone)}`)).json()) as { total: number }).total;
}

/** The code of the first text to `phone` after the `after`-th, read from the development SMS outbox as it arrives. */
export async function textedCode(page: Page, phone: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const box = (await (await page.request.get(`/api/dev/sms?to=${encodeURIComponent(phone)}`)).json()) as { total: number; items: { body: string }[] };
        code = box.total > after ? /\b(\d{6})\b/.exec(box.items[0]?.body ?? '')?.[1] : undefined;
        return code !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return code!;
}

/** The text of a Playwright download (CSV, NDJSON). */
export async function readDownload(download: { createReadStream(): Promise<NodeJS.ReadableStream> }): Promise<string> {
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += (chunk as Buffer).toString('utf8');
  return text;
}

/**
 * Form filling as a user does, by the fields' labels: each helper fills only the fields given, in
 * the order they stand on screen, so a test states the values that matter to it and nothing else.
 */
type FormScope = Page | Locator;

export interface AddressInput {
  fullName?: string;
  phone?: string;
  line1?: string;
  city?: string;
  /** A state code, or '' for "choose a state". */
  state?: string;
  zip?: string;
}

/** The address fields (checkout and staff order delivery, profile, practice sign-up, locations). */
export async function fillAddress(scope: FormScope, address: AddressInput): Promise<void> {
  if (address.fullName !== undefined) await scope.getByLabel('Full name').fill(address.fullName);
  if (address.phone !== undefined) await scope.getByLabel('Phone').fill(address.phone);
  if (address.line1 !== undefined) await scope.getByLabel('Address line 1').fill(address.line1);
  if (address.city !== undefined) await scope.getByLabel('City').fill(address.city);
  if (address.state !== undefined) await scope.getByLabel('State').selectOption(address.state);
  if (address.zip !== undefined) await scope.getByLabel('ZIP Code').fill(address.zip);
}

export interface EyeRxInput {
  brand: string;
  product: string;
  baseCurve: string;
  diameter: string;
  power: string;
  cylinder?: string;
  axis?: string;
}

/** One eye's group of the prescription dialog ("Right eye (OD)" / "Left eye (OS)"), every lens dimension chosen. */
export async function fillEyeRx(eye: Locator, rx: EyeRxInput): Promise<void> {
  await eye.getByLabel('Brand').selectOption({ label: rx.brand });
  await eye.getByLabel('Product').selectOption({ label: rx.product });
  await eye.getByLabel('Base curve (BC)').selectOption(rx.baseCurve);
  await eye.getByLabel('Diameter (DIA)').selectOption(rx.diameter);
  await eye.getByLabel('Power (SPH)').selectOption(rx.power);
  if (rx.cylinder !== undefined) await eye.getByLabel('Cylinder (CYL)').selectOption(rx.cylinder);
  if (rx.axis !== undefined) await eye.getByLabel('Axis').selectOption(rx.axis);
}

/** A person's fields: the create-patient form, and the name and e-mail of a staff invite. */
export async function fillPerson(scope: FormScope, patient: { firstName: string; lastName: string; email: string; dateOfBirth?: string; phone?: string }): Promise<void> {
  await scope.getByLabel('First name').fill(patient.firstName);
  await scope.getByLabel('Last name').fill(patient.lastName);
  await scope.getByLabel('Email').fill(patient.email);
  if (patient.dateOfBirth !== undefined) await scope.getByLabel('Date of birth').fill(patient.dateOfBirth);
  if (patient.phone !== undefined) await scope.getByLabel('Phone').fill(patient.phone);
}
