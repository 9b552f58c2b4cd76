import { describe, expect, it } from 'vitest';
import { LOCATION_DEACTIVATED_MESSAGE } from '../../domain/practices/account-state-rules';
import { SHOTS, browserTest, expectAccessible, visible } from '../support/browser';

/** Practice and location information, practice notification preferences and the account-state banner, in a real browser. */

const { pageAs, api } = browserTest();

/** A CSR call straight to the API (support has no screen for account states yet). */
async function asCsr(path: string, body: unknown): Promise<number> {
  return (await api.call(path, body, await api.signIn('csr'))).status;
}

describe('practice profile', () => {
  it('the administrator edits the practice and a location on /location/profile', async () => {
    const page = await pageAs('admin', { path: '/location/profile' });
    const practiceForm = page.getByRole('form', { name: 'Practice information' });
    const name = await visible(practiceForm.getByLabel('Practice name'));
    expect(await name.inputValue()).toBe('Clearview Eye Care');

    // The generic required message (spec point 5), before anything is sent.
    await name.fill('');
    await practiceForm.getByRole('button', { name: 'Save practice information' }).click();
    await visible(practiceForm.getByText('This field is required'));
    await name.fill('Clearview Eye Care & Optical');
    await practiceForm.getByLabel('Practice phone').fill('5125550199');
    await practiceForm.getByRole('button', { name: 'Save practice information' }).click();
    await visible(practiceForm.getByText('Your practice information has been saved.'));

    // Both locations are editable for the administrator.
    const north = page.getByRole('form', { name: /North Lamar/ });
    await north.getByLabel('Location name').fill('Clearview North Lamar');
    await north.getByLabel('ZIP Code').fill('7875');
    await north.getByRole('button', { name: 'Save location' }).click();
    await visible(north.getByText('A valid ZIP Code is required'));
    await north.getByLabel('ZIP Code').fill('78753');
    await north.getByRole('button', { name: 'Save location' }).click();
    await visible(north.getByText('The location information has been saved.'));
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/practice-profile-admin.png`, fullPage: true });

    await page.reload();
    expect(await (await visible(page.getByRole('form', { name: 'Practice information' }).getByLabel('Practice name'))).inputValue()).toBe('Clearview Eye Care & Optical');
    await visible(page.getByRole('heading', { name: 'Clearview North Lamar' }));
  });

  it('staff set their location’s e-mail notifications on /location/settings', async () => {
    const page = await pageAs('staff', { path: '/location/settings' });
    const section = page.getByRole('region', { name: 'Email notifications' });
    const weekly = await visible(section.getByRole('switch', { name: 'Weekly report' }));
    expect(await weekly.isChecked()).toBe(false);
    expect(await section.getByRole('switch', { name: 'Access request answered' }).isChecked()).toBe(true);
    await weekly.check();
    await section.getByRole('switch', { name: 'Invite bounced' }).uncheck();
    await section.getByRole('button', { name: 'Save notifications' }).click();
    await visible(section.getByText('Your notification settings have been saved.'));
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/practice-notifications.png`, fullPage: true });

    await page.reload();
    const again = page.getByRole('region', { name: 'Email notifications' });
    await visible(again.getByRole('switch', { name: 'Weekly report' }));
    expect(await again.getByRole('switch', { name: 'Weekly report' }).isChecked()).toBe(true);
    expect(await again.getByRole('switch', { name: 'Invite bounced' }).isChecked()).toBe(false);
  });

  it('a deactivated location: one banner on every practice screen, blocked actions disabled, practice information still editable', async () => {
    expect(await asCsr('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: true })).toBe(200);
    const page = await pageAs('staff');
    const title = /Downtown is deactivated/;
    for (const path of ['/location', '/location/settings', '/location/profile', '/location/account', '/location/create-patient']) {
      await page.goto(path);
      await visible(page.getByText(title));
      expect(await page.getByText(title).count(), path).toBe(1);
    }

    // The banner explains what is blocked and what still works.
    await page.goto('/location/account');
    await page.getByText('What you can and can’t do').click();
    await visible(page.getByText('Create prescription', { exact: true }));
    await visible(page.getByText('Edit practice information', { exact: true }));
    // A blocked action's button is disabled, with the reason beside it.
    const save = page.getByRole('button', { name: 'Save display name' });
    await visible(save);
    expect(await save.isDisabled()).toBe(true);
    await visible(page.getByText(LOCATION_DEACTIVATED_MESSAGE));
    await page.screenshot({ path: `${SHOTS}/practice-account-deactivated.png`, fullPage: true });

    // Allowed: editing the location's information.
    await page.goto('/location/profile');
    const location = page.getByRole('form', { name: /Downtown/ });
    await location.getByLabel('Location phone').fill('5125550177');
    await location.getByRole('button', { name: 'Save location' }).click();
    await visible(location.getByText('The location information has been saved.'));
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/practice-profile-deactivated.png`, fullPage: true });

    expect(await asCsr('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: false })).toBe(200);
  });
});
