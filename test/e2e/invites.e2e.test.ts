import { describe, expect, it } from 'vitest';
import { prescriptionsStream } from '../../domain/prescriptions/events';
import { browserTest, expectAccessible, latestMail, linkIn, shot, visible } from '../support/browser';
import { testMeta } from '../support/event-meta';

/**
 * Patient invites in a real browser: staff send an invite from the Patient Invites screen → the
 * patient opens the e-mailed link and sets a password; a bounced address shows the spec's prompt.
 */

const { platform, newPage, pageAs, api } = browserTest();

/** A patient of the demo staff's practice with a completed profile and a current prescription (set up through the APIs). */
async function readyPatient(firstName: string, domain = 'example.com'): Promise<{ email: string; accountNumber: string }> {
  const { email, accountNumber } = await api.createPatient(await api.signIn('staff'), { firstName, lastName: 'Invitee', emailDomain: domain, dob: '04/12/1988', phone: '5125550147' });
  const { practiceId, locationId } = (await api.eventsOf(`customer-${accountNumber}`))[0]!.data as { practiceId: string; locationId: string };
  await platform.infra.store.appendToStream(
    prescriptionsStream(accountNumber),
    [
      {
        type: 'PrescriptionCreated',
        data: { prescriptionId: `rx-${accountNumber}`, patientAccountNo: accountNumber, practiceId, locationId, prescriptionNickname: 'Daily', prescriptionExpirationDate: `${new Date().getUTCFullYear() + 1}-12-31`, sameForBothEyes: true },
        metadata: testMeta({ actor: { accountNumber: 'test', customerGroup: 'System' } }),
      },
    ],
    { expectedVersion: 'no_stream' },
  );
  return { email, accountNumber };
}

describe('patient invites', () => {
  it('staff send an invite from the invites screen; the patient sets a password from the e-mailed link', async () => {
    const patient = await readyPatient('Imogen');
    const bounced = await readyPatient('Bram', 'bounce.test');
    const staff = await pageAs('staff');
    await latestMail(staff, patient.email, 'welcome'); // the account e-mail at creation
    await staff.getByRole('navigation', { name: 'Practice menu' }).getByRole('link', { name: 'Patient Invites' }).click();
    await visible(staff.getByRole('heading', { name: 'Patient Invites', level: 1 }));
    await visible(staff.getByText('An email bounced! Change their email address to resend.'));

    const send = staff.getByRole('button', { name: 'Send invite to Imogen Invitee' });
    await visible(send);
    await expectAccessible(staff);
    await shot(staff, 'invites-list');
    await send.click();
    await visible(staff.getByText('Invite sent', { exact: true }));
    await visible(staff.getByRole('row', { name: /Imogen Invitee/ }).getByText('Invited'));
    await shot(staff, 'invites-sent');

    // Sorting by e-mail (a header button) re-orders from the server.
    await staff.getByRole('button', { name: /^Email/ }).click();
    await expect.poll(() => staff.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('ascending');

    await staff.getByRole('tab', { name: /Bounced e-mails/ }).click();
    await visible(staff.getByRole('row', { name: /Bram Invitee/ }));
    await visible(staff.getByRole('link', { name: 'Change e-mail of Bram Invitee' }));
    expect(await staff.getByRole('link', { name: 'Change e-mail of Bram Invitee' }).getAttribute('href')).toContain(`accountNumber=${bounced.accountNumber}`);
    await shot(staff, 'invites-bounced');

    // The link leads to the patient's profile, where the Send invite button repeats the prompt.
    await staff.getByRole('link', { name: 'Change e-mail of Bram Invitee' }).click();
    await staff.waitForURL(/\/location\/patient\/profile\?accountNumber=/);
    await visible(staff.getByRole('button', { name: 'Send invite' }));
    expect(await staff.getByRole('button', { name: 'Send invite' }).isDisabled()).toBe(true);
    await visible(staff.getByText('An email bounced! Change their email address to resend.'));
    await shot(staff, 'invite-button-bounced');
    await staff.goBack();

    // The patient: the newest welcome e-mail is the invite.
    await expect
      .poll(async () => {
        const box = (await (await staff.request.get(`/api/dev/mailbox?to=${encodeURIComponent(patient.email)}`)).json()) as { items: unknown[] };
        return box.items.length;
      })
      .toBe(2);
    const link = linkIn((await latestMail(staff, patient.email, 'welcome')).text, '/welcome');
    const page = await newPage();
    await page.goto(link);
    await visible(page.getByRole('heading', { name: 'Welcome to Lensloop', level: 1 }));
    await page.getByLabel('New password', { exact: true }).fill('Harbor#Light47');
    await page.getByLabel('Confirm new password').fill('Harbor#Light47');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL(/\/patient$/);

    // Registered: the invites list shows it.
    await staff.reload();
    await staff.getByRole('tab', { name: 'Invites' }).click();
    await visible(staff.getByRole('row', { name: /Imogen Invitee/ }).getByText('Registered'));
  });
});
