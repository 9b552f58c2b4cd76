import { describe, expect, it } from 'vitest';
import { browserTest, expectAccessible, shot } from '../support/browser';

/**
 * Patients in a real browser: staff import a small PMS CSV (one bad row) → filter the list to the
 * imported patients → open one, edit the profile → delete (deactivate) it.
 */

const { pageAs } = browserTest();

const CSV = [
  'First Name,Last Name,Email,Date of Birth,Phone',
  'Quincy,Importer,quincy.importer@example.com,02/03/1980,',
  'Rosa,Importer,rosa.importer@example.com,,(512) 555-0144',
  'Bad,Row,not-an-email,,',
].join('\n');

describe('patient list, PMS import, profile edit and delete', () => {
  it('works end to end in the browser', async () => {
    const page = await pageAs('staff', { path: '/location' });
    await page.getByRole('heading', { name: 'Patient Search', level: 1 }).waitFor();
    // The whole list shows without a search; the "connect your PMS" banner is there.
    await page.getByText('Connect your practice-management system').waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Your patients' }).getByRole('row').count()).toBe(13); // header + 12
    await shot(page, 'patients-list');

    await page.getByRole('button', { name: 'Import patients' }).first().click();
    const importer = page.getByRole('region', { name: 'Import patients from your practice-management system' });
    await importer.getByLabel('CSV file').setInputFiles({ name: 'pms.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await importer.getByRole('button', { name: 'Import patients' }).click();
    await importer.getByText('2 created, 0 updated, 1 row not imported (of 3).').waitFor();
    await importer.getByRole('cell', { name: 'A valid email is required' }).waitFor();
    await page.getByText(/Patients were updated from your practice-management system on \d{2}\/\d{2}\/\d{4}/).waitFor();
    await expectAccessible(page);
    await shot(page, 'patients-import');

    await page.getByLabel('Source').selectOption('yes');
    await expect.poll(() => page.getByRole('table', { name: 'Your patients' }).getByRole('row').count()).toBe(3);
    const rosa = page.getByRole('row').filter({ hasText: 'rosa.importer@example.com' });
    await rosa.getByText('Created in PMS').waitFor();
    await rosa.getByText('Incomplete profile').waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText(/Patients were updated from your practice-management system/).waitFor({ state: 'hidden' });
    await shot(page, 'patients-imported-filter');

    await rosa.getByRole('link', { name: 'Rosa Importer' }).click();
    await page.getByRole('tab', { name: 'Profile' }).click();
    const panel = page.getByRole('region', { name: 'Profile' });
    await panel.getByText('rosa.importer@example.com').waitFor();
    await panel.getByRole('button', { name: 'Edit profile' }).click();
    await panel.getByLabel('Date of birth').fill('07/08/1991');
    await panel.getByLabel('Last name').fill('Importer-Lee');
    await panel.getByRole('button', { name: 'Save profile' }).click();
    await panel.getByText('Rosa Importer-Lee', { exact: true }).waitFor();
    await panel.getByText('07/08/1991').waitFor();
    await expect.poll(() => panel.getByText('Incomplete profile').count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'patient-profile');

    await panel.getByRole('button', { name: 'Delete patient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Rosa Importer-Lee?' });
    await dialog.getByRole('button', { name: 'Delete patient' }).click();
    await panel.getByText('This patient profile was deleted.').waitFor();
    await panel.getByText('Deleted', { exact: true }).waitFor();
    await shot(page, 'patient-deleted');

    await page.goto('/location?imported=yes');
    await expect.poll(() => page.getByRole('table', { name: 'Your patients' }).getByRole('row').count()).toBe(2);
    // The box is driven by the URL (?deleted=1), so it shows checked once the navigation commits.
    const showDeleted = page.getByLabel('Show deleted patients');
    await showDeleted.click();
    await expect.poll(() => showDeleted.isChecked()).toBe(true);
    await page.getByRole('row').filter({ hasText: 'rosa.importer@example.com' }).getByText('Deleted').waitFor();
  });
});
