import type { Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserTest, shot } from '../support/browser';

/**
 * A patient orders lenses in the browser (issue #5): dashboard → order → checkout wizard
 * (address, shipping method, new card in the hosted form inside an iframe, saved to the account)
 * → confirmation; then reorders with the saved card; then sees the first order move to shipped.
 */
const FULFILMENT_ENV = {
  ORDER_CONFIRMATION_DELAY_MS: '200',
  FULFILMENT_PROCESSING_DELAY_MS: '500',
  FULFILMENT_SHIP_DELAY_MS: '500',
  FULFILMENT_DELIVERY_DELAY_MS: '3600000',
  FULFILMENT_DELAYED_CHANCE: '0',
  FULFILMENT_SHIPPED_ERROR_CHANCE: '0',
  FULFILMENT_SEED: 'e2e-patient-order',
};

const { pageAs, api } = browserTest({ env: FULFILMENT_ENV, buildWeb: false, height: 1000 });
const nickname = `E2E Toric ${Date.now().toString(36)}`;

beforeAll(async () => {
  const { patient, staff } = await api.signInAll('patient', 'staff');
  const me = await api.call('/api/customer/get', {}, patient);
  const expires = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await api.createPrescription(staff, { patientAccountNo: me.body.accountNumber, prescriptionNickname: nickname, prescriptionExpirationDate: expires, rightEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' } });
});

/** Dashboard → "Order lenses" → checkout, address and shipping steps; returns on the payment step. */
async function startOrder(page: Page, label: string): Promise<void> {
  await page.goto('/patient');
  await page.getByRole('link', { name: `Order lenses for ${nickname}` }).click();
  await page.waitForURL(/\/patient\/order/);
  await page.getByLabel('Right eye (OD) boxes').fill('2');
  await shot(page, `patient-order-${label}-1-choose`);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.waitForURL(/\/patient\/checkout/);
  // Later steps are disabled until the earlier ones are done.
  expect(await page.getByRole('button', { name: '3. Payment and Order' }).isDisabled()).toBe(true);
  await page.getByLabel('Full name').fill('Pat Ient');
  await page.getByLabel('Address line 1').fill('123 Main Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('ZIP code').fill('62701');
  await shot(page, `patient-order-${label}-2-address`);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  const shipping = page.getByRole('heading', { name: 'Shipping Method' });
  const suggestion = page.getByText('We found a suggested address');
  await Promise.race([shipping.waitFor(), suggestion.waitFor()]);
  if (await suggestion.isVisible()) {
    await shot(page, `patient-order-${label}-2b-suggestion`);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
  }
  await shipping.waitFor();
  await expect(page.getByTestId('order-total').isVisible()).resolves.toBe(true);
  await shot(page, `patient-order-${label}-3-shipping`);
  if (label === 'second') {
    // Going back disables every later step; the address entered is kept.
    await page.getByRole('button', { name: '1. Delivery Address' }).click();
    expect(await page.getByRole('button', { name: '2. Shipping Method' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Address line 1').inputValue()).toBe('123 Main St');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await shipping.waitFor();
  }
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { name: 'Payment and Order' }).waitFor();
}

async function placeOrder(page: Page, label: string): Promise<string> {
  await page.getByLabel('I authorize Lensloop to charge this card for this order').check();
  await shot(page, `patient-order-${label}-5-ready`);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/patient\/order-confirmation\?salesOrderID=/);
  await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
  await page.getByTestId('order-status').waitFor();
  await shot(page, `patient-order-${label}-6-confirmation`);
  return new URL(page.url()).searchParams.get('salesOrderID')!;
}

describe('patient ordering in the browser', () => {
  it('orders with a new card (saved), reorders with the saved card, and sees the first order shipped', async () => {
    const page = await pageAs('patient', { path: '/patient/payment' });
    const cardsBefore = await page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').count().catch(() => 0);

    // 1. New card in the hosted form (iframe), saved to the account.
    await startOrder(page, 'first');
    await page.getByLabel('Use a new card').check();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').waitFor();
    await frame.getByLabel('Cardholder first name').fill('Pat');
    await frame.getByLabel('Cardholder last name').fill('Ient');
    await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
    await frame.getByLabel('CVV').fill('123');
    await frame.getByLabel('I confirm the cardholder consents to charging this card').check();
    await shot(page, `patient-order-first-4-card`);
    await frame.getByRole('button', { name: 'Submit card' }).click();
    await page.getByText('Visa ending 1111 is ready.').waitFor();
    expect(await page.getByLabel('Save card to account').isChecked()).toBe(true);
    const firstOrder = await placeOrder(page, 'first');

    // The card is now on the account.
    await page.goto('/patient/payment');
    await page.getByRole('list', { name: 'Saved cards' }).getByText('ending 1111').first().waitFor();
    expect(await page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').count()).toBeGreaterThan(cardsBefore);
    await shot(page, 'patient-order-saved-cards');

    // 2. Reorder with the saved card (chosen by default).
    await startOrder(page, 'second');
    const saved = page.getByRole('radio', { name: /ending 1111/ });
    await saved.first().waitFor();
    await saved.first().check();
    expect(await page.locator('iframe[title="Card details"]').count()).toBe(0);
    const secondOrder = await placeOrder(page, 'second');
    expect(secondOrder).not.toBe(firstOrder);

    // 3. History: newest first; the first order moves to shipped with a tracking number.
    await page.goto('/patient/orders');
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await rows.first().waitFor();
    const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-order')));
    expect(ids.indexOf(secondOrder)).toBeLessThan(ids.indexOf(firstOrder));
    const firstRow = page.locator(`tr[data-order="${firstOrder}"]`);
    await firstRow.getByTestId('order-status').filter({ hasText: 'Shipped' }).waitFor({ timeout: 30_000 });
    await firstRow.getByRole('button', { name: 'View details' }).click();
    await page.getByRole('heading', { name: `Order ${firstOrder}` }).waitFor();
    await page.getByTestId('tracking-number').waitFor();
    await shot(page, 'patient-order-history-shipped');

    // The dashboard: current prescriptions with "Order lenses", recent orders with their status.
    await page.goto('/patient');
    await page.getByRole('link', { name: `Order lenses for ${nickname}` }).waitFor();
    await page.locator(`tr[data-order="${firstOrder}"]`).getByTestId('order-status').filter({ hasText: 'Shipped' }).waitFor();
    await shot(page, 'patient-order-dashboard');
  }, 120_000);
});
