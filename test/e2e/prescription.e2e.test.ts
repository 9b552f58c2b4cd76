import { describe, expect, it } from 'vitest';
import { browserTest, expectAccessible, shot } from '../support/browser';
import { DEMO } from '../support/test-platform';

/**
 * Prescriptions in a real browser: staff search a patient → open the patient → add a toric
 * prescription choosing brand, product and each dimension → see OD/OS with the dimensions in spec
 * order → rename it in place → delete it.
 */

const { pageAs, api } = browserTest();

describe('staff add, rename and delete a toric prescription', () => {
  it('works end to end in the browser', async () => {
    const page = await pageAs('staff');

    // Search the patient and open them.
    await page.getByLabel('Name or email').fill('Sofia Martinez');
    await page.getByRole('search', { name: 'Patient search' }).getByRole('button', { name: /search/i }).click();
    await page.getByRole('link', { name: 'Sofia Martinez' }).click();
    await page.getByRole('heading', { name: 'Sofia Martinez', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['Prescriptions', 'Orders', 'Profile']);
    await page.getByText('No prescriptions yet.').waitFor();

    // Add a toric prescription, choosing each dimension.
    await page.getByRole('button', { name: 'Add prescription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add prescription' });
    await dialog.getByLabel('Nickname').waitFor();
    const prefilled = await dialog.getByLabel('Expiration date').inputValue();
    expect(prefilled).toMatch(/^\d{4}-\d{2}-\d{2}$/); // today + the practice default (2 years)
    await dialog.getByLabel('Nickname').fill('Two-week toric');
    await dialog.getByLabel('Prescriber').fill('Dr. Lee');
    const od = dialog.getByRole('group', { name: 'Right eye (OD)' });
    await od.getByLabel('Brand').selectOption({ label: 'Aurora HydraFlex' });
    await od.getByLabel('Product').selectOption({ label: 'Aurora HydraFlex for Astigmatism 6 pack (6 lenses)' });
    await od.getByLabel('Base curve (BC)').selectOption('8.6');
    // A product offering a single value asks the user to double-check it (spec point 8).
    await od.getByText('This product offers only one value for this attribute. Please double-check the selection.').first().waitFor();
    await od.getByLabel('Diameter (DIA)').selectOption('14.5');
    await od.getByLabel('Power (SPH)').selectOption('-2.25');
    await od.getByLabel('Cylinder (CYL)').selectOption('-1.25');
    await od.getByLabel('Axis').selectOption('180');
    await dialog.getByLabel('Same for both eyes').check();
    await expectAccessible(page);
    await shot(page, 'prescription-add-dialog');
    await dialog.getByRole('button', { name: 'Add prescription' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Listed with OD/OS and the dimensions in spec order.
    const card = page.getByRole('article', { name: /Two-week toric/ });
    await card.waitFor();
    await card.getByText('Active').waitFor();
    await card.getByText('Dr. Lee').waitFor();
    const headers = (await card.locator('thead th').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual(['Eye', 'Product', 'BC', 'DIA', 'PWR', 'CYL', 'AXIS', 'Pack']);
    for (const eye of ['OD', 'OS']) {
      const cells = (await card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: eye }) }).locator('td.rx-eyes__value').allTextContents()).map((t) => t.trim());
      expect(cells, eye).toEqual(['8.6', '14.5', '-2.25', '-1.25', '180']);
    }
    await expectAccessible(page);
    await shot(page, 'prescription-list');

    // Rename in place.
    const only = page.getByRole('listitem').filter({ has: page.locator('article') });
    expect(await only.count()).toBe(1);
    await card.getByRole('button', { name: 'Edit nickname' }).click();
    await only.getByLabel('Nickname').fill('Toric – daily wear');
    await only.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('article', { name: /Toric – daily wear/ });
    await renamed.waitFor();

    // Delete with confirmation.
    await renamed.getByRole('button', { name: 'Delete prescription Toric – daily wear' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete prescription?' });
    await confirm.getByRole('button', { name: 'Delete prescription' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('No prescriptions yet.').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await shot(page, 'prescription-deleted');
  });

  it('the patient sees their own prescriptions, read-only', async () => {
    // Staff write one for the demo patient through the API (the browser flow is covered above).
    const staff = await api.signIn('staff');
    const accountNumber = await api.patientAccount(staff, DEMO.patient);
    const expiration = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    await api.createPrescription(staff, { patientAccountNo: accountNumber, prescriptionNickname: 'Everyday', prescriptionExpirationDate: expiration, prescriber: 'Dr. Shah', rightEyeRx: { productId: 'PRD-1006', variantId: 'PRD-1006:8.4:14.0:-2.00' }, sameForBothEyes: true });

    const page = await pageAs('patient', { path: '/patient/prescriptions' });
    const card = page.getByRole('article', { name: 'Everyday' });
    await card.waitFor();
    await card.getByText('Dr. Shah').waitFor();
    expect(await page.getByRole('button', { name: 'Add prescription' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /edit|delete/i }).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'prescription-patient-view');
  });
});
