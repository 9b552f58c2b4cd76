import { beforeAll, describe, expect, it } from 'vitest';
import { addYears } from '../../domain/prescriptions/prescription-rules';
import { DEMO } from '../support/test-platform';
import { browserTest, expectAccessible, shot } from '../support/browser';

/**
 * Staff ordering in a real browser (issue #5): from the patient's prescription card "Order" →
 * the wizard (toric annual supply: 4 boxes of a 3-month lens per eye, a discount, ship to the
 * patient with the address check, standard shipping, cash at the point of sale) → Place order →
 * confirmation (getbyid) → the order in the patient's Orders tab.
 */

// A toric lens (3-month supply per box): 4 boxes per eye is an annual supply.
const TORIC = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' };
const TORIC_OS = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90' };

const { pageAs, api } = browserTest();
let accountNumber = '';
let rxId = '';

beforeAll(async () => {
  const token = await api.signIn('staff');
  // The demo patient of the staff's practice (the search read model may lag just after start).
  accountNumber = await api.patientAccount(token, DEMO.patient);
  const today = new Date().toISOString().slice(0, 10);
  rxId = await api.createPrescription(token, { patientAccountNo: accountNumber, prescriptionNickname: 'Toric annual', prescriptionExpirationDate: addYears(today, 1), rightEyeRx: TORIC, leftEyeRx: TORIC_OS });
});

describe('staff order: toric annual supply with a discount, paid at the point of sale', () => {
  it('goes through the wizard, shows the confirmation and lists the order in the Orders tab', async () => {
    const page = await pageAs('staff', { path: `/location/patient/prescriptions?accountNumber=${accountNumber}` });
    const order = page.getByRole('link', { name: 'Order from prescription Toric annual' });
    await shot(page, 'staff-order-0-prescription-card');
    expect(await order.getAttribute('href')).toContain(`rxId=${encodeURIComponent(rxId)}`);
    await order.click();
    await page.waitForURL(/\/location\/patient\/order\?/);
    const steps = page.getByRole('navigation', { name: 'Order steps' });
    await page.getByRole('heading', { name: 'Product', level: 2 }).waitFor();
    // Later steps stay disabled until the earlier ones are completed.
    expect(await steps.getByRole('button', { name: /Review and Order/ }).isDisabled()).toBe(true);

    // 1. Product: 4 boxes per eye (an annual supply of a 3-month lens), with supply and price per box.
    await page.getByLabel('Boxes for the right eye').fill('4');
    await page.getByLabel('Boxes for the left eye').fill('4');
    await page.getByText('12 months').first().waitFor();
    await page.getByText('Price per box').first().waitFor();
    await shot(page, 'staff-order-1-product');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2. Apply Discounts: a bad amount is refused, then 10.00 off.
    await page.getByRole('heading', { name: 'Apply Discounts', level: 2 }).waitFor();
    expect(await page.getByLabel('Discount ($)').inputValue()).toBe('0.00');
    await page.getByLabel('Discount ($)').fill('100000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('INVALID_VALUE: Total amount cannot be less than zero').waitFor();
    await shot(page, 'staff-order-2-discount-error');
    await page.getByLabel('Discount ($)').fill('10.00');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Going back disables every later step; completing the step again re-enables the next.
    await page.getByRole('heading', { name: 'Delivery', level: 2 }).waitFor();
    await steps.getByRole('button', { name: /Apply Discounts/ }).click();
    await page.getByRole('heading', { name: 'Apply Discounts', level: 2 }).waitFor();
    expect(await steps.getByRole('button', { name: /Delivery/ }).isDisabled()).toBe(true);
    await page.getByLabel('Discount ($)').fill('10.00');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3. Delivery: ship to the patient, address checked (a suggestion may be offered).
    await page.getByRole('heading', { name: 'Delivery', level: 2 }).waitFor();
    expect(await steps.getByRole('button', { name: /Shipping Method/ }).isDisabled()).toBe(true);
    await page.getByLabel('Address line 1').fill('1100 congress ave');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await shot(page, 'staff-order-3-delivery');
    await page.getByRole('button', { name: 'Continue' }).click();
    const shipping = page.getByRole('heading', { name: 'Shipping Method', level: 2 });
    const suggested = page.getByRole('button', { name: 'Use suggested address' });
    await expect.poll(async () => (await shipping.isVisible()) || (await suggested.isVisible()), { timeout: 15_000 }).toBe(true);
    if (await suggested.isVisible()) {
      await shot(page, 'staff-order-3b-suggestion');
      await suggested.click();
    }

    // 4. Shipping Method: the modes with price and estimate (free-shipping rule flag off: standard $5.99).
    await shipping.waitFor();
    await page.getByLabel(/Standard shipping — \$5\.99/).check();
    await page.getByText(/Next day — \$24\.99/).waitFor();
    await shot(page, 'staff-order-4-shipping');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 5. Payment: cash received in the office.
    await page.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
    await page.getByLabel('Cash received in the office').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // 6. Review and Order.
    await page.getByRole('heading', { name: 'Review and Order', level: 2 }).waitFor();
    const summary = page.getByRole('table', { name: 'Order summary' });
    await expect.poll(() => summary.getByRole('row', { name: /Discount/ }).innerText()).toContain('-$10.00');
    await expectAccessible(page);
    await shot(page, 'staff-order-5-review');
    await page.getByRole('button', { name: 'Place order' }).click();

    // Confirmation.
    await page.waitForURL(/\/location\/patient\/order-confirmation\?orderid=/);
    const orderId = new URL(page.url()).searchParams.get('orderid')!;
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    await page.getByText('Cash received in the office').waitFor();
    expect(await page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Discount/ }).innerText()).toContain('-$10.00');
    await page.getByRole('button', { name: 'Print' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await shot(page, 'staff-order-6-confirmation');

    // The Orders tab lists it.
    await page.goto(`/location/patient/orders?accountNumber=${accountNumber}`);
    const row = page.getByRole('row', { name: new RegExp(orderId) });
    await row.waitFor();
    expect(await row.innerText()).toContain('8');
    await shot(page, 'staff-order-7-orders-tab');
  }, 120_000);
});
