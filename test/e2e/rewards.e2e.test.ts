import { beforeAll, describe, expect, it } from 'vitest';
import { seedRewardsDemo } from '../../command-api/seed/seed-rewards';
import { browserTest, expectAccessible, shot, visible } from '../support/browser';

/**
 * The patient's rewards path in a real browser (issue #15): a delivered Meridian order → the
 * rewards page from the menu → join the programme → the claim form (both consents, each with its
 * message) → approved; the practice then sees "Approved" on the order.
 */
const { pageAs, platform } = browserTest({ env: { REWARDS_SANDBOX_LATENCY_MS: '50' } });

let orderId = '';
let auroraOrderId = '';
beforeAll(async () => {
  const seeded = await seedRewardsDemo(platform.infra.store);
  orderId = seeded.orderIds.meridian!;
  auroraOrderId = seeded.orderIds.aurora!;
  await platform.projections.caughtUp(30_000);
});

describe('manufacturer rewards', () => {
  it('delivered order → rewards page → join → claim → approved → visible to the practice', async () => {
    const patient = await pageAs('patient');
    await patient.getByRole('link', { name: 'Rewards', exact: true }).click();
    await patient.waitForURL(/\/manufacturer\/rewards$/);
    await patient.getByRole('link', { name: 'Meridian Clear Advantage' }).click();
    const row = await visible(patient.locator(`tr[data-order="${orderId}"]`));
    await expect(row.getByTestId('reward-status').textContent()).resolves.toMatch(/Eligible — claim by/);
    await expectAccessible(patient);
    await shot(patient, 'rewards-programme');

    await row.getByRole('link', { name: `Claim reward for ${orderId}` }).click();
    // Not a member yet: the claim sends the patient to get started first.
    await patient.waitForURL(/\/get-started\?/);
    await patient.getByRole('link', { name: 'Join now' }).click();
    await patient.getByRole('button', { name: 'Join Meridian Clear Advantage' }).click();
    await patient.waitForURL(/\/auth-success\?/);
    await patient.getByRole('link', { name: 'Continue to your claim' }).click();
    await patient.waitForURL(/\/submit-claim\?/);
    const form = patient.getByRole('form', { name: 'Claim form' });
    await expect(form.getByText('Patricia Nguyen')).toBeDefined();
    await visible(form.getByText(orderId, { exact: false }));
    await form.getByRole('button', { name: 'Submit claim' }).click();
    await visible(form.getByText('Please agree to share your information with the programme.'));
    await visible(form.getByText('Please accept the programme terms and conditions.'));
    await expectAccessible(patient);
    await shot(patient, 'rewards-claim-form');
    await form.getByRole('checkbox', { name: /I agree to share/ }).check();
    await form.getByRole('checkbox', { name: /I accept the/ }).check();
    await form.getByRole('button', { name: 'Submit claim' }).click();
    await patient.waitForURL(/\/claim-approved\?/, { timeout: 20_000 });
    await visible(patient.getByRole('heading', { name: 'Your claim is approved' }));
    await visible(patient.getByText('Approved', { exact: true }));
    await shot(patient, 'rewards-claim-approved');

    // Leaving the rewards routes clears the stored item.
    await patient.getByRole('link', { name: 'Orders', exact: true }).click();
    await patient.waitForURL(/\/patient\/orders$/);
    await expect.poll(() => patient.evaluate(() => sessionStorage.getItem('manufacturerRewardsData'))).toBeNull();
    const orderRow = await visible(patient.locator(`section[aria-labelledby="order-rewards"] tr[data-order="${orderId}"]`));
    await expect(orderRow.getByTestId('reward-status').textContent()).resolves.toBe('Approved');

    // The practice sees the claim on the order.
    const staff = await pageAs('staff', { path: `/location/patient/order-confirmation?orderid=${orderId}` });
    await expect((await visible(staff.getByTestId('claim-status'))).textContent()).resolves.toBe('Approved');
    await shot(staff, 'rewards-practice-order');
  });

  it('the programme sign-in says what is wrong next to each field; a claim the programme refuses ends on its words, never a code', async () => {
    const patient = await pageAs('patient', { path: `/sign-in?manufacturer=aurora-vision&orderId=${auroraOrderId}` });
    const email = patient.getByLabel('Email');
    const password = patient.getByLabel('Password');
    const signIn = patient.getByRole('button', { name: 'Sign in to Aurora Brighter Rewards' });
    await email.fill('');
    await signIn.click();
    await visible(patient.getByText('An email address is required'));
    await visible(patient.getByText('A password is required'));
    await email.fill('patricia@');
    await password.fill('x');
    await signIn.click();
    await visible(patient.getByText('A valid email is required'));
    // A pair the programme does not know: its words under the password.
    await email.fill('patricia+error@example.com');
    await password.fill('short');
    await signIn.click();
    await visible(patient.getByText('The programme could not sign you in with that email and password.'));
    await expectAccessible(patient);
    await shot(patient, 'rewards-signin-errors');

    // This account's claims are refused by the programme (461, its default message): the screen says what to do.
    await password.fill('long-enough-1');
    await signIn.click();
    await patient.waitForURL(/\/auth-success\?/);
    await patient.getByRole('link', { name: 'Continue to your claim' }).click();
    const form = patient.getByRole('form', { name: 'Claim form' });
    await form.getByRole('checkbox', { name: /I agree to share/ }).check();
    await form.getByRole('checkbox', { name: /I accept the/ }).check();
    await form.getByRole('button', { name: 'Submit claim' }).click();
    await patient.waitForURL(/\/claim-submit-error\?/, { timeout: 20_000 });
    await visible(patient.getByText('Aurora Brighter Rewards could not accept this claim. Please check your programme account and try again.'));
    expect(await patient.getByText('The request is invalid.').count()).toBe(0);
    expect(await patient.getByText('Some of the information is not valid').count()).toBe(0);
    await expectAccessible(patient);
    await shot(patient, 'rewards-claim-error');
  });
});
