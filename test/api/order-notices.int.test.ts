import { describe, expect, it } from 'vitest';
import { cartStream, orderStream } from '../../domain/ordering/events';
import { checkedOut } from '../support/order-events';
import { linkToken, testApp } from '../support/test-app';
import { testMeta } from '../support/event-meta';

/**
 * Issue #20: order confirmation, shipping and delivery notices follow orderNotificationEmail and
 * orderNotificationSms (texts through the SMS port's dev outbox), each e-mail with an unsubscribe
 * link that turns order e-mails off. Every kind is sent with each preference on and off.
 */
const { platform, call, patientWithPreferences, textsTo, waitForMail, mailCount, eventsOf } = testApp({
  env: {
    ORDER_CONFIRMATION_DELAY_MS: '0',
    FULFILMENT_PROCESSING_DELAY_MS: '0',
    FULFILMENT_SHIP_DELAY_MS: '0',
    FULFILMENT_DELIVERY_DELAY_MS: '0',
    FULFILMENT_DELAYED_CHANCE: '0',
    FULFILMENT_SHIPPED_ERROR_CHANCE: '0',
    FULFILMENT_SEED: 'notices',
  },
});
const KINDS = ['confirmation', 'shipping', 'delivery'] as const;

async function placeOrder(account: string, practiceId: string, locationId: string, tag: string) {
  const orderId = `on-${tag}-${Date.now().toString(36)}`;
  const cartId = `cart-${orderId}`;
  const data = checkedOut({ customerAccountNumber: account, practiceId, locationId, orderId, cartId, orderDate: new Date().toISOString() }).data;
  const meta = testMeta({ actor: { accountNumber: account, customerGroup: 'Patient' } });
  await platform.infra.store.appendToStream(cartStream(cartId), [{ type: 'OrderCheckedOut', data, metadata: meta }], { expectedVersion: 'any' });
  return orderId;
}

async function noticesDone(orderId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const notices = (await eventsOf(orderStream(orderId))).filter((e) => e.type === 'OrderNoticeSent');
    if (notices.length === 3) return notices.map((e) => e.data as { notice: string; email: unknown; sms: unknown });
    if (Date.now() > deadline) throw new Error(`notices of ${orderId}: ${notices.length} of 3`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const patient = (name: string, prefs: Record<string, boolean>, phone?: string) => patientWithPreferences(name, prefs, phone ? { phone } : {});

describe(`order notices by preference (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('e-mail on, texts off: three e-mails (confirmation, shipping, delivery) with unsubscribe links, no texts; the link turns order e-mails off', async () => {
    const p = await patient('Emma', { orderNotificationEmail: true, orderNotificationSms: false }, '6085550421');
    const before = (await textsTo('6085550421')).length;
    const orderId = await placeOrder(p.accountNumber, p.practiceId, p.locationId, 'e');
    const notices = await noticesDone(orderId);
    expect(notices.map((n) => n.notice).sort()).toEqual(['confirmation', 'delivery', 'shipping']);
    expect(notices.every((n) => n.email !== null && n.sms === null)).toBe(true);
    for (const kind of KINDS) {
      const mail = await waitForMail(p.email, { tag: `order-${kind}` });
      expect(mail.text).toContain(orderId);
      expect(mail.text).toContain('/unsubscribe?token=');
    }
    expect((await textsTo('6085550421')).length).toBe(before);

    const mail = await waitForMail(p.email, { tag: 'order-delivery' });
    const off = await call('/api/customer/unsubscribe', { token: linkToken(mail.text, '/unsubscribe') });
    expect(off.body).toMatchObject({ unsubscribed: true, kind: 'order' });
    const prefs = (await eventsOf(`notification-preferences-${p.accountNumber}`)).at(-1)!.data;
    expect(prefs).toMatchObject({ changes: { orderNotificationEmail: false }, source: 'unsubscribe-link' });
  });

  it('e-mail off, texts on: three texts and no e-mail', async () => {
    const p = await patient('Sam', { orderNotificationEmail: false, orderNotificationSms: true }, '6085550422');
    const orderId = await placeOrder(p.accountNumber, p.practiceId, p.locationId, 's');
    const notices = await noticesDone(orderId);
    expect(notices.every((n) => n.email === null && n.sms !== null)).toBe(true);
    const texts = (await textsTo('6085550422')).filter((t) => t.includes(orderId));
    expect(texts).toHaveLength(3);
    expect(texts.some((t) => t.includes('is confirmed'))).toBe(true);
    expect(texts.some((t) => t.includes('has shipped'))).toBe(true);
    expect(texts.some((t) => t.includes('has been delivered'))).toBe(true);
    for (const kind of KINDS) expect(await mailCount(p.email, `order-${kind}`)).toBe(0);
    // The order still moves on (the shipping notice no longer waits for a confirmation e-mail that never comes).
    expect((await eventsOf(orderStream(orderId))).some((e) => (e.data as { status?: string }).status === 'delivered')).toBe(true);
  });

  it('both on: e-mail and text for each; both off: neither, the notices recorded as handled', async () => {
    const both = await patient('Bo', { orderNotificationEmail: true, orderNotificationSms: true }, '6085550423');
    const none = await patient('Nell', { orderNotificationEmail: false, orderNotificationSms: false }, '6085550424');
    const o1 = await placeOrder(both.accountNumber, both.practiceId, both.locationId, 'b');
    const o2 = await placeOrder(none.accountNumber, none.practiceId, none.locationId, 'n');
    expect((await noticesDone(o1)).every((n) => n.email !== null && n.sms !== null)).toBe(true);
    expect((await noticesDone(o2)).every((n) => n.email === null && n.sms === null)).toBe(true);
    for (const kind of KINDS) {
      expect(await mailCount(both.email, `order-${kind}`)).toBe(1);
      expect(await mailCount(none.email, `order-${kind}`)).toBe(0);
    }
    expect((await textsTo('6085550423')).filter((t) => t.includes(o1))).toHaveLength(3);
    expect((await textsTo('6085550424')).filter((t) => t.includes(o2))).toHaveLength(0);
  });
});
