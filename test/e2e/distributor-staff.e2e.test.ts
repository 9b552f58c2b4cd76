import { describe, expect, it } from 'vitest';
import { DISTRIBUTOR_STAFF_MESSAGES } from '../../domain/distributor-staff/messages';
import { SECURITY_MESSAGES } from '../../domain/security/messages';
import { MESSAGES } from '../../domain/shared/errors';
import { browserTest, expectAccessible, expectNoHorizontalOverflow, fillPerson, latestMail, linkIn, shot, textedCode, visible } from '../support/browser';
import { DEMO } from '../support/test-platform';
import type { Page } from 'playwright';

/**
 * Issues #32, #33 in a real browser: a CSR invites an analyst on Distributor Staff, the analyst sets
 * a password from the e-mail, enrols two-factor and lands on /analyst; the demo operator signs in
 * with the texted code and lands on /operations; each is refused from the practice, patient and
 * support areas, and the other roles from theirs. Three bad inputs on each form.
 */
const { newPage, pageAs } = browserTest({ env: { VERIFICATION_CODES_PER_HOUR: '100', VERIFICATION_CODE_RESEND_COOLDOWN_MS: '1' } });

const PASSWORD = 'Quarterly#2027';
const PHONE = '5125550177';

async function expectUnauthorized(page: Page, path: string) {
  await page.goto(path);
  await visible(page.getByRole('heading', { name: MESSAGES.unauthorizedPage, level: 1 }));
}

