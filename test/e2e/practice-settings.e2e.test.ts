import { type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_DEACTIVATED_MESSAGE } from '../../domain/practices/account-state-rules';
import { startPlatform, type Platform } from '../../main/platform';
import { DEMO } from '../support/test-platform';
import { SHOTS, expectAccessible, launchChromium, visible } from '../support/browser';

/** Practice settings and account states in a real browser against the real platform. */

let platform: Platform;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  platform = await startPlatform({ port: 0, dataDir: ':memory:', seed: true, buildWeb: true, logger: false });
  browser = await launchChromium();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function newPage(): Promise<Page> {
  context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const invite = page.getByRole('dialog', { name: 'Secure your account' });
  await invite.waitFor({ state: 'visible', timeout: 10_000 });
  await invite.getByRole('button', { name: 'Not now' }).click();
  await invite.waitFor({ state: 'hidden' });
}

/** A CSR call straight to the API (support has no screen for account states yet). */
async function asCsr(path: string, body: unknown): Promise<{ status: number; body: { position: number | null } }> {
  const signin = await fetch(`${platform.url}/api/customer/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.csr, password: DEMO.password }),
  });
  const { token } = (await signin.json()) as { token: string };
  const res = await fetch(`${platform.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { position: number | null } };
}

describe('practice settings', () => {
  it('the practice administrator changes the default prescription expiration; staff read it', async () => {
    const page = await newPage();
    await signIn(page, DEMO.admin);
    await page.waitForURL(/\/location$/);
    await page.goto('/location/settings');
    await visible(page.getByRole('heading', { name: 'Settings', level: 1 }));
    const select = await visible(page.getByLabel('New prescriptions expire after'));
    expect(await select.inputValue()).toBe('2 years');
    await visible(page.getByRole('heading', { name: 'Practice information' }));
    await visible(page.getByRole('region', { name: 'Practice information' }).getByText('Clearview Eye Care – North Lamar'));
    await expectAccessible(page);

    await select.selectOption('1 year');
    await page.getByRole('button', { name: 'Save expiration' }).click();
    await visible(page.getByText('Saved. New prescriptions now expire after 1 year.'));
    await page.screenshot({ path: `${SHOTS}/practice-settings-admin.png`, fullPage: true });
    await page.reload();
    expect(await (await visible(page.getByLabel('New prescriptions expire after'))).inputValue()).toBe('1 year');

    // The practice information is also on the profile page.
    await page.goto('/location/profile');
    await visible(page.getByRole('heading', { name: 'Clearview Eye Care – Downtown' }));

    await context!.close();
    const staffPage = await newPage();
    await signIn(staffPage, DEMO.staff);
    await staffPage.waitForURL(/\/location$/);
    await staffPage.goto('/location/settings');
    const staffSelect = await visible(staffPage.getByLabel('New prescriptions expire after'));
    expect(await staffSelect.inputValue()).toBe('1 year');
    expect(await staffSelect.isDisabled()).toBe(true);
    await visible(staffPage.getByText('Only your practice administrator can change this.'));
    expect(await staffPage.getByRole('button', { name: 'Save expiration' }).count()).toBe(0);
  });

  it('a deactivated location shows the banner, and creating a patient there is refused with the explanation', async () => {
    const off = await asCsr('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: true });
    expect(off.status).toBe(200);
    const page = await newPage();
    await signIn(page, DEMO.staff);
    await page.waitForURL(/\/location$/);
    await page.goto('/location/create-patient');
    await visible(page.getByRole('heading', { name: 'Create new patient', level: 1 }));
    await visible(page.getByText('Clearview Eye Care – Downtown is deactivated'));

    await page.getByLabel('First name').fill('Rowan');
    await page.getByLabel('Last name').fill('Ellis');
    await page.getByLabel('Email').fill(`rowan.ellis.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Create patient' }).click();
    await visible(page.getByText(LOCATION_DEACTIVATED_MESSAGE));
    await page.waitForURL(/\/location\/create-patient$/);
    expect(await page.getByRole('dialog', { name: 'Patient created' }).count()).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/practice-location-deactivated.png`, fullPage: true });

    await page.goto('/location/settings');
    await visible(page.getByText('Clearview Eye Care – Downtown is deactivated'));
    await visible(page.getByText('Deactivated', { exact: true }));
    await page.screenshot({ path: `${SHOTS}/practice-settings-deactivated.png`, fullPage: true });

    expect((await asCsr('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: false })).status).toBe(200);
  });
});
