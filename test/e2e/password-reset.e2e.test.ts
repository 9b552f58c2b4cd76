import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages';
import { MESSAGES } from '../../domain/shared/errors';
import { PASSWORD_MESSAGES } from '../../domain/shared/validation';
import { DEMO } from '../support/test-platform';
import { browserTest, expectAccessible, latestMail, linkIn, shot, signIn, visible } from '../support/browser';

/**
 * Forgot password → the link from the dev mailbox → reset → sign in with the new password, in a
 * real browser against the real platform, acting as a user does: by label and role (guide §7).
 */

const NEW_PASSWORD = 'Harbor#Light47';

const { newPage } = browserTest();

/** Signs in on the sign-in form the page shows. */
describe('forgot password → reset from the e-mailed link → sign in', () => {
  it('resets the password with the link from the dev mailbox and signs in with the new one', async () => {
    const page = await newPage();
    await page.goto('/signin');
    await visible(page.getByRole('link', { name: 'Forgot password?' }));
    await shot(page, 'signin-forgot-password-link');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await visible(page.getByRole('heading', { name: 'Forgot your password?', level: 1 }));

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page.getByText('An email address is required'));
    await page.getByLabel('Email').fill(DEMO.patient);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page.getByText('Please confirm you’re not a robot first.'));
    // The self-hosted human check (proof of work in the browser) guards this public form.
    await page.getByText("I'm not a robot").click();
    await visible(page.getByText('Thanks, you are verified.'));
    await expectAccessible(page);
    await shot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page.getByRole('heading', { name: 'Check your email' }));
    await visible(page.getByText(ACCOUNT_MESSAGES.forgotPasswordSent));
    await expectAccessible(page);
    await shot(page, 'forgot-password-sent');

    const mail = await latestMail(page, DEMO.patient, 'password-reset');
    expect(mail.subject).toBe('Reset your Lensloop password');
    const link = linkIn(mail.text, '/reset-password');

    await page.goto(link);
    await visible(page.getByRole('heading', { name: 'Choose a new password', level: 1 }));
    await visible(page.getByText(DEMO.patient));

    // The rules are shown as the user types, and checked with the API's own schema.
    const newPassword = page.getByLabel('New password', { exact: true });
    await newPassword.fill('harborlight');
    await visible(page.getByRole('listitem').filter({ hasText: 'A lowercase letter' }).filter({ hasText: '(done)' }));
    await visible(page.getByRole('listitem').filter({ hasText: 'An uppercase letter' }).filter({ hasText: '(not yet)' }));
    await page.getByLabel('Confirm new password').fill('something else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await visible(page.getByText(PASSWORD_MESSAGES.complex));
    await visible(page.getByText(PASSWORD_MESSAGES.mustBeEqual));
    await newPassword.fill('Password#2026');
    await page.getByLabel('Confirm new password').fill('Password#2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await visible(page.getByText(PASSWORD_MESSAGES.weak));
    await expectAccessible(page);
    await shot(page, 'reset-password-errors');

    await newPassword.fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await shot(page, 'reset-password-rules-met');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await visible(page.getByRole('heading', { name: 'Your password has been reset' }));
    await expectAccessible(page);
    await shot(page, 'reset-password-done');

    // The old password no longer works; the new one does.
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await page.waitForURL(/\/signin$/);
    await signIn(page, DEMO.patient, { password: DEMO.password, dismissInvite: false });
    await visible(page.getByText(MESSAGES.invalidSignInShown));
    await signIn(page, DEMO.patient, { password: NEW_PASSWORD, landing: /\/patient$/ });
    await visible(page.getByRole('navigation', { name: 'Patient menu' }));

    // The link worked once.
    await page.goto(link);
    await visible(page.getByRole('heading', { name: 'This link has already been used' }));
    await visible(page.getByRole('link', { name: 'Send a new link' }));
    await expectAccessible(page);
    await shot(page, 'reset-password-link-used');
  });

  it('says so when the reset page is opened without a token, and makes no call', async () => {
    const page = await newPage();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/customer/emailbytoken')) calls.push(r.url());
    });
    await page.goto('/reset-password');
    await visible(page.getByRole('heading', { name: 'This link is incomplete' }));
    expect(calls).toEqual([]);
  });
});
