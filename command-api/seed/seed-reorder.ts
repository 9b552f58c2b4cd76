import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expandCatalog } from '../../domain/catalog/catalog-file';
import { customerDecider } from '../../domain/identity/customer-decider';
import { customerStream } from '../../domain/identity/events';
import { decideAddDeliveryAddress } from '../../domain/ordering/add-delivery-address';
import { cartDecider, type CartState } from '../../domain/ordering/cart-decider';
import { cartLineFor } from '../../domain/ordering/cart-lines';
import { decideCheckOut, salesOrderId } from '../../domain/ordering/check-out';
import { decideCreateCart } from '../../domain/ordering/create-cart';
import { type CartEvent, cartStream, type DeliveryMethod, type OrderEvent, orderStream } from '../../domain/ordering/events';
import { trackingNumberFor } from '../../domain/ordering/fulfilment';
import { summarizeCart } from '../../domain/ordering/order-summary';
import { decideSetDeliveryMode } from '../../domain/ordering/set-delivery-mode';
import { supplyDaysPerBox } from '../../domain/ordering/supply';
import { decideCreatePatient } from '../../domain/patients/create-patient';
import { hashPassword } from '../../infra/auth/passwords';
import type { EventMetadata, EventStore, NewEvent } from '../../infra/event-store/port';
import { CATALOG_FILE } from '../catalog/import-catalog';
import { handleCommand } from '../lib/handle-command';
import { reserveEmail } from '../lib/reserve-email';
import { DEMO_PASSWORD, DEMO_PRACTICES } from './demo-data';
import { middleVariant, writePrescription } from './visit';

/**
 * Demo data of issue #20 (npm start's demo): in each practice, patients whose lenses run out soon
 * ("due for reorder", one of them able to sign in: reorder@… / reorder.lakeside@…, password
 * DEMO_PASSWORD), one whose supply ran out, one whose prescription expires before the supply ends
 * ("book an exam"), and one who is not due yet. Ordinary events through the same deciders as the
 * commands (patients, prescriptions, carts and checkout), with the order's life after checkout as
 * the workers would have recorded it (notices sent, shipped, delivered), so the supply projection,
 * the lists and the reminders (the scheduler sends those due on first start) have every state to show.
 */
const DAY = 86_400_000;

interface Plan {
  firstName: string;
  lastName: string;
  email: string;
  signIn?: boolean;
  /** Days ago the order was placed, and how the lenses came. */
  orderedDaysAgo: number;
  method: DeliveryMethod;
  boxes: number;
  /** Prescription expiry, days from now. */
  expiresInDays: number;
}

const PLANS: Record<string, Plan[]> = {
  'PR-1001': [
    // 90-day supply delivered 3 days after an order 84 days ago: lasts 9 more days → due.
    { firstName: 'Riley', lastName: 'Fenwick', email: 'reorder@demo.lensloop.test', signIn: true, orderedDaysAgo: 84, method: 'ship', boxes: 1, expiresInDays: 300 },
    { firstName: 'Hugo', lastName: 'Marsh', email: 'hugo.marsh.1001@example.com', orderedDaysAgo: 93, method: 'pickup', boxes: 1, expiresInDays: 200 },
    { firstName: 'Ines', lastName: 'Calder', email: 'ines.calder.1001@example.com', orderedDaysAgo: 86, method: 'inOffice', boxes: 1, expiresInDays: 5 },
    { firstName: 'Theo', lastName: 'Grant', email: 'theo.grant.1001@example.com', orderedDaysAgo: 30, method: 'pickup', boxes: 1, expiresInDays: 365 },
  ],
  'PR-2002': [
    { firstName: 'Nora', lastName: 'Bell', email: 'reorder.lakeside@demo.lensloop.test', signIn: true, orderedDaysAgo: 85, method: 'inOffice', boxes: 1, expiresInDays: 400 },
    { firstName: 'Felix', lastName: 'Ward', email: 'felix.ward.2002@example.com', orderedDaysAgo: 92, method: 'pickup', boxes: 1, expiresInDays: 150 },
  ],
};

