import { type CartEvent, cartStream, type OrderCheckedOut, type OrderEvent, orderStream } from '../../domain/ordering/events';
import { decideFulfilmentStep, foldOrderProgress, type OrderProgress } from '../../domain/ordering/fulfilment';
import type { EventStore, StoredEventOf } from '../../infra/event-store/port';
import type { Mailer } from '../../infra/mail/port';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';
import type { Job, JobQueue } from '../../infra/queue/port';
import { orderConfirmationEmail, orderDeliveredEmail, orderNoticeSms, orderShippingEmail } from '../mail-templates/order-emails';
import { orderNoticeChannels } from '../../domain/ordering/order-notices';
import { unsubscribeLink } from '../../infra/auth/unsubscribe-token';
import { securitySettings } from '../../infra/config/security';
import type { SqlConnection } from '../../infra/db/sql-client';
import { openSmsSender } from '../../infra/sms/open-sms';
import type { SmsSender } from '../../infra/sms/port';
import {
  type FulfilmentJobPayload,
  ORDER_FULFILMENT_STEP,
  type OrderJobPayload,
  SEND_ORDER_CONFIRMATION_EMAIL,
  SEND_ORDER_DELIVERY_NOTICE,
  SEND_ORDER_SHIPPING_EMAIL,
} from '../reactors/order-reactors';
import { appendDecided } from './append-decided';
import { readNoticeContact } from './notice-contact';
import { orderWorkerConfig } from './order-config';
import { practiceSender } from './send-welcome-email';
import { sendOrFail } from './send-or-fail';

export interface OrderJobDeps {
  store: EventStore;
  mailer: Mailer;
  appOrigin: string;
  /** For unsubscribe links (signed with a server key kept in the database). */
  sql: SqlConnection;
  /** Issue #20: order texts (orderNotificationSms); without one, the dev outbox / Twilio by configuration. */
  sms?: SmsSender;
}

async function loadCheckout(store: EventStore, cartId: string, orderId: string): Promise<OrderCheckedOut['data']> {
  const { events } = await store.readStream<CartEvent>(cartStream(cartId));
  for (const e of events) if (e.type === 'OrderCheckedOut' && e.data.orderId === orderId) return e.data;
  throw new PermanentJobError(`order ${orderId}: no OrderCheckedOut on ${cartStream(cartId)}`);
}

async function readProgress(store: EventStore, orderId: string): Promise<{ state: OrderProgress; version: number }> {
  const { events, version } = await store.readStream<OrderEvent>(orderStream(orderId));
  return { state: foldOrderProgress(events), version };
}

/**
 * Appends what `decide` returns for the order's current state with its expected version; on a
 * conflict (another order job appended meanwhile) re-reads and decides again. Nothing to append → done.
 */
function appendToOrder(store: EventStore, orderId: string, causationId: string, decide: (state: OrderProgress) => OrderEvent[]): Promise<OrderEvent[]> {
  return appendDecided(store, orderStream(orderId), {
    state: (events: StoredEventOf<OrderEvent>[]) => foldOrderProgress(events),
    decide,
    causationId,
    failure: `could not append to ${orderStream(orderId)}`,
  });
}

async function recipientOf(deps: OrderJobDeps, order: OrderCheckedOut['data']) {
  const account = order.customerAccountNumber;
  const { patient, preferences, mfa } = await readNoticeContact(deps.store, account);
  const channels = orderNoticeChannels(preferences.preferences, { hasEmail: !!patient.email, verifiedPhone: mfa.verifiedPhone });
  const { practiceName, senderName } = await practiceSender(deps.store, order.practiceId);
  const link = `${deps.appOrigin}/patient/orders?orderid=${encodeURIComponent(order.orderId)}`;
  const unsubscribe = channels.email ? await unsubscribeLink(deps.sql, deps.appOrigin, account, 'order', securitySettings().unsubscribeTokenTtlMs) : undefined;
  return { to: patient.email ?? '', firstName: patient.firstName ?? 'there', practiceName, senderName, link, unsubscribeLink: unsubscribe, channels };
}

/** Sends the text of a notice when the patient chose order texts and has a verified number. */
async function sendNoticeSms(deps: OrderJobDeps, r: Awaited<ReturnType<typeof recipientOf>>, notice: 'confirmation' | 'shipping' | 'delivery', orderId: string, trackingNumber?: string | null) {
  if (!r.channels.smsTo) return null;
  const sender = deps.sms ?? openSmsSender({ db: deps.sql });
  const { messageId } = await sender.send(orderNoticeSms(notice, { to: r.channels.smsTo, orderId, practiceName: r.practiceName, link: r.link, trackingNumber }));
  return { to: r.channels.smsTo, messageId };
}

/**
 * The order-confirmation e-mail: sent once per order (the order stream records
 * OrderConfirmationEmailSent; a replayed or repeated job sees it and sends nothing).
 */
