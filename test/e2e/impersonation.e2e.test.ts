import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { CSR_SEARCH_MESSAGES } from '../../domain/support/api-schemas';
import { browserTest, expectAccessible, fillPerson, shot, visible } from '../support/browser';

/**
 * Support in a real browser (guide §7): a CSR finds a staff member, impersonates them, creates a
 * patient as them, ends the session, and finds the patient creation in the audit trail with the
 * CSR as impersonator. Acting as users do: by label and role.
 */

const TOKEN_KEY = 'lensloop.accessToken';

declare global {
  interface Window {
    __sawUnauthorized?: boolean;
  }
}

// Record whether the "not authorized" screen ever flashes while sessions switch.
const { platform, pageAs } = browserTest({
  initScript: () => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes('not authorized')) window.__sawUnauthorized = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  },
});

/** A CSR on Find Customer (signed in once for the file). */
async function csrPage(): Promise<Page> {
  const page = await pageAs('csr');
  await visible(page.getByRole('heading', { name: 'Find Customer', level: 1 }));
  return page;
}

async function searchFor(page: Page, type: 'Patients' | 'ECPs', keyword: string): Promise<void> {
  await page.getByRole('radio', { name: type }).check();
  await page.getByLabel('Name, email or account number').fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('support: impersonation with an audit trail', () => {
  it('a CSR impersonates a staff member, creates a patient, ends the session, and the audit trail shows it', async () => {
    const page = await csrPage();
    // Without a search: every practice with its locations.
    const practices = await visible(page.getByRole('table', { name: 'All practices' }));
    await visible(practices.getByRole('link', { name: 'Clearview Eye Care' }));
    await visible(practices.getByText('Clearview Eye Care – North Lamar (Austin, TX)', { exact: false }));
    await expectAccessible(page);
    await shot(page, 'csr-find-customer');

    // The spec's "no ECP found" and "no patient found".
    await searchFor(page, 'ECPs', 'zzzz-nobody');
    await visible(page.getByText(CSR_SEARCH_MESSAGES.noEcpFound, { exact: true }));
    await searchFor(page, 'Patients', 'zzzz-nobody');
    await visible(page.getByText(CSR_SEARCH_MESSAGES.noPatientFound, { exact: true }));

    // Find the staff member among the ECPs.
    await searchFor(page, 'ECPs', 'morgan');
    await page.waitForURL(/type=ecp/);
    const results = await visible(page.getByRole('table', { name: 'ECPs matching morgan' }));
    await visible(results.getByRole('rowheader', { name: /Morgan Reyes/ }));
    await expectAccessible(page);
    await shot(page, 'csr-ecp-results');

    // Impersonate, with a reason, after a confirmation.
    await results.getByRole('button', { name: 'Impersonate Morgan Reyes' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Impersonate Morgan Reyes?' }));
    await confirm.getByLabel('Reason').fill('Caller needs a patient added');
    await expectAccessible(page);
    await shot(page, 'csr-impersonate-confirm');
    await confirm.getByRole('button', { name: 'Start impersonation' }).click();

    // The browser is now Morgan's session in the practice area, with the banner.
    await page.waitForURL(/\/location$/);
    const banner = await visible(page.getByRole('region', { name: 'Impersonation' }));
    await expect.poll(() => banner.innerText()).toMatch(/You are acting as Morgan Reyes \(Practice staff\)/);
    await visible(page.getByRole('navigation', { name: 'Practice menu' }));
    await expectAccessible(page);
    await shot(page, 'impersonating-staff');

    // Create a patient as Morgan; the banner stays on every page.
    await page.getByRole('link', { name: 'Create new patient' }).click();
    await page.waitForURL(/\/location\/create-patient$/);
    await visible(page.getByRole('region', { name: 'Impersonation' }));
    await fillPerson(page, { firstName: 'Quinn', lastName: 'Audited', email: 'quinn.audited@example.com' });
    await page.getByRole('button', { name: 'Create patient' }).click();
    await visible(page.getByRole('dialog', { name: /patient created/i }));
    await page.keyboard.press('Escape');

    // End the session: a confirmation first, then back to the CSR's own search.
    await page.getByRole('region', { name: 'Impersonation' }).getByRole('button', { name: 'End session' }).click();
    const endDialog = await visible(page.getByRole('dialog', { name: 'End this session?' }));
    await visible(endDialog.getByText('return to your own account (Casey Support)', { exact: false }));
    await expectAccessible(page);
    await shot(page, 'impersonation-end-confirm');
    await endDialog.getByRole('button', { name: 'End session' }).click();
    await page.waitForURL(/\/csr\?type=ecp&keyword=morgan/);
    await visible(page.getByRole('heading', { name: 'Find Customer', level: 1 }));
    expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(0);
    await visible(page.getByText('Casey Support'));
    expect(await page.evaluate(() => window.__sawUnauthorized ?? false)).toBe(false);

    // The audit trail: the session, and in it the patient creation by the CSR.
    await page.getByRole('navigation', { name: 'Support menu' }).getByRole('link', { name: 'Audit Trail' }).click();
    await page.waitForURL(/\/csr\/impersonations$/);
    const sessions = await visible(page.getByRole('table', { name: 'Impersonation sessions, newest first' }));
    const row = sessions.getByRole('row').filter({ hasText: 'Morgan Reyes' }).first();
    await visible(row.getByText('Casey Support', { exact: true }));
    await visible(row.getByText('Ended by the representative', { exact: false }));
    await expectAccessible(page);
    await shot(page, 'audit-trail');

    // CSV export with the same filters.
    await page.getByLabel('Customer').fill('morgan');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/user=morgan/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^impersonation-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      }, reject);
    });
    expect(csv).toMatch(/Created patient Quinn Audited \(quinn\.audited@example\.com\)/);
    expect(csv).toContain('Casey Support');

    await page.getByRole('row').filter({ hasText: 'Morgan Reyes' }).first().getByRole('link').click();
    await page.waitForURL(/\/csr\/impersonations\/[\w-]+$/);
    await visible(page.getByRole('heading', { name: 'Casey Support as Morgan Reyes', level: 1 }));
    await visible(page.getByText('Caller needs a patient added'));
    const changes = await visible(page.getByRole('table', { name: 'Changes made in this session, in order' }));
    await visible(changes.getByRole('rowheader', { name: /Created patient Quinn Audited \(quinn\.audited@example\.com\), account \d{9}/ }));
    await visible(changes.getByText('PatientCreated', { exact: true }));
    await expectAccessible(page);
    await shot(page, 'audit-session');

    // The event in the log carries the CSR as impersonator.
    const { rows } = await platform.infra.sql.query<{ metadata: { actor: { accountNumber: string }; impersonator?: { accountNumber: string; name: string } } }>(
      `SELECT metadata FROM es_events WHERE type = 'PatientCreated' AND data->>'email' = 'quinn.audited@example.com'`,
    );
    expect(rows[0]!.metadata.actor.accountNumber).toBe('700000001');
    expect(rows[0]!.metadata.impersonator).toMatchObject({ accountNumber: '900000001', name: 'Casey Support' });
  });

  it('a new customer search while impersonating ends the session after a confirmation', async () => {
    const page = await csrPage();
    await searchFor(page, 'Patients', 'patricia nguyen');
    const results = await visible(page.getByRole('table', { name: 'Patients matching patricia nguyen' }));
    await results.getByRole('button', { name: 'Impersonate Patricia Nguyen' }).click();
    await page.getByRole('dialog', { name: 'Impersonate Patricia Nguyen?' }).getByRole('button', { name: 'Start impersonation' }).click();
    await page.waitForURL(/\/patient$/);
    const banner = await visible(page.getByRole('region', { name: 'Impersonation' }));
    await expect.poll(() => banner.innerText()).toMatch(/You are acting as Patricia Nguyen \(Patient\)/);
    const patientToken = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    await shot(page, 'impersonating-patient');

    // "New customer search" asks first; keeping the session changes nothing.
    await banner.getByRole('button', { name: 'New customer search' }).click();
    const ask = await visible(page.getByRole('dialog', { name: 'Start a new customer search?' }));
    await ask.getByRole('button', { name: 'Keep acting as Patricia' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(patientToken);

    // Typing the support address while impersonating asks too; confirming ends the session.
    await page.goto('/csr');
    await visible(page.getByRole('heading', { name: 'Start a new customer search?' }));
    await expectAccessible(page);
    await shot(page, 'impersonation-new-search-gate');
    await page.getByRole('button', { name: 'End session and search' }).click();
    await visible(page.getByRole('heading', { name: 'Find Customer', level: 1 }));
    expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).not.toBe(patientToken);

    // The old impersonation token is refused from now on.
    await expect
      .poll(async () => (await fetch(`${platform.url}/api/customer/get`, { method: 'POST', headers: { authorization: `Bearer ${patientToken}`, 'content-type': 'application/json' }, body: '{}' })).status)
      .toBe(401);
  });

  it('shows the CSR view of an ECP: the practice, its locations and its staff', async () => {
    const page = await csrPage();
    await page.getByRole('table', { name: 'All practices' }).getByRole('link', { name: 'Lakeside Vision Center' }).click();
    await page.waitForURL(/\/csr\/practices\/PR-2002$/);
    await visible(page.getByRole('heading', { name: 'Lakeside Vision Center', level: 1 }));
    await visible(page.getByText('22 E Mifflin St', { exact: false }));
    const accounts = await visible(page.getByRole('table', { name: 'Accounts of Lakeside Vision Center' }));
    await visible(accounts.getByRole('rowheader', { name: /Priya Raman/ }));
    await visible(accounts.getByRole('rowheader', { name: /Tyler Berg/ }));
    await visible(accounts.getByRole('button', { name: 'Impersonate Tyler Berg' }));
    await expectAccessible(page);
    await shot(page, 'csr-practice-view');
  });
});
