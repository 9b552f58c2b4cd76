import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages';
import { MESSAGES } from '../../domain/shared/errors';
import { DEMO } from '../support/test-platform';
import { browserTest, expectAccessible, fillAddress, latestMail, linkIn, shot, signIn, visible } from '../support/browser';
import { uniqueEmail } from '../support/test-app';

/**
 * The accounts screens in a real browser: the welcome link, the account and profile screens, and
 * an e-mail change confirmed by signing in with the previous address (guide §7: by label and role).
 */

const PASSWORD = 'Harbor#Light47';

const { newPage, pageAs, api } = browserTest();

/** A practice creates a patient through the API (the browser part is the patient's). */
async function createPatient(firstName: string): Promise<string> {
  return (await api.createPatient(await api.signIn('staff'), { firstName, lastName: 'Welcomed', email: uniqueEmail(firstName) })).email;
}

describe('accounts in the browser', () => {
  it('welcome link: sets the first password and signs the patient in', async () => {
    const page = await newPage();
    const email = await createPatient('Marisol');
    const link = linkIn((await latestMail(page, email, 'welcome')).text, '/welcome');

    await page.goto(link);
    await visible(page.getByRole('heading', { name: 'Welcome to Lensloop', level: 1 }));
    await visible(page.getByText(email));
    await page.getByLabel('New password', { exact: true }).fill('Marisol#2026');
    await page.getByLabel('Confirm new password').fill('Marisol#2026');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await visible(page.getByText('The password is weak.'));
    await expectAccessible(page);
    await shot(page, 'welcome-weak-password');

    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL(/\/patient$/);
    await visible(page.getByRole('navigation', { name: 'Patient menu' }));

    // Opened again, the link says it was used.
    await page.goto(link);
    await visible(page.getByRole('heading', { name: 'This link has already been used' }));
    await visible(page.getByText('Your account is already set up.'));
    await shot(page, 'welcome-link-used');
  });

  it('profile: a patient edits personal info with the spec validators', async () => {
    const page = await pageAs('patient');
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/\/patient\/profile$/);
    await visible(page.getByRole('heading', { name: 'Profile', level: 1 }));
    const form = page.getByRole('form', { name: 'Personal info' });

    await form.getByLabel('Phone').fill('2222222222');
    await form.getByLabel('City').fill('Austin');
    await form.getByRole('button', { name: 'Save personal info' }).click();
    await visible(form.getByText('A valid US phone is required'));
    await visible(form.getByText('A valid ZIP Code is required'));
    await visible(form.getByText('A valid state is required'));
    await expectAccessible(page);
    await shot(page, 'profile-errors');

    await form.getByLabel('Date of birth').fill('04121988');
    await fillAddress(form, { phone: '5125550147', line1: '12 Lake Shore Dr', state: 'TX', zip: '78701' });
    await form.getByRole('button', { name: 'Save personal info' }).click();
    await visible(form.getByText('Your personal info has been saved.'));
    await shot(page, 'profile-saved');

    // The account screen shows what was saved (read-your-writes).
    await page.getByRole('link', { name: 'Email, password and security' }).click();
    await page.waitForURL(/\/patient\/account$/);
    const summary = page.getByRole('region', { name: 'Personal info' });
    await visible(summary.getByText('(512) 555-0147'));
    await visible(summary.getByText('04/12/1988'));
    await visible(summary.getByText('12 Lake Shore Dr, Austin, TX 78701'));
    await expectAccessible(page);
    await shot(page, 'account-patient');
  });

  it('account: change password refuses a wrong current password with the spec meaning, then changes it', async () => {
    const page = await newPage();
    await signIn(page, DEMO.staffB, { landing: /\/location$/ });
    await page.goto('/location/account');
    await visible(page.getByRole('heading', { name: 'Account', level: 1 }));
    const form = page.getByRole('form', { name: 'Password' });
    await form.getByLabel('Current password').fill('Not#The1Password');
    await form.getByLabel('New password', { exact: true }).fill('Lakeside#Shore7');
    await form.getByLabel('Confirm new password').fill('Lakeside#Shore7');
    await form.getByRole('button', { name: 'Change password' }).click();
    await visible(form.getByText(ACCOUNT_MESSAGES.invalidEmailPasswordShown));
    // Still signed in: a refused change is not a 401.
    expect(page.url()).toMatch(/\/location\/account$/);
    await expectAccessible(page);
    await shot(page, 'account-change-password-refused');

    await form.getByLabel('Current password').fill(DEMO.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await visible(form.getByText('Your password has been changed.'));

    // The practice's e-mail display name: the rule in words, then saved.
    const sender = page.getByRole('form', { name: 'Patient emails' });
    await expect.poll(() => sender.getByLabel('Email display name').inputValue()).toBe('Lakeside Vision Center');
    await sender.getByLabel('Email display name').fill('Lakeside <Eyes>');
    await sender.getByRole('button', { name: 'Save display name' }).click();
    await visible(sender.getByText("Use up to 70 letters, numbers, spaces and & , ' . - + ( )."));
    await sender.getByLabel('Email display name').fill("Dr. Okafor's Eye Team");
    await sender.getByRole('button', { name: 'Save display name' }).click();
    await visible(sender.getByText("Saved. New invitations show “Dr. Okafor's Eye Team” as the sender."));
    await expectAccessible(page);
    await shot(page, 'account-practice');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, DEMO.staffB, { password: 'Lakeside#Shore7', landing: /\/location$/, dismissInvite: false });
  });

  it('e-mail change: requested on the account screen, confirmed with the previous e-mail and password', async () => {
    const page = await newPage();
    await signIn(page, DEMO.adminB, { landing: /\/location$/ });
    await page.goto('/location/account');
    const form = page.getByRole('form', { name: 'Email address' });
    await form.getByLabel('New email address').fill(DEMO.staff);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await visible(form.getByText(MESSAGES.userAlreadyExistsShown));

    const newEmail = uniqueEmail('lena.lakeside');
    await form.getByLabel('New email address').fill(newEmail);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await visible(form.getByText(`We sent a confirmation link to ${newEmail}.`));
    await shot(page, 'account-email-change-sent');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/signin$/);

    const link = linkIn((await latestMail(page, newEmail, 'email-change')).text, '/verifyemail');
    await page.goto(link);
    await visible(page.getByRole('heading', { name: 'Confirm your new email', level: 1 }));
    await visible(page.getByText(newEmail));
    await page.getByLabel('Previous email').fill(DEMO.adminB);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass99');
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    // A 401 here is an answer, not a reload (spec point 7).
    await visible(page.getByText(MESSAGES.invalidSignInShown));
    await expectAccessible(page);
    await shot(page, 'verify-email');

    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await page.waitForURL(/\/landingzone$/);
    await visible(page.getByRole('heading', { name: 'Your email address is confirmed' }));
    await visible(page.getByText(newEmail));
    await expectAccessible(page);
    await shot(page, 'landing-zone');

    // The link was used: it now goes to /verifyemailexpired, which says so.
    await page.goto(link);
    await page.waitForURL(/\/verifyemailexpired$/);
    await visible(page.getByRole('heading', { name: 'This link has already been used' }));
    await visible(page.getByText('If you confirmed your new email address with it, sign in with the new address.'));
    await expectAccessible(page);
    await shot(page, 'verify-email-expired');

    await signIn(page, newEmail, { landing: /\/location$/, dismissInvite: false });
  });
});
