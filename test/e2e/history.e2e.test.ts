import { describe, expect, it } from 'vitest';
import { browserTest, expectAccessible, fillAddress, fillEyeRx, fillPerson, readDownload, shot, visible } from '../support/browser';
import { uniqueEmail } from '../support/test-app';

/**
 * Record history in a real browser (issue #6): staff create a patient and a prescription, a CSR
 * acting as the staff member renames the prescription, the staff open the prescription's history
 * and see both changes (the second "by CSR … on their behalf"), place an order and open its
 * history. A CSR downloads the event log as NDJSON. Acting as users do: by label and role.
 */

const { pageAs } = browserTest();

describe('record history', () => {
  let accountNumber = '';

  it('shows a prescription’s changes with the impersonating CSR, and an order’s history', async () => {
    // 1. Staff create a patient with a complete profile, and a prescription.
    const staff = await pageAs('staff');
    await staff.getByRole('link', { name: 'Create new patient' }).click();
    await fillPerson(staff, { firstName: 'Rowan', lastName: 'Ledger', email: uniqueEmail('rowan.ledger'), dateOfBirth: '03/14/1987', phone: '5125550161' });
    await staff.getByRole('button', { name: 'Create patient' }).click();
    const created = await visible(staff.getByRole('dialog', { name: 'Patient created' }));
    await created.getByRole('link', { name: 'View in patient search' }).click();
    await staff.getByRole('link', { name: 'Rowan Ledger' }).click();
    await staff.waitForURL(/\/location\/patient\/prescriptions\?accountNumber=/);
    accountNumber = new URL(staff.url()).searchParams.get('accountNumber')!;

    await staff.getByRole('button', { name: 'Add prescription' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add prescription' });
    await dialog.getByLabel('Nickname').fill('Daily wear');
    const od = dialog.getByRole('group', { name: 'Right eye (OD)' });
    await fillEyeRx(od, { brand: 'Aurora HydraFlex', product: 'Aurora HydraFlex for Astigmatism 6 pack (6 lenses)', baseCurve: '8.6', diameter: '14.5', power: '-2.25', cylinder: '-1.25', axis: '180' });
    await dialog.getByLabel('Same for both eyes').check();
    await dialog.getByRole('button', { name: 'Add prescription' }).click();
    await visible(staff.getByRole('article', { name: /Daily wear/ }));

    // 2. A CSR, acting as the staff member, renames the prescription, then ends the session.
    const csr = await pageAs('csr');
    await csr.getByRole('radio', { name: 'ECPs' }).check();
    await csr.getByLabel('Name, email or account number').fill('morgan');
    await csr.getByRole('button', { name: 'Search', exact: true }).click();
    await csr.getByRole('button', { name: 'Impersonate Morgan Reyes' }).click();
    await csr.getByRole('dialog', { name: 'Impersonate Morgan Reyes?' }).getByRole('button', { name: 'Start impersonation' }).click();
    await csr.waitForURL(/\/location$/);
    await visible(csr.getByRole('region', { name: 'Impersonation' }));
    await csr.goto(`/location/patient/prescriptions?accountNumber=${accountNumber}`);
    const card = await visible(csr.getByRole('article', { name: /Daily wear/ }));
    await card.getByRole('button', { name: 'Edit nickname' }).click();
    await csr.getByRole('listitem').filter({ has: csr.locator('article') }).getByLabel('Nickname').fill('Weekend pair');
    await csr.getByRole('listitem').filter({ has: csr.locator('article') }).getByRole('button', { name: 'Save' }).click();
    await visible(csr.getByRole('article', { name: /Weekend pair/ }));
    await csr.getByRole('region', { name: 'Impersonation' }).getByRole('button', { name: 'End session' }).click();
    await csr.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End session' }).click();
    await csr.waitForURL(/\/csr/);

    // 3. The staff open the prescription's history: both changes, the newer one by the CSR on their behalf.
    await staff.reload();
    const renamed = await visible(staff.getByRole('article', { name: /Weekend pair/ }));
    const historyButton = renamed.getByRole('button', { name: 'History of prescription Weekend pair' });
    await historyButton.click();
    const history = await visible(staff.getByRole('dialog', { name: 'History of prescription Weekend pair' }));
    const entries = history.getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(2);
    const newest = entries.nth(0);
    await expect.poll(() => newest.innerText()).toContain('Prescription nickname changed to "Weekend pair"');
    expect(await newest.innerText()).toContain('Morgan Reyes (staff), by CSR Casey Support on their behalf');
    expect(await newest.locator('time').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
    const oldest = entries.nth(1);
    expect(await oldest.innerText()).toMatch(/Prescription "Daily wear" created: Aurora HydraFlex for Astigmatism 6 pack, OD −2\.25 −1\.25 × 180 \/ OS −2\.25 −1\.25 × 180, expires/);
    expect(await oldest.innerText()).toContain('Morgan Reyes (staff)');
    expect(await oldest.innerText()).not.toContain('on their behalf');
    await expectAccessible(staff);
    await staff.screenshot({ path: 'test-results/e2e/history-1-prescription.png' });
    await staff.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });
    expect(await historyButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // The patient's own history (header button) has the patient's creation and the prescription changes.
    await staff.getByRole('button', { name: 'History of Rowan Ledger' }).click();
    const patientHistory = await visible(staff.getByRole('dialog', { name: 'History of Rowan Ledger' }));
    await visible(patientHistory.getByText(/Created patient Rowan Ledger/));
    await visible(patientHistory.getByText('Prescription nickname changed to "Weekend pair"'));
    await expectAccessible(staff);
    await staff.screenshot({ path: 'test-results/e2e/history-2-patient.png' });
    await patientHistory.getByRole('button', { name: 'Close' }).last().click();

    // 4. Place an order from the prescription, then open the order's history.
    await staff.getByRole('link', { name: 'Order from prescription Weekend pair' }).click();
    await staff.waitForURL(/\/location\/patient\/order\?/);
    await staff.getByRole('heading', { name: 'Product Quantity', level: 2 }).waitFor();
    await staff.getByLabel('Boxes for the right eye').fill('2');
    await staff.getByLabel('Boxes for the left eye').fill('2');
    await staff.getByRole('button', { name: 'Continue' }).click();
    await staff.getByRole('heading', { name: 'Delivery Address', level: 2 }).waitFor();
    await fillAddress(staff, { line1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });
    await staff.getByRole('button', { name: 'Continue' }).click();
    const shipping = staff.getByRole('heading', { name: 'Shipping Method', level: 2 });
    const suggested = staff.getByRole('button', { name: 'Use suggested address' });
    await expect.poll(async () => (await shipping.isVisible()) || (await suggested.isVisible()), { timeout: 15_000 }).toBe(true);
    if (await suggested.isVisible()) await suggested.click();
    await shipping.waitFor();
    await staff.getByLabel(/Standard shipping — Free/).check();
    await staff.getByRole('button', { name: 'Continue' }).click();
    await staff.getByRole('heading', { name: 'Apply Discounts', level: 2 }).waitFor();
    await staff.getByLabel('Practice discount ($)').fill('10.00');
    await staff.getByRole('button', { name: 'Continue' }).click();
    await staff.getByRole('heading', { name: 'Review and Order', level: 2 }).waitFor();
    await staff.getByLabel('Cash received in the office').check();
    await staff.getByRole('button', { name: 'Place order' }).click();
    await staff.waitForURL(/\/location\/patient\/order-confirmation\?orderid=/);
    const orderId = new URL(staff.url()).searchParams.get('orderid')!;
    await staff.getByRole('heading', { name: `Order ${orderId}` }).waitFor();

    await staff.getByRole('button', { name: `History of order ${orderId}` }).click();
    const orderHistory = await visible(staff.getByRole('dialog', { name: `History of order ${orderId}` }));
    const steps = orderHistory.getByRole('listitem');
    await expect.poll(() => steps.count()).toBe(6);
    const texts = (await steps.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(texts[0]).toMatch(new RegExp(`Order ${orderId} checked out: 4 boxes, total \\$[\\d,]+\\.\\d{2}, paid in office \\(cash\\)`));
    expect(texts[1]).toMatch(/Order reviewed: total \$[\d,]+\.\d{2}/);
    // The spec's order of steps (issue #18): delivery address, shipping method, discounts, review.
    expect(texts[2]).toContain('Discount set to $10.00 and insurance to $0.00');
    expect(texts[3]).toMatch(/Shipping method set to Standard shipping \((\$0\.00|free)/i);
    expect(texts[4]).toMatch(/Delivery address set: ship to Rowan Ledger, 1100 Congress Ave, Austin, TX 78701/);
    expect(texts[5]).toMatch(/Order started: OD 2 boxes of Aurora HydraFlex for Astigmatism 6 pack, OS 2 boxes of Aurora HydraFlex for Astigmatism 6 pack, subtotal \$/);
    expect(texts.every((t) => t.includes('Morgan Reyes (staff)'))).toBe(true);
    await expectAccessible(staff);
    await staff.screenshot({ path: 'test-results/e2e/history-3-order.png' });
    await staff.keyboard.press('Escape');

    // The prescription's history now names the order placed for it.
    await staff.goto(`/location/patient/prescriptions?accountNumber=${accountNumber}`);
    await (await visible(staff.getByRole('article', { name: /Weekend pair/ }))).getByRole('button', { name: 'History of prescription Weekend pair' }).click();
    const rxHistory = await visible(staff.getByRole('dialog', { name: 'History of prescription Weekend pair' }));
    await visible(rxHistory.getByText(new RegExp(`Order ${orderId} checked out`)));
    expect(await rxHistory.getByRole('listitem').count()).toBe(3);
  }, 180_000);

  it('a CSR downloads the order streams of the event log as NDJSON', async () => {
    const csr = await pageAs('csr');
    await csr.getByRole('navigation', { name: 'Support menu' }).getByRole('link', { name: 'Event Export' }).click();
    await csr.waitForURL(/\/csr\/event-export$/);
    await visible(csr.getByRole('heading', { name: 'Event Log Export', level: 1 }));
    await csr.getByLabel('Stream type').selectOption('cart');
    await expectAccessible(csr);
    await shot(csr, 'history-4-event-export');
    const [download] = await Promise.all([csr.waitForEvent('download'), csr.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^lensloop-events-cart-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.ndjson$/);
    const lines = (await readDownload(download)).split('\n').filter(Boolean).map((l) => JSON.parse(l) as { streamType: string; type: string });
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.every((l) => l.streamType === 'cart')).toBe(true);
    expect(lines.map((l) => l.type)).toContain('OrderCheckedOut');
    await visible(csr.getByText(/Downloaded lensloop-events-cart-/));

    // A bad range is refused on the form, with the message by the field.
    await csr.getByLabel('From').fill('2026-05-01');
    await csr.getByLabel('To').fill('2026-04-01');
    await csr.getByRole('button', { name: 'Download' }).click();
    await visible(csr.getByText('The start date must not be after the end date'));
  }, 120_000);
});