export function sendOrderConfirmationEmailJob(deps: OrderJobDeps) {
  return async (job: Job<OrderJobPayload>) => {
    const { orderId, cartId, eventId } = job.payload;
    if ((await readProgress(deps.store, orderId)).state.confirmationNoticeDone) return;
    const order = await loadCheckout(deps.store, cartId, orderId);
    const r = await recipientOf(deps, order);
    const email = r.channels.email ? { to: r.to, messageId: (await sendOrFail(deps.mailer, orderConfirmationEmail({ ...r, order }), `${eventId}:order-confirmation`)).messageId } : null;
    const sms = await sendNoticeSms(deps, r, 'confirmation', orderId);
    const sentAt = new Date().toISOString();
    await appendToOrder(deps.store, orderId, eventId, (s) =>
      s.confirmationNoticeDone
        ? []
        : [
            ...(email ? [{ type: 'OrderConfirmationEmailSent' as const, data: { orderId, to: email.to, messageId: email.messageId, sentAt } }] : []),
            { type: 'OrderNoticeSent', data: { orderId, notice: 'confirmation', email, sms, sentAt } },
          ],
    );
  };
}

/** The shipping e-mail, once per order, after the confirmation, with the tracking number of its shipment. */
export function sendOrderShippingEmailJob(deps: OrderJobDeps) {
  return async (job: Job<OrderJobPayload>) => {
    const { orderId, cartId, eventId } = job.payload;
    const { events: orderEvents } = await deps.store.readStream<OrderEvent>(orderStream(orderId));
    const progress = foldOrderProgress(orderEvents);
    if (progress.shippingNoticeDone) return;
    // Spec point 4: the confirmation comes first. Wait for it (the queue retries with backoff); the last try sends anyway.
    if (!progress.confirmationNoticeDone && job.attempt < job.attempts) throw new Error(`order ${orderId}: confirmation e-mail not sent yet`);
    const shipped = orderEvents.find((e) => e.type === 'OrderStatusChanged' && e.data.status === 'shipped' && e.data.trackingNumber);
    if (!shipped || shipped.type !== 'OrderStatusChanged') return;
    const order = await loadCheckout(deps.store, cartId, orderId);
    const r = await recipientOf(deps, order);
    const trackingNumber = shipped.data.trackingNumber!;
    const email = r.channels.email
      ? {
          to: r.to,
          messageId: (await sendOrFail(deps.mailer, orderShippingEmail({ ...r, order, trackingNumber, carrier: shipped.data.carrier ?? null, estimatedDelivery: shipped.data.estimatedDelivery ?? null }), `${eventId}:order-shipping`)).messageId,
        }
      : null;
    const sms = await sendNoticeSms(deps, r, 'shipping', orderId, trackingNumber);
    const sentAt = new Date().toISOString();
    await appendToOrder(deps.store, orderId, eventId, (s) =>
      s.shippingNoticeDone
        ? []
        : [
            ...(email ? [{ type: 'OrderShippingEmailSent' as const, data: { orderId, to: email.to, messageId: email.messageId, trackingNumber, sentAt } }] : []),
            { type: 'OrderNoticeSent', data: { orderId, notice: 'shipping', email, sms, sentAt } },
          ],
    );
  };
}

/** Issue #20: the delivery notice, once per order, by the patient's order-notice preferences. */
export function sendOrderDeliveryNoticeJob(deps: OrderJobDeps) {
  return async (job: Job<OrderJobPayload>) => {
    const { orderId, cartId, eventId } = job.payload;
    if ((await readProgress(deps.store, orderId)).state.deliveryNoticeDone) return;
    const order = await loadCheckout(deps.store, cartId, orderId);
    const r = await recipientOf(deps, order);
    const email = r.channels.email ? { to: r.to, messageId: (await sendOrFail(deps.mailer, orderDeliveredEmail({ ...r, order }), `${eventId}:order-delivery`)).messageId } : null;
    const sms = await sendNoticeSms(deps, r, 'delivery', orderId);
    const sentAt = new Date().toISOString();
    await appendToOrder(deps.store, orderId, eventId, (s) => (s.deliveryNoticeDone ? [] : [{ type: 'OrderNoticeSent', data: { orderId, notice: 'delivery', email, sms, sentAt } }]));
  };
}

/**
 * One fulfilment step (D-111): moves the order on from the status its causing event left it in,
 * with the expected version, so a replayed or duplicate job never transitions twice.
 */
export function orderFulfilmentStepJob(deps: Pick<OrderJobDeps, 'store'>) {
  return async (job: Job<FulfilmentJobPayload>) => {
    const { orderId, cartId, fromStatus, eventId } = job.payload;
    const config = orderWorkerConfig();
    if (!config.fulfilmentEnabled) return;
    const order = await loadCheckout(deps.store, cartId, orderId);
    await appendToOrder(deps.store, orderId, eventId, (state) =>
      decideFulfilmentStep(
        {
          orderId,
          cartId,
          deliveryModeId: order.delivery.deliveryModeId,
          fromStatus,
          now: new Date().toISOString(),
          chances: { delayedChance: config.delayedChance, shippedErrorChance: config.shippedErrorChance },
          seed: config.seed,
        },
        state,
      ),
    );
  };
}

/** Registers the order job processors. */
export async function processOrderJobs(deps: OrderJobDeps & { queue: JobQueue }) {
  await deps.queue.process(SEND_ORDER_CONFIRMATION_EMAIL, sendOrderConfirmationEmailJob(deps), { concurrency: 4 });
  await deps.queue.process(SEND_ORDER_SHIPPING_EMAIL, sendOrderShippingEmailJob(deps), { concurrency: 4 });
  await deps.queue.process(ORDER_FULFILMENT_STEP, orderFulfilmentStepJob(deps), { concurrency: 4 });
  await deps.queue.process(SEND_ORDER_DELIVERY_NOTICE, sendOrderDeliveryNoticeJob(deps), { concurrency: 4 });
}