export async function seedReorderDemo(store: EventStore, opts: { now: Date; freeShippingRule: boolean }): Promise<{ patients: number; orders: number }> {
  const { products } = expandCatalog(JSON.parse(await readFile(CATALOG_FILE, 'utf8')));
  // A daily lens whose box is a 90-day supply for one eye (the catalog's 90-packs of dailies).
  const product = products.find((p) => p.isAvailable && p.modality === 'daily' && supplyDaysPerBox(p) === 90) ?? products.find((p) => p.isAvailable)!;
  const rx = middleVariant(product, 'seed-reorder');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = opts.now;
  let accountNumber = 150_000_001;
  let patients = 0;
  let orders = 0;
  for (const practice of DEMO_PRACTICES) {
    const location = practice.locations[0]!;
    const staff = practice.staff[0]!;
    const actor = { accountNumber: staff.accountNumber, customerGroup: 'Staff' };
    const meta = (at: Date): EventMetadata => ({ actor, correlationId: `seed-reorder-${randomUUID()}`, occurredAt: at.toISOString(), schemaVersion: 1 });
    for (const plan of PLANS[practice.practiceId] ?? []) {
      const account = String(accountNumber++);
      const orderAt = new Date(now.getTime() - plan.orderedDaysAgo * DAY);
      const visit = new Date(orderAt.getTime() - 30 * 60_000);
      await reserveEmail(store, plan.email, account, meta(visit));
      await handleCommand(
        store,
        customerStream(account),
        customerDecider,
        (s) => [
          ...decideCreatePatient({ accountNumber: account, practiceId: practice.practiceId, locationId: location.locationId, firstName: plan.firstName, lastName: plan.lastName, email: plan.email, dob: '05/14/1987', phone: location.phone }, s),
          ...(plan.signIn ? [{ type: 'PasswordSet' as const, data: { passwordHash } }] : []),
        ],
        { metadata: meta(visit) },
      );
      patients++;
      const prescriptionId = randomUUID();
      const expiration = new Date(now.getTime() + plan.expiresInDays * DAY).toISOString().slice(0, 10);
      await writePrescription(
        store,
        {
          prescriptionId,
          patientAccountNo: account,
          practiceId: practice.practiceId,
          locationId: location.locationId,
          nickname: 'Daily lenses',
          expirationDate: expiration,
          rightEyeRx: { ...rx, boxQuantity: plan.boxes },
          leftEyeRx: { ...rx, boxQuantity: plan.boxes },
          today: visit.toISOString().slice(0, 10),
        },
        meta(new Date(visit.getTime() + 60_000)),
      );

      // The order, through the cart deciders, placed by the practice.
      const cartId = randomUUID();
      const orderId = salesOrderId(orderAt, Uint8Array.from(Buffer.from(randomUUID().replace(/-/g, '').slice(0, 12), 'hex')));
      const lines = [cartLineFor('OD', rx, product, plan.boxes), cartLineFor('OS', rx, product, plan.boxes)];
      const minute = (n: number) => new Date(orderAt.getTime() + n * 60_000);
      const address = { name: `${plan.firstName} ${plan.lastName}`, address1: location.address.address1, city: location.address.city, state: location.address.state, zip: location.address.zip, phone: location.phone };
      const steps: { at: Date; decide: (s: CartState) => CartEvent[] }[] = [
        { at: orderAt, decide: (s) => decideCreateCart({ cartId, customerAccountNumber: account, practiceId: practice.practiceId, locationId: location.locationId, prescriptionId, placedBy: 'Practice', lines, now: orderAt }, s) },
        { at: minute(1), decide: (s) => decideAddDeliveryAddress({ method: plan.method, address: plan.method === 'ship' ? address : null, now: minute(1) }, s) },
        ...(plan.method === 'ship' ? [{ at: minute(2), decide: (s: CartState) => decideSetDeliveryMode({ deliveryModeId: 'standard', promoCode: null, freeShippingRule: opts.freeShippingRule, now: minute(2) }, s) }] : []),
        {
          at: minute(3),
          decide: (s) =>
            decideCheckOut({ orderId, now: minute(3), summary: summarizeCart(s, { taxState: location.address.state, freeShippingRule: opts.freeShippingRule }), payment: { type: 'pos', method: 'card' }, createdByCsr: false }, s),
        },
      ];
      let state = cartDecider.initialState();
      const cartEvents: NewEvent[] = [];
      for (const step of steps) {
        for (const event of step.decide(state)) {
          const metadata = meta(step.at);
          state = cartDecider.evolve(state, { ...event, metadata });
          cartEvents.push({ type: event.type, data: event.data, metadata });
        }
      }
      await store.appendToStream(cartStream(cartId), cartEvents, { expectedVersion: 'no_stream' });

      // Its life as the workers recorded it: notices sent, and for a shipped order shipped then delivered 3 days later.
      const system = { accountNumber: 'system', customerGroup: 'System' };
      const life: NewEvent[] = [];
      const push = (event: OrderEvent, at: Date) => life.push({ type: event.type, data: event.data, metadata: { actor: system, correlationId: orderId, occurredAt: at.toISOString(), schemaVersion: 1 } });
      const confirmed = minute(10);
      const email = { to: plan.email, messageId: `demo-${orderId}-confirmation` };
      push({ type: 'OrderConfirmationEmailSent', data: { orderId, ...email, sentAt: confirmed.toISOString() } }, confirmed);
      push({ type: 'OrderNoticeSent', data: { orderId, notice: 'confirmation', email, sms: null, sentAt: confirmed.toISOString() } }, confirmed);
      push({ type: 'OrderStatusChanged', data: { orderId, cartId, status: 'processing', at: minute(20).toISOString() } }, minute(20));
      if (plan.method === 'ship') {
        const shippedAt = minute(180);
        const trackingNumber = trackingNumberFor(orderId, 'demo');
        push({ type: 'OrderStatusChanged', data: { orderId, cartId, status: 'shipped', trackingNumber, carrier: 'UPS', estimatedDelivery: new Date(shippedAt.getTime() + 3 * DAY).toISOString().slice(0, 10), at: shippedAt.toISOString() } }, shippedAt);
        const shipMail = { to: plan.email, messageId: `demo-${orderId}-shipping` };
        push({ type: 'OrderShippingEmailSent', data: { orderId, ...shipMail, trackingNumber, sentAt: shippedAt.toISOString() } }, shippedAt);
        push({ type: 'OrderNoticeSent', data: { orderId, notice: 'shipping', email: shipMail, sms: null, sentAt: shippedAt.toISOString() } }, shippedAt);
      }
      const deliveredAt = plan.method === 'ship' ? new Date(orderAt.getTime() + 3 * DAY) : minute(30);
      push({ type: 'OrderStatusChanged', data: { orderId, cartId, status: 'delivered', at: deliveredAt.toISOString() } }, deliveredAt);
      push({ type: 'OrderNoticeSent', data: { orderId, notice: 'delivery', email: { to: plan.email, messageId: `demo-${orderId}-delivery` }, sms: null, sentAt: deliveredAt.toISOString() } }, deliveredAt);
      await store.appendToStream(orderStream(orderId), life, { expectedVersion: 'no_stream' });
      orders++;
    }
  }
  return { patients, orders };
}
