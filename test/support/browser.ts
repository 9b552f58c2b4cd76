import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../command-api/seed/demo-data';
import { type Platform, type PlatformOptions, startPlatform } from '../../main/platform';

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

/**
 * The whole platform (in-memory PGlite, built web app) and one Chromium for a browser test file:
 * `newPage()` opens a page in a fresh context (its own storage), `close()` ends everything.
 * `env` is set before the platform starts (e.g. the fulfilment delays) and restored by close().
 */
export interface BrowserHarness {
  platform: Platform;
  browser: Browser;
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  close(): Promise<void>;
}

export async function startBrowserHarness(options: { env?: Record<string, string>; platform?: Partial<PlatformOptions> } = {}): Promise<BrowserHarness> {
  const saved = Object.fromEntries(Object.keys(options.env ?? {}).map((k) => [k, process.env[k]]));
  Object.assign(process.env, options.env ?? {});
  const platform = await startPlatform({ port: 0, dataDir: ':memory:', seed: true, buildWeb: true, logger: false, ...options.platform });
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    platform,
    browser,
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({ baseURL: platform.url, viewport: { width, height }, acceptDownloads: true });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await platform.stop();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    },
  };
}

/**
 * Signs in on /signin as a user does and waits for the landing page; the "Secure your account"
 * invitation is dismissed when it shows (after a sign-in without two-factor, until answered once).
 */
export async function signIn(page: Page, email: string, options: { password?: string; landing?: RegExp } = {}): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (options.landing) await page.waitForURL(options.landing);
  const invite = page.getByRole('dialog', { name: 'Secure your account' });
  const shown = await invite.waitFor({ state: 'visible', timeout: options.landing ? 5_000 : 10_000 }).then(
    () => true,
    () => false, // not offered this time (it is offered until the user answers it once)
  );
  if (!shown) return;
  await invite.getByRole('button', { name: 'Not now' }).click();
  await invite.waitFor({ state: 'hidden' });
}

/** The text of a Playwright download (CSV, NDJSON). */
export async function readDownload(download: { createReadStream(): Promise<NodeJS.ReadableStream> }): Promise<string> {
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += (chunk as Buffer).toString('utf8');
  return text;
}
