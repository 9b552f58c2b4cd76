import { beforeAll, describe, expect, it } from 'vitest';
import { cartStream, orderStream } from '../../domain/ordering/events';
import { trackingNumberFor } from '../../domain/ordering/fulfilment';
import { orderFulfilmentStepJob, sendOrderConfirmationEmailJob, sendOrderShippingEmailJob } from '../../workers/jobs/order-jobs';
import { SEND_ORDER_CONFIRMATION_EMAIL } from '../../workers/reactors/order-reactors';
import { testApp, until } from '../support/test-app';
import { checkedOut } from '../support/order-events';
import { DEMO } from '../support/test-platform';
import { testMeta } from '../support/event-meta';

/**
 * The order workers: the confirmation e-mail as a delayed job, fulfilment new → processing →
 * shipped → delivered (one OrderStatusChanged each), the shipping e-mail; replays never send or
 * transition twice. Runs on the in-process queue, or BullMQ when REDIS_URL is set.
 */

const { platform, call, signIn, waitForMail, mailCount } = testApp({
  env: {
    ORDER_CONFIRMATION_DELAY_MS: '200',
    FULFILMENT_PROCESSING_DELAY_MS: '0',
    FULFILMENT_SHIP_DELAY_MS: '0',
    FULFILMENT_DELIVERY_DELAY_MS: '0',
    FULFILMENT_DELAYED_CHANCE: '0',
    FULFILMENT_SHIPPED_ERROR_CHANCE: '0',
    FULFILMENT_SEED: 'test',
  },
});
let patientAccount: string, patientEmail: string, practiceId: string, locationId: string;
const run = Date.now().toString(36);

const meta = () => testMeta({ actor: { accountNumber: '100000001', customerGroup: 'Patient' } });

async function checkout(orderId: string) {
  const cartId = `cart-${orderId}`;
  const data = checkedOut({ customerAccountNumber: patientAccount, practiceId, locationId, orderId, cartId, orderDate: new Date().toISOString(), delivery: { method: 'ship', address: null, deliveryModeId: 'next_day', promoCode: null } }).data;
  const r = await platform.infra.store.appendToStream(cartStream(cartId), [{ type: 'OrderCheckedOut', data, metadata: meta() }], { expectedVersion: 'any' });
  return { cartId, eventId: r.events[0]!.eventId };
}

async function orderEvents(orderId: string) {
  return (await platform.infra.store.readStream(orderStream(orderId))).events;
}

beforeAll(async () => {
  const patient = await signIn(DEMO.patient);
  const me = await call('/api/customer/get', {}, patient);
  ({ accountNumber: patientAccount, email: patientEmail, practiceId, locationId } = me.body);
});

