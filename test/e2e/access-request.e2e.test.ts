import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/test-platform';
import { browserTest, expectAccessible, latestMail, shot } from '../support/browser';

/**
 * Access requests in a real browser: staff send one → the patient opens the link from the dev
 * mailbox (not signed in) → accepts → the staff's notification badge shows 1 → mark viewed.
 */

const PATIENT = 'patient.lakeside@demo.lensloop.test';

const { newPage, pageAs } = browserTest();

describe('access request → patient accepts from the e-mail → staff notification', () => {
  it('works end to end in the browser', async () => {
    const staff = await pageAs('staff');
    await staff.getByRole('navigation', { name: 'Practice menu' }).getByRole('link', { name: 'Access Requests' }).click();
    await staff.getByRole('heading', { name: 'Access Requests', level: 1 }).waitFor();
    await expect.poll(() => staff.getByRole('button', { name: 'Notifications', exact: true }).count()).toBe(1);

    await staff.getByLabel('Patient email').fill('not-an-email');
    await staff.getByRole('button', { name: 'Send access request' }).click();
    await staff.getByText('A valid email is required').waitFor();
    await staff.getByLabel('Patient email').fill(PATIENT);
    await staff.getByRole('button', { name: 'Send access request' }).click();
    await staff.getByText('Access request sent').waitFor();
    const row = staff.getByRole('row').filter({ hasText: PATIENT });
    await row.getByText('Pending').waitFor();
    // No patient name before the patient accepts (issue #21).
    expect(await row.textContent()).not.toContain('Grace Lindqvist');
    await expectAccessible(staff);
    await shot(staff, 'access-requests-staff');

    const mail = await latestMail(staff, PATIENT, 'access-request');
    expect(mail.subject).toBe('Clearview Eye Care asks for access to your Lensloop profile');
    const link = /https?:\/\/[^\s/]+(\/patient\/access-request\?token=[^\s]+)/.exec(mail.text)![1]!;

    const patient = await newPage();
    await patient.goto(link);
    await patient.getByRole('heading', { name: 'Clearview Eye Care asks for access to your profile' }).waitFor();
    await patient.getByText(PATIENT).waitFor();
    await expectAccessible(patient);
    await shot(patient, 'access-request-answer');
    await patient.getByRole('button', { name: 'Accept' }).click();
    await patient.getByText('Access granted').waitFor();
    await shot(patient, 'access-request-accepted');

    // The staff's bell shows 1 unread; the panel lists it; marking it viewed clears the badge.
    await staff.reload();
    const bell = staff.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    const panel = staff.getByRole('complementary', { name: 'Notifications' });
    await panel.getByText('Grace Lindqvist accepted your access request.').waitFor();
    await expectAccessible(staff);
    await shot(staff, 'staff-notifications-panel');
    await panel.getByRole('button', { name: 'Mark viewed' }).click();
    await panel.getByRole('button', { name: 'Mark not viewed' }).waitFor();
    await staff.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await staff.getByRole('row').filter({ hasText: PATIENT }).getByText('Accepted').waitFor();
    await staff.getByRole('row').filter({ hasText: PATIENT }).getByText('Grace Lindqvist').waitFor();
    await shot(staff, 'staff-notifications-viewed');
  });

  it('a signed-in patient answers from /patient/access-request: deny with a reason', async () => {
    const staffB = await pageAs('staffB', { path: '/location/access-requests' });
    await staffB.getByLabel('Patient email').fill(DEMO.patient);
    await staffB.getByRole('button', { name: 'Send access request' }).click();
    await staffB.getByText('Access request sent').waitFor();

    const patient = await pageAs('patient', { path: '/patient/access-request' });
    await patient.getByRole('heading', { name: 'Access requests', level: 1 }).waitFor();
    const item = patient.getByRole('listitem').filter({ has: patient.getByRole('heading', { name: 'Lakeside Vision Center' }) });
    await item.getByRole('button', { name: 'Deny' }).click();
    await item.getByLabel('Reason (optional)').fill('I prefer my current practice');
    await expectAccessible(patient);
    await shot(patient, 'access-request-patient-list');
    await item.getByRole('button', { name: 'Deny access' }).click();
    await patient.getByText('Request denied').waitFor();

    await staffB.reload();
    await staffB.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    // Before the patient accepts, the practice learns no patient detail: the denial names the address it asked (issue #21).
    await staffB.getByText(`${DEMO.patient} denied your access request: "I prefer my current practice"`).waitFor();
    await staffB.getByRole('row').filter({ hasText: DEMO.patient }).getByText('Denied').waitFor();
  });
});
