import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { expect } from 'vitest';

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
