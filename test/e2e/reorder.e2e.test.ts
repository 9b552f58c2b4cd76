import { beforeAll, describe, expect, it } from 'vitest';
import { cartStream } from '../../domain/ordering/events';
import { ManualClock } from '../../infra/clock';
import { browserTest, expectAccessible, fillAddress, latestMail, shot } from '../support/browser';
import { checkedOut } from '../support/order-events';
import { testMeta } from '../support/event-meta';

/**
 * Issue #20 in the browser: a patient whose lenses (picked up 80 days ago, 90 days of supply) run
 * out soon sees "Due for reorder" and "supply until …", receives the reminder in the dev mailbox
 * when the driven clock reaches the reminder day, follows its one-click link and places the reorder.
 */
const now0 = new Date();
const clock = new ManualClock(now0);
const { pageAs, api, platform } = browserTest({ clock, schedulerPollMs: 3_600_000, env: { FULFILMENT_ENABLED: 'false' }, height: 1000 });
const nickname = `Reorder ${Date.now().toString(36)}`;
let email = '';
let rxId = '';

beforeAll(async () => {
  const { patient, staff } = await api.signInAll('patient', 'staff');
  const me = (await api.call('/api/customer/get', {}, patient)).body;
  email = me.email;
  const expires = new Date(now0.getTime() + 365 * 86_400_000).toISOString().slice(0, 10);
  rxId = await api.createPrescription(staff, {
    patientAccountNo: me.accountNumber,
    prescriptionNickname: nickname,
    prescriptionExpirationDate: expires,
    rightEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180', boxQuantity: 1 },
  });
  // The earlier order, as checkout recorded it: picked up at the office 80 days ago.
  const orderId = `SO-E2E-${Date.now().toString(36)}`.toUpperCase();
  const orderDate = new Date(now0.getTime() - 80 * 86_400_000).toISOString();
  const data = checkedOut({
    orderId,
    cartId: `cart-${orderId}`,
    customerAccountNumber: me.accountNumber,
    practiceId: me.practiceId,
    locationId: me.locationId,
    prescriptionId: rxId,
    orderDate,
    lines: [{ eye: 'OD', productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180', dimensions: {}, boxes: 1, packSize: 6, unitPriceCents: 5460, supplyDays: 90 }],
    delivery: { method: 'pickup', address: null, deliveryModeId: null, promoCode: null },
  }).data;
  await platform.infra.store.appendToStream(cartStream(data.cartId), [{ type: 'OrderCheckedOut', data, metadata: testMeta({ occurredAt: orderDate }) }], { expectedVersion: 'no_stream' });
  await platform.projections.caughtUp(15_000);
});

describe('reorder in the browser', () => {
  it('due for reorder on the dashboard, the reminder e-mail, its link, and the reorder placed', async () => {
    const page = await pageAs('patient', { path: '/patient' });
    const row = page.getByRole('listitem').filter({ hasText: nickname });
    await row.getByText('Due for reorder').waitFor();
    expect(await row.textContent()).toMatch(/supply until \d{2}\/\d{2}\/\d{4}/);
    await shot(page, 'reorder-1-dashboard');
    await page.goto('/patient/prescriptions');
    await page.getByRole('article').filter({ hasText: nickname }).getByText('Due for reorder').waitFor();
    await shot(page, 'reorder-2-prescriptions');
    await expectAccessible(page);

    // The reminder day: the first check defers to a week before the end; then it is sent.
    await platform.projections.scheduler.tick();
    await platform.projections.caughtUp(15_000);
    clock.set(new Date(now0.getTime() + 4 * 86_400_000));
    await platform.projections.scheduler.tick();
    const mail = await latestMail(page, email, 'reorder-reminder');
    expect(mail.subject).toContain('Time to reorder');

    // One click: the order page with this prescription chosen and its boxes filled in.
    const link = /https?:\/\/[^\s/]+(\/patient\/order\?prescriptionId=\S+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await page.waitForURL(/\/patient\/order\?prescriptionId=/);
    expect(await page.getByRole('radio', { name: new RegExp(nickname) }).isChecked()).toBe(true);
    expect(await page.getByLabel('Right eye (OD) boxes').inputValue()).toBe('1');
    await page.getByText(/boxes? lasts? until the prescription expires/).waitFor();
    await page.getByLabel('Right eye (OD) boxes').fill('9');
    await page.getByText(/past the prescription's expiration/).waitFor();
    await shot(page, 'reorder-3-quantity-warning');
    await page.getByLabel('Right eye (OD) boxes').fill('1');
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await page.waitForURL(/\/patient\/checkout/);
    await fillAddress(page, { fullName: 'Pat Ient', line1: '123 Main Street', city: 'Springfield', state: 'IL', zip: '62701' });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const shipping = page.getByRole('heading', { name: 'Shipping Method' });
    const suggestion = page.getByText('We found a suggested address');
    await Promise.race([shipping.waitFor(), suggestion.waitFor()]);
    if (await suggestion.isVisible()) await page.getByRole('button', { name: 'Use suggested address' }).click();
    await shipping.waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Payment and Order' }).waitFor();
    const savedCard = page.getByRole('radio', { name: /ending \d{4}/ });
    // One consent (issue #18): on the page for a saved card; a new card's is in the card form.
    if ((await savedCard.count()) > 0) {
      await savedCard.first().check();
      await page.getByLabel('I authorize Lensloop to charge this card for this order').check();
    } else {
      await page.getByLabel('Use a new card').check();
      const frame = page.frameLocator('iframe[title="Card details"]');
      await frame.getByLabel('Card number').waitFor();
      await frame.getByLabel('Cardholder first name').fill('Pat');
      await frame.getByLabel('Cardholder last name').fill('Ient');
      await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
      await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
      await frame.getByLabel('CVV').fill('123');
      await frame.getByLabel('I confirm the cardholder consents to charging this card').check();
      await frame.getByRole('button', { name: 'Submit card' }).click();
      await page.getByText('Visa ending 1111 is ready.').waitFor();
      expect(await page.getByLabel('I authorize Lensloop to charge this card for this order').count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/patient\/order-confirmation\?salesOrderID=/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await shot(page, 'reorder-4-placed');

    // The new order extends the supply: the prescription is no longer due.
    await platform.projections.caughtUp(15_000);
    await page.goto('/patient');
    const after = page.getByRole('listitem').filter({ hasText: nickname });
    await after.getByText(/supply until/).waitFor();
    expect(await after.getByText('Due for reorder').count()).toBe(0);
  });
});
