import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/pricing/money';
import { addYears } from '../../domain/prescriptions/prescription-rules';
import { browserTest, expectAccessible, shot, visible } from '../support/browser';
import { DEMO } from '../support/test-platform';

/**
 * Issue #6's journey in a real browser: the practice administrator changes the Downtown
 * location's pricing to a 25 % markup; staff at Downtown order for a patient and are charged the
 * new price; the order is in the order-status report and on the dashboard (the figure links to
 * the very order); and the order's history says who did what.
 */

// Aurora HydraFlex for Astigmatism 6 pack: cost $54.99 per box. Suggested (40 %) would be $76.99; at 25 % $68.74 (5,499 × 1.25 = 6,873.75 → 6,874).
const TORIC = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' };
const AT_25 = 6874;

const { pageAs, api } = browserTest();
let accountNumber = '';

beforeAll(async () => {
  const token = await api.signIn('staff');
  accountNumber = await api.patientAccount(token, DEMO.patient);
  const today = new Date().toISOString().slice(0, 10);
  await api.createPrescription(token, { patientAccountNo: accountNumber, prescriptionNickname: 'Toric pair', prescriptionExpirationDate: addYears(today, 1), rightEyeRx: TORIC, leftEyeRx: TORIC });
});

describe('pricing → order → reports → history', () => {
  it('a 25 % markup prices the next order, which the reports and its history show', async () => {
    // 1. The administrator sets a 25 % markup at Downtown.
    const admin = await pageAs('admin');
    await admin.goto('/location/pricing-strategy?locationId=LOC-1001-A');
    await visible(admin.getByRole('heading', { name: 'Pricing strategy', level: 1 }));
    // The preview (a few catalog products, here PRD-1004 at a cost of $112.00) moves from 40 % to 25 % before saving.
    await expect.poll(() => admin.getByTestId('preview-PRD-1004-single').textContent()).toContain('$156.80');
    await admin.getByRole('radio', { name: 'Percentage' }).check();
    await admin.getByLabel('Markup (%)').fill('25');
    await expect.poll(() => admin.getByTestId('preview-PRD-1004-single').textContent()).toContain('$140.00');
    await admin.getByRole('button', { name: 'Save pricing strategy' }).click();
    await visible(admin.getByText('Pricing strategy saved.'));
    await shot(admin, 'journey-1-strategy');

    // 2. Staff at Downtown order 2 boxes per eye, in-office inventory, cash: charged the new price.
    const staff = await pageAs('staff');
    await staff.goto(`/location/patient/prescriptions?accountNumber=${accountNumber}`);
    await staff.getByRole('link', { name: 'Order from prescription Toric pair' }).click();
    // The wizard's steps (issue #18): Product Quantity → Delivery Address → Shipping Method → Apply Discounts → Review and Order.
    await staff.getByRole('heading', { name: 'Product Quantity', level: 2 }).waitFor();
    await staff.getByLabel('Boxes for the right eye').fill('2');
    await staff.getByLabel('Boxes for the left eye').fill('2');
    await expect.poll(() => staff.locator('.order-eye__facts').first().innerText()).toContain(formatMoney(AT_25));
    await staff.getByRole('button', { name: 'Continue' }).click();
    await staff.getByRole('heading', { name: 'Delivery Address', level: 2 }).waitFor();
    await staff.getByLabel('In-office inventory').check();
    await staff.getByRole('button', { name: 'Continue' }).click();
    await staff.getByRole('heading', { name: 'Shipping Method', level: 2 }).waitFor();
    await staff.getByText('No shipping method is needed: the order is not shipped.').waitFor();
    await staff.getByRole('button', { name: 'Continue' }).click();
    await staff.getByRole('heading', { name: 'Apply Discounts', level: 2 }).waitFor();
    await staff.getByRole('button', { name: 'Continue' }).click();
    // Review and Order: the point-of-sale payment is chosen here now.
    await staff.getByRole('heading', { name: 'Review and Order', level: 2 }).waitFor();
    const summary = staff.getByRole('table', { name: 'Order summary' });
    await expect.poll(() => summary.innerText()).toContain(formatMoney(4 * AT_25));
    await staff.getByLabel('Cash received in the office').check();
    await staff.getByRole('button', { name: 'Place order' }).click();
    await staff.waitForURL(/\/location\/patient\/order-confirmation\?orderid=/);
    const orderId = new URL(staff.url()).searchParams.get('orderid')!;
    await staff.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    const totalText = await staff.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /^Total/ }).innerText();
    const total = /\$[\d,]+\.\d{2}/.exec(totalText)![0];

    // 3. The order-status report lists it: patient, product, status, total.
    await staff.getByRole('link', { name: 'Your Orders' }).click();
    await staff.waitForURL(/\/location\/order-status/);
    const table = staff.getByRole('table', { name: /Orders of your practice/ });
    const row = table.getByRole('row', { name: new RegExp(orderId) });
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain('Patricia Nguyen');
    expect(rowText).toContain('Aurora HydraFlex for Astigmatism');
    expect(rowText).toContain('New order processing');
    expect(rowText).toContain(total);
    await expectAccessible(staff);
    await shot(staff, 'journey-2-order-status');

    // 4. The dashboard counts it, and its figure opens the very order.
    await staff.getByRole('link', { name: 'Reports', exact: true }).click();
    await staff.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const kpis = staff.getByRole('list').filter({ has: staff.getByText('Average order value') });
    await kpis.getByRole('link', { name: /^1 order from .* — view orders$/ }).waitFor();
    expect(await kpis.getByRole('link', { name: /net sales from/ }).innerText()).toBe(formatMoney(4 * AT_25));
    expect(await kpis.getByRole('link', { name: /boxes from/ }).innerText()).toBe('4');
    const staffRow = staff.getByRole('table', { name: /Sales by staff member/ }).getByRole('link', { name: /^1 order placed by Morgan Reyes/ });
    await shot(staff, 'journey-3-dashboard');
    await staffRow.click();
    await staff.waitForURL(/\/location\/order-status\?/);
    expect(new URL(staff.url()).searchParams.getAll('placedBy')).toEqual(['700000001']);
    await table.getByRole('row', { name: new RegExp(orderId) }).waitFor();
    expect(await table.getByRole('row').count()).toBe(2); // header + the order

    // 5. The order's history: the cart steps and the checkout, by Morgan Reyes.
    await staff.goto(`/location/patient/order-confirmation?orderid=${encodeURIComponent(orderId)}`);
    await staff.getByRole('button', { name: `History of order ${orderId}` }).click();
    const history = await visible(staff.getByRole('dialog', { name: `History of order ${orderId}` }));
    const entries = history.getByRole('listitem');
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(4);
    const text = await history.innerText();
    expect(text).toContain('Morgan Reyes');
    expect(text).toMatch(/checked out/i);
    await expectAccessible(staff);
    await shot(staff, 'journey-4-history');
  }, 180_000);
});