describe('Distributor Staff (CSR) and the analyst’s first sign-in', () => {
  it('a CSR invites an analyst; the analyst sets a password, enrols two-factor and lands on /analyst', async () => {
    const email = `ada.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const csr = await pageAs('csr');
    await csr.getByRole('navigation', { name: 'Support menu' }).getByRole('link', { name: 'Distributor Staff' }).click();
    await visible(csr.getByRole('heading', { name: 'Distributor Staff', level: 1 }));
    await visible(csr.getByRole('row', { name: /Avery Quinn/ }).getByText('Active'));
    await expectAccessible(csr);
    await shot(csr, 'distributor-staff-01-list');

    // The invitation: bad input beside each field, then an e-mail in use, then a good one.
    await csr.getByRole('button', { name: 'Invite an analyst or operator' }).click();
    const dialog = await visible(csr.getByRole('dialog', { name: 'Invite an analyst or operator' }));
    await dialog.getByLabel('Last name').fill('Lovelace!');
    await dialog.getByLabel('Email').fill('ada@');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(dialog.getByText('This field is required'));
    await visible(dialog.getByText("Only letters, numbers, spaces and & , ' - + are allowed"));
    await visible(dialog.getByText('A valid email is required'));
    await visible(dialog.getByText(DISTRIBUTOR_STAFF_MESSAGES.roleRequired));
    await expectAccessible(csr);
    await shot(csr, 'distributor-staff-02-invite-bad-input');
    await fillPerson(dialog, { firstName: 'Ada', lastName: 'Lovelace', email: DEMO.staff });
    await dialog.getByLabel('Role').selectOption('Analyst');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(dialog.getByText(MESSAGES.userAlreadyExistsShown));
    await shot(csr, 'distributor-staff-03-invite-email-in-use');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(csr.getByText(`Invitation sent to ${email}.`));
    await dialog.waitFor({ state: 'hidden' });

    // Found by the search, invited.
    await csr.getByLabel('Name or email').fill(email.slice(0, 9));
    await csr.getByRole('button', { name: 'Search' }).click();
    await csr.waitForURL(/search=/);
    const row = await visible(csr.getByRole('row', { name: /Ada Lovelace/ }));
    await visible(row.getByText('Invited'));
    await expectNoHorizontalOverflow(csr);
    await shot(csr, 'distributor-staff-04-invited');

    // The analyst: the e-mailed link, a password, then the enrolment before anything else.
    const analyst = await newPage();
    const mail = await latestMail(analyst, email, 'welcome');
    expect(mail.subject).toBe("You're invited to Lensloop as an analyst");
    await analyst.goto(linkIn(mail.text, '/welcome'));
    await analyst.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await analyst.getByLabel('Confirm new password').fill(PASSWORD);
    await analyst.getByRole('button', { name: 'Set password and sign in' }).click();
    await analyst.waitForURL(/\/analyst$/);
    await visible(analyst.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 }));
    expect(await analyst.getByRole('navigation', { name: /menu/ }).count()).toBe(0);
    await expectAccessible(analyst);
    await shot(analyst, 'distributor-staff-05-enrolment-number');

    // Three bad numbers, then the right one.
    for (const [typed, message] of [
      ['', 'A valid US phone is required'],
      ['123', 'A valid US phone is required'],
      ['1111111111', 'A valid US phone is required'],
    ] as const) {
      await analyst.getByLabel('Mobile number').fill(typed);
      await analyst.getByRole('button', { name: 'Text me a code' }).click();
      await visible(analyst.getByText(message));
    }
    await shot(analyst, 'distributor-staff-06-enrolment-bad-number');
    await analyst.getByLabel('Mobile number').fill(PHONE);
    await analyst.getByRole('button', { name: 'Text me a code' }).click();
    await visible(analyst.getByRole('heading', { name: 'Step 2 of 2: the code we texted' }));
    const code = await textedCode(analyst, PHONE, 0);

    // Three bad codes: too short, letters, a wrong one; then the texted one.
    const wrong = code === '000000' ? '111111' : '000000';
    for (const [typed, message] of [['12', 'Enter the 6-digit code.'], ['abcdef', 'Enter the 6-digit code.'], [wrong, SECURITY_MESSAGES.wrongCode]] as const) {
      await analyst.getByLabel('Verification code').fill(typed);
      await analyst.getByRole('button', { name: 'Verify and continue' }).click();
      await visible(analyst.getByText(message));
    }
    await expectAccessible(analyst);
    await shot(analyst, 'distributor-staff-07-enrolment-wrong-code');
    await analyst.getByLabel('Verification code').fill(code);
    await analyst.getByRole('button', { name: 'Verify and continue' }).click();

    // The analyst's home: who they are and what the role does.
    await visible(analyst.getByRole('heading', { name: 'Welcome, Ada', level: 1 }));
    await visible(analyst.getByRole('navigation', { name: 'Analysis menu' }));
    await visible(analyst.getByText('Password and a code texted to (•••) •••-0177'));
    await visible(analyst.getByRole('heading', { name: 'What your role does' }));
    await expectAccessible(analyst);
    await expectNoHorizontalOverflow(analyst);
    await shot(analyst, 'distributor-staff-08-analyst-home');

    // The account page: name, password, two-factor (on, and it stays on); no e-mail change.
    await analyst.goto('/analyst/account');
    const twoFactor = await visible(analyst.getByRole('region', { name: 'Two-factor authentication' }));
    await visible(twoFactor.getByText('On', { exact: true }));
    expect(await twoFactor.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
    expect(await analyst.getByRole('button', { name: /email address/i }).count()).toBe(0);
    await expectAccessible(analyst);
    await shot(analyst, 'distributor-staff-09-analyst-account');

    // Refused everywhere else.
    for (const path of ['/location', '/patient', '/csr', '/operations']) await expectUnauthorized(analyst, path);

    // Back on the CSR's screen: active, with two-factor; the history shows the CSR's invitation.
    await csr.reload();
    const active = await visible(csr.getByRole('row', { name: /Ada Lovelace/ }));
    await visible(active.getByText('Active'));
    await visible(active.getByText('On', { exact: true }));
    await active.getByRole('button', { name: 'History of Ada Lovelace' }).click();
    const history = await visible(csr.getByRole('dialog', { name: 'History of Ada Lovelace' }));
    await visible(history.getByText(/Invited account \d+: an e-mail with a link to set a password/));
    await visible(history.getByText(/Casey Support \(CSR\)/).first());
    await expectAccessible(csr);
    await shot(csr, 'distributor-staff-10-history');
    await history.getByRole('button', { name: 'Close' }).last().click();

    // Deactivating signs the analyst out; restoring gives access back.
    await active.getByRole('button', { name: 'Deactivate Ada Lovelace' }).click();
    const confirm = await visible(csr.getByRole('dialog', { name: 'Deactivate this account?' }));
    await expectAccessible(csr);
    await shot(csr, 'distributor-staff-11-deactivate');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await visible(csr.getByText('Ada Lovelace is deactivated and signed out.'));
    await visible(csr.getByRole('row', { name: /Ada Lovelace/ }).getByText('Deactivated'));
    await expectNoHorizontalOverflow(csr);
    await shot(csr, 'distributor-staff-12-deactivated');
    await analyst.goto('/analyst');
    await analyst.waitForURL(/\/signin/);
    await csr.getByRole('row', { name: /Ada Lovelace/ }).getByRole('button', { name: 'Restore access Ada Lovelace' }).click();
    await visible(csr.getByText('Ada Lovelace has access again.'));
  });

  it('the demo operator signs in with the texted code and lands on /operations; refused elsewhere', async () => {
    const operator = await pageAs('operator');
    await visible(operator.getByRole('heading', { name: 'Welcome, Jordan', level: 1 }));
    await visible(operator.getByRole('navigation', { name: 'Operations menu' }));
    await expectAccessible(operator);
    await shot(operator, 'distributor-staff-13-operator-home');
    // The profile: the name, three bad inputs beside their fields.
    await operator.getByRole('navigation', { name: 'Operations menu' }).getByRole('link', { name: 'Profile' }).click();
    await visible(operator.getByRole('heading', { name: 'Profile', level: 1 }));
    await operator.getByLabel('First name').fill('');
    await operator.getByLabel('Last name').fill('Okoro#');
    await operator.getByLabel('Phone').fill('12');
    await operator.getByRole('button', { name: /Save/ }).click();
    await visible(operator.getByText('This field is required'));
    await visible(operator.getByText("Only letters, numbers, spaces and & , ' - + are allowed"));
    await visible(operator.getByText('A valid US phone is required'));
    await shot(operator, 'distributor-staff-14-operator-profile-bad-input');
    for (const path of ['/location', '/patient', '/csr', '/analyst']) await expectUnauthorized(operator, path);
  });

  it('keeps every other role out of /analyst and /operations', async () => {
    for (const role of ['staff', 'patient', 'csr'] as const) {
      const page = await pageAs(role);
      await expectUnauthorized(page, '/analyst');
      await expectUnauthorized(page, '/operations');
    }
    const analyst = await pageAs('analyst');
    await visible(analyst.getByRole('heading', { name: 'Welcome, Avery', level: 1 }));
    await expectUnauthorized(analyst, '/operations');
  });
});