describe('order workers', () => {
  it('a checkout is fulfilled to delivered, with a confirmation and a shipping e-mail, each once', async () => {
    expect(platform.queue.kind).toBe(process.env.REDIS_URL ? 'bullmq' : 'in-process');
    const orderId = `ful-${run}-1`;
    const { cartId, eventId } = await checkout(orderId);
    const events = await until(
      () => orderEvents(orderId),
      (es) => {
        const types = es.map((e) => e.type);
        // Issue #20: the delivery notice is the last thing the workers record.
        const deliveryNotice = es.some((e) => e.type === 'OrderNoticeSent' && (e.data as { notice?: string }).notice === 'delivery');
        return types.includes('OrderConfirmationEmailSent') && types.includes('OrderShippingEmailSent') && deliveryNotice;
      },
      20_000,
    );
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['OrderConfirmationEmailSent', 'OrderShippingEmailSent', 'OrderNoticeSent']));
    const statuses = events.filter((e) => e.type === 'OrderStatusChanged').map((e) => (e.data as { status: string }).status);
    expect(statuses).toEqual(['processing', 'shipped', 'delivered']);
    const shipped = events.find((e) => (e.data as { status?: string }).status === 'shipped')!.data;
    expect(shipped).toMatchObject({ orderId, cartId, carrier: 'UPS', trackingNumber: trackingNumberFor(orderId, 'test') });
    expect((shipped as { estimatedDelivery: string }).estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(events.filter((e) => e.type === 'OrderConfirmationEmailSent')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'OrderShippingEmailSent')).toHaveLength(1);
    // The confirmation comes first (spec point 4), whatever the delays.
    expect(events.findIndex((e) => e.type === 'OrderConfirmationEmailSent')).toBeLessThan(events.findIndex((e) => e.type === 'OrderShippingEmailSent'));
    expect(events.every((e) => e.metadata.actor.accountNumber === 'system')).toBe(true);

    const confirmation = await waitForMail(patientEmail, { tag: 'order-confirmation' });
    expect(confirmation.subject).toContain(orderId);
    expect(confirmation.text).toContain(`/patient/orders?orderid=${orderId}`);
    const shippingMail = await waitForMail(patientEmail, { tag: 'order-shipping' });
    expect(shippingMail.text).toContain(trackingNumberFor(orderId, 'test'));

    // Replays: the same jobs again (a re-run after a crash, a replayed event) send and append nothing.
    const mails = await mailCount(patientEmail);
    const deps = { store: platform.infra.store, sql: platform.infra.sql, mailer: platform.mailer, appOrigin: 'http://localhost' };
    const job = (payload: object) => ({ id: eventId, name: 'x', payload: { orderId, cartId, eventId, ...payload }, attempt: 1, attempts: 1 }) as never;
    await sendOrderConfirmationEmailJob(deps)(job({}));
    await sendOrderShippingEmailJob(deps)(job({}));
    for (const fromStatus of ['new', 'processing', 'shipped', 'delivered']) await orderFulfilmentStepJob(deps)(job({ fromStatus }));
    await platform.queue.enqueue(SEND_ORDER_CONFIRMATION_EMAIL, { orderId, cartId, eventId }, { jobId: eventId });
    await new Promise((r) => setTimeout(r, 300));
    expect(await orderEvents(orderId)).toHaveLength(events.length);
    expect(await mailCount(patientEmail)).toBe(mails);

    // The read side shows it delivered, with tracking.
    const staff = await signIn(DEMO.staff);
    const r = await until(
      () => call(`/api/order/getbyid?salesOrderID=${orderId}`, undefined, staff),
      (got) => got.status === 200 && got.body.status === 'delivered',
      20_000,
    );
    expect(r.body).toMatchObject({ statusLabel: 'Delivered', trackingNumber: trackingNumberFor(orderId, 'test'), confirmationEmailSent: true, shippingEmailSent: true });
  });

  it('the confirmation e-mail is a delayed job (ORDER_CONFIRMATION_DELAY_MS)', async () => {
    process.env.ORDER_CONFIRMATION_DELAY_MS = String(10 * 60_000);
    process.env.FULFILMENT_ENABLED = 'false';
    try {
      const orderId = `ful-${run}-2`;
      const { eventId } = await checkout(orderId);
      const job = await until(() => platform.queue.getJob(SEND_ORDER_CONFIRMATION_EMAIL, eventId), (j) => !!j, 20_000);
      expect(job).toMatchObject({ state: 'delayed', payload: expect.objectContaining({ orderId }) });
      expect((await orderEvents(orderId)).length).toBe(0);
    } finally {
      process.env.ORDER_CONFIRMATION_DELAY_MS = '200';
      delete process.env.FULFILMENT_ENABLED;
    }
  });

  it('with delayed and shipped_error chances the order goes processing → delayed → shipped_error → delivered, no shipping e-mail', async () => {
    Object.assign(process.env, { FULFILMENT_DELAYED_CHANCE: '1', FULFILMENT_SHIPPED_ERROR_CHANCE: '1' });
    try {
      const orderId = `ful-${run}-3`;
      await checkout(orderId);
      const events = await until(
        () => orderEvents(orderId),
        (es) => es.some((e) => (e.data as { status?: string }).status === 'delivered'),
        20_000,
      );
      expect(events.filter((e) => e.type === 'OrderStatusChanged').map((e) => (e.data as { status: string }).status)).toEqual(['processing', 'delayed_delivery', 'shipped_error', 'delivered']);
      expect(events.some((e) => e.type === 'OrderShippingEmailSent')).toBe(false);
    } finally {
      Object.assign(process.env, { FULFILMENT_DELAYED_CHANCE: '0', FULFILMENT_SHIPPED_ERROR_CHANCE: '0' });
    }
  });
});
