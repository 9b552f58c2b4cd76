import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/shared/errors';
import { PATIENT_PAGE_SIZE } from '../../domain/shared/constants';
import { DEMO } from '../support/test-platform';
import { browserTest, expectAccessible, fillPerson, shot, signIn, visible } from '../support/browser';
import { uniqueEmail } from '../support/test-app';

/**
 * The first slice in a real browser against the real platform (both APIs, projections, the built
 * web app), acting as users do: by label and role. Guide §7.
 */

const TOKEN_KEY = 'lensloop.accessToken';

const { newPage, pageAs } = browserTest();

describe('first slice in the browser', () => {
  it('shows the public home page with the marketing promises', async () => {
    const page = await newPage();
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    for (const promise of ['Free to use', 'All major manufacturers', 'Free shipping', 'Returns for a year']) {
      await visible(page.getByRole('heading', { name: promise }));
    }
    await visible(page.getByText('For eye-care practices', { exact: true }));
    await visible(page.getByText('For patients', { exact: true }).first());
    await shot(page, 'home');
  });

  it('refuses a wrong password with the spec text, and the sign-in page is accessible', async () => {
    const page = await newPage();
    await page.goto('/signin');
    await visible(page.getByRole('heading', { name: 'Sign in to Lensloop' }));

    // Client-side validation with the API's schema.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByText('An email address is required'));
    await visible(page.getByText('A password is required'));

    await signIn(page, DEMO.staff, { password: 'not-the-password', dismissInvite: false });
    await visible(page.getByText(MESSAGES.invalidSignInShown));
    expect(page.url()).toMatch(/\/signin$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

    await expectAccessible(page);
    await shot(page, 'signin-wrong-password');
  });

  it('signs staff in to the practice area with its menu, and searches patients 12 to a page', async () => {
    const page = await pageAs('staff');
    await visible(page.getByRole('heading', { name: 'Patient Search', level: 1 }));
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();

    const menu = page.getByRole('navigation', { name: 'Practice menu' });
    for (const item of ['Patient Search', 'Your Orders', 'Reports', 'Patient Invites', 'Product Pricing', 'Settings', 'Profile']) {
      await visible(menu.getByRole('link', { name: item, exact: true }));
    }
    await visible(page.getByText('Morgan Reyes'));

    // Fewer than 4 characters: the spec's message, no request.
    await page.getByLabel('Name or email').fill('abc');
    await page.getByRole('button', { name: 'Search' }).click();
    await visible(page.getByText(MESSAGES.searchCriteriaMissing));

    // Nothing matches: a "no patient found" message.
    await page.getByLabel('Name or email').fill('zzzz-nobody');
    await page.getByRole('button', { name: 'Search' }).click();
    await visible(page.getByText('No patient found'));

    // Every demo patient of this practice without a real address has an example.com e-mail: more than one page.
    await page.getByLabel('Name or email').fill('example.com');
    await page.getByRole('button', { name: 'Search' }).click();
    const table = await visible(page.getByRole('table'));
    const found = await visible(page.getByText(/\d+ patients found/));
    const total = Number((await found.innerText()).match(/(\d+) patients found/)?.[1]);
    expect(total).toBeGreaterThan(PATIENT_PAGE_SIZE);
    for (const header of ['Name', 'Email', 'Date of birth', 'Phone', 'Registered', 'Added']) {
      await visible(table.getByRole('columnheader', { name: header }));
    }
    expect(await table.locator('tbody tr').count()).toBe(PATIENT_PAGE_SIZE);
    await expectAccessible(page);
    await shot(page, 'patient-search-page-1');

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await visible(page.getByText(`Page 2 of ${Math.ceil(total / PATIENT_PAGE_SIZE)}`));
    await expect.poll(() => table.locator('tbody tr').count()).toBe(Math.min(PATIENT_PAGE_SIZE, total - PATIENT_PAGE_SIZE));
    await shot(page, 'patient-search-page-2');
  });

  it('creates a patient and finds them by search right away (read-your-writes)', async () => {
    const page = await pageAs('staff');

    await page.getByRole('link', { name: 'Create new patient' }).click();
    await page.waitForURL(/\/location\/create-patient$/);
    await visible(page.getByRole('heading', { name: 'Create new patient', level: 1 }));

    // Inline errors with the schema's messages.
    await page.getByRole('button', { name: 'Create patient' }).click();
    await visible(page.getByText('This field is required').first());
    await visible(page.getByText('An email address is required'));
    await page.getByLabel('Date of birth').fill('13/45/1990');
    await page.getByLabel('Phone').fill('1111111111');
    await page.getByLabel('First name').focus();
    await visible(page.getByText('A valid date is required'));
    await visible(page.getByText('A valid US phone is required'));
    await expectAccessible(page);
    await shot(page, 'create-patient-errors');

    const email = uniqueEmail('rowan.ellis');
    await fillPerson(page, { firstName: 'Rowan', lastName: 'Ellis', email, dateOfBirth: '03/14/1992', phone: '5125550199' });
    await page.getByRole('button', { name: 'Create patient' }).click();

    const dialog = await visible(page.getByRole('dialog', { name: 'Patient created' }));
    const accountNumber = (await dialog.locator('.account-number').innerText()).trim();
    expect(accountNumber).toMatch(/^\w+$/);
    await shot(page, 'create-patient-done');

    // The search that shows the new patient waits for the read model (x-min-position).
    const searchRequest = page.waitForRequest((r) => r.url().endsWith('/api/customer/search'));
    await dialog.getByRole('link', { name: 'View in patient search' }).click();
    const request = await searchRequest;
    expect(Number(request.headers()['x-min-position'])).toBeGreaterThan(0);

    await page.waitForURL((url) => url.pathname === '/location' && url.searchParams.get('keyword') === email);
    const row = await visible(page.getByRole('row').filter({ hasText: email }));
    expect(await row.innerText()).toContain('Rowan Ellis');
    expect(await row.innerText()).toContain(accountNumber);
    expect(await row.innerText()).toContain('03/14/1992');
    expect(await page.getByLabel('Name or email').inputValue()).toBe(email);
    await shot(page, 'search-finds-new-patient');

    // The same e-mail again: the spec's USER_ALREADY_EXISTS text.
    await page.getByRole('link', { name: 'Create new patient' }).click();
    await fillPerson(page, { firstName: 'Rowan', lastName: 'Ellis', email });
    await page.getByRole('button', { name: 'Create patient' }).click();
    await visible(page.getByText(MESSAGES.userAlreadyExistsShown));
  });

  it('shows a patient the unauthorized page on /location, then takes them home', async () => {
    const page = await pageAs('patient');
    await visible(page.getByRole('navigation', { name: 'Patient menu' }));

    await page.goto('/location');
    await visible(page.getByText(MESSAGES.unauthorizedPage));
    await visible(page.getByText(/Taking you to the home page in \d+ seconds?/));
    await expect.poll(() => page.getByRole('navigation', { name: 'Practice menu' }).count()).toBe(0);
    await shot(page, 'patient-unauthorized');

    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  });

  it('sends an unknown path to the not-found page', async () => {
    const page = await newPage();
    await page.goto('/no-such-page');
    await visible(page.getByText(MESSAGES.unauthorizedPage));
  });

  it('ends a session the server no longer accepts (401): cleared, page reloaded to sign-in', async () => {
    const page = await pageAs('staff');
    // Not 'networkidle': the live channel (GET /api/live) keeps one request open while signed in.
    await page.getByRole('navigation', { name: 'Practice menu' }).waitFor();

    await page.evaluate((key) => localStorage.setItem(key, 'no-longer-valid'), TOKEN_KEY);
    await page.reload();
    await page.waitForURL(/\/signin\?redirectTo=%2Flocation$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  it('signs out: the token is gone and the practice area asks to sign in again', async () => {
    // Its own sign-in: signing out ends this session only.
    const page = await newPage();
    await signIn(page, DEMO.staff, { landing: /\/location$/ });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/signin$/);
    await visible(page.getByRole('heading', { name: 'Sign in to Lensloop' }));
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

    await page.goto('/location');
    await page.waitForURL(/\/signin\?redirectTo=%2Flocation$/);
    await shot(page, 'signed-out');
  });
});
