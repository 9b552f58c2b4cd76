import { describe, expect, it } from 'vitest';
import { LOCATION_DEACTIVATED_MESSAGE } from '../../domain/practices/account-state-rules';
import { browserTest, expectAccessible, fillPerson, SHOTS, visible } from '../support/browser';
import { uniqueEmail } from '../support/test-app';

/** Practice settings and account states in a real browser against the real platform. */

const { pageAs, api } = browserTest();

/** A CSR call straight to the API (support has no screen for account states yet). */
async function asCsr(path: string, body: unknown): Promise<{ status: number; body: { position: number | null } }> {
  const r = await api.call(path, body, await api.signIn('csr'));
  return { status: r.status, body: r.body as { position: number | null } };
}

describe('practice settings', () => {
  it('the practice administrator changes the default prescription expiration; staff read it', async () => {
    const page = await pageAs('admin', { path: '/location/settings' });
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

    await page.context().close();
    const staffPage = await pageAs('staff', { path: '/location/settings' });
    const staffSelect = await visible(staffPage.getByLabel('New prescriptions expire after'));
    expect(await staffSelect.inputValue()).toBe('1 year');
    expect(await staffSelect.isDisabled()).toBe(true);
    await visible(staffPage.getByText('Only your practice administrator can change this.'));
    expect(await staffPage.getByRole('button', { name: 'Save expiration' }).count()).toBe(0);
  });

  it('a deactivated location shows the banner, and creating a patient there is refused with the explanation', async () => {
    const off = await asCsr('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: true });
    expect(off.status).toBe(200);
    const page = await pageAs('staff', { path: '/location/create-patient' });
    await visible(page.getByRole('heading', { name: 'Create new patient', level: 1 }));
    await visible(page.getByText('Clearview Eye Care – Downtown is deactivated'));

    await fillPerson(page, { firstName: 'Rowan', lastName: 'Ellis', email: uniqueEmail('rowan.ellis') });
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
