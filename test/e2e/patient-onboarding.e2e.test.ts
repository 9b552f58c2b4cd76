import { describe, expect, it } from 'vitest';
import { browserTest, expectAccessible, fillEyeRx, fillPerson, latestMail, linkIn, shot, visible } from '../support/browser';
import { uniqueEmail } from '../support/test-app';

/**
 * Issue #4's journey in a real browser, through the screens only: staff create a patient → open
 * them → add a toric prescription choosing each dimension → send the invite → the patient opens
 * the invite link from the e-mail and sets a password → staff see them registered.
 */

const { newPage, pageAs } = browserTest();

describe('create patient → toric prescription → invite → the patient sets a password', () => {
  it('works through the screens', async () => {
    const email = uniqueEmail('juniper.okafor');
    const staff = await pageAs('staff');

    // 1. Create the patient with a complete profile (an invite needs one).
    await staff.getByRole('link', { name: 'Create new patient' }).click();
    await fillPerson(staff, { firstName: 'Juniper', lastName: 'Okafor', email, dateOfBirth: '07/22/1988', phone: '5125550148' });
    await staff.getByRole('button', { name: 'Create patient' }).click();
    const created = await visible(staff.getByRole('dialog', { name: 'Patient created' }));
    await created.getByRole('link', { name: 'View in patient search' }).click();
    await staff.getByRole('link', { name: 'Juniper Okafor' }).click();
    await staff.waitForURL(/\/location\/patient\/prescriptions\?accountNumber=/);
    await visible(staff.getByRole('heading', { name: 'Juniper Okafor', level: 1 }));

    // Without a current prescription the invite is not possible yet.
    const sendInvite = staff.getByRole('button', { name: 'Send invite' });
    await visible(sendInvite);
    await expect.poll(() => sendInvite.isDisabled()).toBe(true);

    // 2. A toric prescription, every dimension chosen.
    await staff.getByRole('button', { name: 'Add prescription' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add prescription' });
    await dialog.getByLabel('Nickname').fill('Astigmatism, two-week');
    await dialog.getByLabel('Prescriber').fill('Dr. Adeyemi');
    const od = dialog.getByRole('group', { name: 'Right eye (OD)' });
    await fillEyeRx(od, { brand: 'Aurora HydraFlex', product: 'Aurora HydraFlex for Astigmatism 6 pack (6 lenses)', baseCurve: '8.6', diameter: '14.5', power: '-3.50', cylinder: '-0.75', axis: '90' });
    const os = dialog.getByRole('group', { name: 'Left eye (OS)' });
    await fillEyeRx(os, { brand: 'Aurora HydraFlex', product: 'Aurora HydraFlex for Astigmatism 6 pack (6 lenses)', baseCurve: '8.6', diameter: '14.5', power: '-3.25', cylinder: '-1.25', axis: '180' });
    await dialog.getByRole('button', { name: 'Add prescription' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = staff.getByRole('article', { name: /Astigmatism, two-week/ });
    await visible(card);
    const row = (eye: string) => card.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: eye }) }).locator('td.rx-eyes__value');
    expect((await row('OD').allTextContents()).map((t) => t.trim())).toEqual(['8.6', '14.5', '-3.50', '-0.75', '90']);
    expect((await row('OS').allTextContents()).map((t) => t.trim())).toEqual(['8.6', '14.5', '-3.25', '-1.25', '180']);

    // 3. Now the invite can go.
    await expect.poll(() => sendInvite.isEnabled()).toBe(true);
    await sendInvite.click();
    await visible(staff.getByText('Invite sent', { exact: true }));
    await expectAccessible(staff);
    await shot(staff, 'onboarding-invite-sent');

    // 4. The patient: the invite is the newest welcome e-mail (the first came with the account).
    await expect
      .poll(async () => {
        const box = (await (await staff.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { items: unknown[] };
        return box.items.length;
      })
      .toBe(2);
    const link = linkIn((await latestMail(staff, email, 'welcome')).text, '/welcome');
    const patient = await newPage();
    await patient.goto(link);
    await visible(patient.getByRole('heading', { name: 'Welcome to Lensloop', level: 1 }));
    await patient.getByLabel('New password', { exact: true }).fill('Harbor#Light47');
    await patient.getByLabel('Confirm new password').fill('Harbor#Light47');
    await patient.getByRole('button', { name: 'Set password and sign in' }).click();
    await patient.waitForURL(/\/patient$/);
    await patient.goto('/patient/prescriptions');
    await visible(patient.getByRole('article', { name: /Astigmatism, two-week/ }));
    await shot(patient, 'onboarding-patient-prescriptions');

    // 5. Staff see the patient registered on the invites screen.
    await staff.getByRole('navigation', { name: 'Practice menu' }).getByRole('link', { name: 'Patient Invites' }).click();
    await visible(staff.getByRole('row', { name: /Juniper Okafor/ }).getByText('Registered'));
  });
});
