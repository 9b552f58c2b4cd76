import { randomUUID } from 'node:crypto';
import type { ProductDefinition } from '../../domain/catalog/events';
import { resolveVariant } from '../../domain/catalog/variant-id';
import { customerDecider } from '../../domain/identity/customer-decider';
import { customerStream } from '../../domain/identity/events';
import { decideAddDeliveryAddress } from '../../domain/ordering/add-delivery-address';
import { cartDecider, type CartState } from '../../domain/ordering/cart-decider';
import { cartLineFor } from '../../domain/ordering/cart-lines';
import { decideCheckOut, salesOrderId } from '../../domain/ordering/check-out';
import { decideCreateCart } from '../../domain/ordering/create-cart';
import { type CartEvent, type CartLine, cartStream, type DeliveryMethod, type OrderEvent, orderStream, type PaymentDetails } from '../../domain/ordering/events';
import { decideFulfilmentStep, foldOrderProgress } from '../../domain/ordering/fulfilment';
import { summarizeCart } from '../../domain/ordering/order-summary';
import { supplyDaysPerBox } from '../../domain/ordering/supply';
import { decideSetCartDiscount } from '../../domain/ordering/set-cart-discount';
import { decideSetDeliveryMode } from '../../domain/ordering/set-delivery-mode';
import type { EyeRx } from '../../domain/prescriptions/events';
import type { UsStateCode } from '../../domain/shared/us-states';
import type { EventMetadata, EventStore, NewEvent } from '../../infra/event-store/port';
import { decideCreatePatient } from '../../domain/patients/create-patient';
import { handleCommand } from '../lib/handle-command';
import { reserveEmail } from '../lib/reserve-email';
import type { DemoPractice } from './demo-data';
import { completePatientProfile, writePrescription } from './visit';
import { prng } from '../../domain/shared/prng';

/**
 * Demo history for `npm start` (D-011's rules: ordinary events through the same deciders the
 * commands use, never in production): about a year of prescriptions and orders for the demo
 * patients who cannot sign in, so the sales dashboard, the order-status report, the record
 * histories and "as of" snapshots have something to show on first start. Dates are in the past
 * (each event's metadata.occurredAt), chosen by a seeded generator, so every first start makes
 * the same shape of history relative to its own day. The two patients who sign in (the README's
 * ordering walkthrough) get none. Historic orders carry their confirmation and shipping e-mail
 * records, so the workers do not mail them again; the newest few are left where fulfilment
 * would be now, and the fulfilment worker carries them on.
 */

export interface SeededPatient {
  accountNumber: string;
  practice: DemoPractice;
  patient: DemoPractice['patients'][number];
  email: string;
}

const DAY = 86_400_000;
/** The history begins this long before the first start. */
export const DEMO_HISTORY_DAYS = 400;

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** A realistic variant of a product: a middle value of each dimension list, nudged at random. */
function chooseVariant(rand: () => number, product: ProductDefinition): EyeRx {
  const block = pick(rand, product.grid);
  const selection: Record<string, string> = {};
  for (const dimension of product.dimensions) {
    const values = block[dimension] ?? [];
    if (values.length === 0) continue;
    // Powers cluster around low myopia: take from the middle third of the list.
    const third = Math.floor(values.length / 3);
    const from = dimension === 'power' ? third : 0;
    const span = dimension === 'power' ? Math.max(third, 1) : values.length;
    selection[dimension] = values[Math.min(values.length - 1, from + Math.floor(rand() * span))]!;
  }
  const variantId = resolveVariant(product, selection);
  if (!variantId) throw new Error(`demo history: no variant of ${product.productId} for ${JSON.stringify(selection)}`);
  return { productId: product.productId, variantId, dimensions: selection, packSize: product.packSize };
}

const FIRST_NAMES = ['Aiden', 'Beatriz', 'Caleb', 'Dalia', 'Elias', 'Fatima', 'Gabriel', 'Hana', 'Ian', 'Julia', 'Kofi', 'Layla', 'Marco', 'Nadia', 'Owen', 'Paloma', 'Quinn', 'Rosa', 'Soren', 'Tessa', 'Umar', 'Vera', 'Wes', 'Ximena', 'Yusuf', 'Zara'];
const LAST_NAMES = ['Abbott', 'Bauer', 'Castillo', 'Dubois', 'Eriksen', 'Flores', 'Garcia', 'Haddad', 'Ito', 'Jensen', 'Kowalski', 'Lopez', 'Moreau', 'Novak', 'Okoro', 'Park', 'Quintero', 'Rossi', 'Silva', 'Tanaka', 'Usman', 'Varga', 'Weber', 'Yilmaz', 'Zhang'];

const STREETS = ['Oak St', 'Cedar Ln', 'Maple Ave', 'Willow Dr', 'Elm St', 'Pecan St', 'River Rd', 'Hill Country Blvd', 'Lakeview Dr', 'Park Pl'];

function addressFor(rand: () => number, practice: DemoPractice, locationId: string) {
  const location = practice.locations.find((l) => l.locationId === locationId) ?? practice.locations[0]!;
  return {
    address1: `${100 + Math.floor(rand() * 8900)} ${pick(rand, STREETS)}`,
    city: location.address.city,
    state: location.address.state as UsStateCode,
    // Same ZIP prefix as the practice: a deliverable address in the same area.
    zip: `${location.address.zip.slice(0, 3)}${String(Math.floor(rand() * 90) + 10).padStart(2, '0')}`,
  };
}

/** Boxes per eye for a supply of about `months` months. */
function boxesFor(product: ProductDefinition, months: number): number {
  return Math.max(1, Math.round((months * 30) / supplyDaysPerBox(product)));
}

function meta(actor: { accountNumber: string; customerGroup: string }, at: Date, correlationId: string): EventMetadata {
  return { actor, correlationId, occurredAt: at.toISOString(), schemaVersion: 1 };
}

/** Folds events decided one after another, stamping each with its own time (as the cart decider reads them). */
function decideAll(steps: { at: Date; decide: (state: CartState) => CartEvent[] }[], actor: { accountNumber: string; customerGroup: string }, correlationId: string): NewEvent[] {
  let state = cartDecider.initialState();
  const out: NewEvent[] = [];
  for (const step of steps) {
    for (const event of step.decide(state)) {
      const metadata = meta(actor, step.at, correlationId);
      state = cartDecider.evolve(state, { ...event, metadata });
      out.push({ type: event.type, data: event.data, metadata });
    }
  }
  return out;
}

export async function seedDemoHistory(
  store: EventStore,
  input: {
    now: Date;
    patients: readonly SeededPatient[];
    /** Patients who join over the year (created at their first visit), per practice. */
    newPatients: readonly { practice: DemoPractice; count: number }[];
    nextAccountNumber: number;
    products: readonly ProductDefinition[];
    freeShippingRule: boolean;
  },
): Promise<{ patients: number; prescriptions: number; orders: number }> {
  const rand = prng(20261123);
  const { now } = input;
  const joining: (SeededPatient & { firstVisit: Date })[] = [];
  let accountNumber = input.nextAccountNumber;
  for (const { practice, count } of input.newPatients) {
    for (let i = 0; i < count; i++) {
      const firstName = pick(rand, FIRST_NAMES);
      const lastName = pick(rand, LAST_NAMES);
      const location = practice.locations[rand() < 0.6 ? 0 : practice.locations.length - 1]!;
      const year = 1950 + Math.floor(rand() * 55);
      const patient = {
        firstName,
        lastName,
        dob: `${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}/${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}/${year}`,
        phone: `${location.phone.slice(0, 6)}${String(1000 + Math.floor(rand() * 8999))}`,
        locationId: location.locationId,
      };
      const number = String(accountNumber++);
      const email = `${firstName}.${lastName}.${number.slice(-4)}@example.com`.toLowerCase();
      // Spread over the year, the newest a few hours ago (their orders are still on their way).
      const firstVisit = new Date(now.getTime() - 3 * 3_600_000 - Math.floor(rand() * 365 * DAY));
      const staff = practice.staff.find((s) => s.locationId === location.locationId);
      const actor = staff ? { accountNumber: staff.accountNumber, customerGroup: 'Staff' } : { accountNumber: practice.admin.accountNumber, customerGroup: 'Practice' };
      const created = meta(actor, new Date(firstVisit.getTime() - 10 * 60_000), randomUUID());
      await reserveEmail(store, email, number, created);
      await handleCommand(
        store,
        customerStream(number),
        customerDecider,
        (st) => decideCreatePatient({ accountNumber: number, practiceId: practice.practiceId, locationId: location.locationId, firstName, lastName, email, dob: patient.dob, phone: patient.phone }, st),
        { metadata: created },
      );
      joining.push({ accountNumber: number, practice, patient, email, firstVisit });
    }
  }
  const available = input.products.filter((p) => p.isAvailable);
  const byModality = (m: ProductDefinition['modality']) => available.filter((p) => p.modality === m);
  let prescriptions = 0;
  let orders = 0;

  const everyone = [...input.patients.map((p) => ({ ...p, firstVisit: null as Date | null })), ...joining];
  for (const { accountNumber, practice, patient, email, firstVisit: joined } of everyone) {
    const staff = practice.staff.find((s) => s.locationId === patient.locationId);
    const actors = [
      ...(staff ? [{ accountNumber: staff.accountNumber, customerGroup: 'Staff', locationId: staff.locationId }] : []),
      { accountNumber: practice.admin.accountNumber, customerGroup: 'Practice', locationId: patient.locationId },
    ];
    const firstVisit = joined ?? new Date(now.getTime() - (DEMO_HISTORY_DAYS - 30 - Math.floor(rand() * 60)) * DAY);
    const writer = pick(rand, actors);
    const address = addressFor(rand, practice, patient.locationId);

    // The visit: the practice completes the profile (address) and writes the prescription.
    await completePatientProfile(store, accountNumber, { firstName: patient.firstName, lastName: patient.lastName, phone: patient.phone, dob: patient.dob, addresses: [address], practiceId: practice.practiceId }, meta(writer, firstVisit, randomUUID()));
    const product = pick(rand, [...byModality(pick(rand, ['daily', 'two-week', 'monthly'] as const))]);
    const od = chooseVariant(rand, product);
    const os = rand() < 0.35 ? chooseVariant(rand, product) : { ...od };
    const prescriptionId = randomUUID();
    const expiration = new Date(firstVisit.getTime() + (rand() < 0.5 ? 365 : 730) * DAY).toISOString().slice(0, 10);
    await writePrescription(
      store,
      {
        prescriptionId,
        patientAccountNo: accountNumber,
        practiceId: practice.practiceId,
        locationId: patient.locationId,
        nickname: `${product.modality === 'daily' ? 'Daily' : product.modality === 'two-week' ? 'Two-week' : 'Monthly'} lenses`,
        expirationDate: expiration,
        rightEyeRx: od,
        leftEyeRx: os,
        today: firstVisit.toISOString().slice(0, 10),
      },
      meta(writer, new Date(firstVisit.getTime() + 20 * 60_000), randomUUID()),
    );
    prescriptions++;

    // Orders: a supply at the visit, then a reorder as each supply runs out, until today.
    let at = new Date(firstVisit.getTime() + 35 * 60_000);
    while (at.getTime() < now.getTime() - 2 * 3_600_000 && at.toISOString().slice(0, 10) <= expiration) {
      const months = pick(rand, [3, 3, 6, 6, 12]);
      const actor = pick(rand, actors);
      const method: DeliveryMethod = rand() < 0.7 ? 'ship' : rand() < 0.6 ? 'inOffice' : 'pickup';
      const discountCents = rand() < 0.3 ? pick(rand, [500, 1000, 2000]) : 0;
      const insuranceCents = rand() < 0.25 ? pick(rand, [2500, 5000]) : 0;
      const payment: PaymentDetails = { type: 'pos', method: pick(rand, ['cash', 'card', 'card', 'none'] as const) };
      const cartId = randomUUID();
      const orderId = salesOrderId(at, Uint8Array.from({ length: 6 }, () => Math.floor(rand() * 256)));
      const lines: CartLine[] = [cartLineFor('OD', od, product, boxesFor(product, months)), cartLineFor('OS', os, product, boxesFor(product, months))];
      const location = practice.locations.find((l) => l.locationId === patient.locationId)!;
      const taxState = method === 'ship' ? address.state : location.address.state;
      const minute = (n: number) => new Date(at.getTime() + n * 60_000);
      const cartEvents = decideAll(
        [
          { at, decide: (s) => decideCreateCart({ cartId, customerAccountNumber: accountNumber, practiceId: practice.practiceId, locationId: patient.locationId, prescriptionId, placedBy: 'Practice', lines, now: at }, s) },
          ...(discountCents || insuranceCents ? [{ at: minute(1), decide: (s: CartState) => decideSetCartDiscount({ discountCents, insuranceCents, now: minute(1) }, s) }] : []),
          {
            at: minute(2),
            decide: (s) =>
              decideAddDeliveryAddress({ method, address: method === 'ship' ? { name: `${patient.firstName} ${patient.lastName}`, ...address, phone: patient.phone } : null, now: minute(2) }, s),
          },
          ...(method === 'ship' ? [{ at: minute(3), decide: (s: CartState) => decideSetDeliveryMode({ deliveryModeId: rand() < 0.85 ? 'standard' : 'second_day', promoCode: null, freeShippingRule: input.freeShippingRule, now: minute(3) }, s) }] : []),
          {
            at: minute(4),
            decide: (s) => decideCheckOut({ orderId, now: minute(4), summary: summarizeCart(s, { taxState, freeShippingRule: input.freeShippingRule }), payment, createdByCsr: false }, s),
          },
        ],
        actor,
        randomUUID(),
      );
      await store.appendToStream(cartStream(cartId), cartEvents, { expectedVersion: 'no_stream' });
      await store.appendToStream(orderStream(orderId), orderLife({ orderId, cartId, checkedOutAt: minute(4), now, to: email, deliveryModeId: method === 'ship' ? 'standard' : null }), { expectedVersion: 'no_stream' });
      orders++;
      // The next order when this supply runs low (a week or two early, sometimes late).
      at = new Date(at.getTime() + (months * 30 - 14 + Math.floor(rand() * 28)) * DAY + Math.floor(rand() * 6 * 3_600_000));
    }
  }
  return { patients: joining.length, prescriptions, orders };
}

/**
 * What happened to an order after checkout, as the workers would have recorded it: the
 * confirmation e-mail, then each fulfilment step (the worker's own decider and chances), the
 * shipping e-mail, and delivery — every step that would already have happened by `now`.
 */
function orderLife(o: { orderId: string; cartId: string; checkedOutAt: Date; now: Date; to: string; deliveryModeId: 'standard' | null }): NewEvent[] {
  const system = { accountNumber: 'system', customerGroup: 'System' };
  const events: NewEvent[] = [];
  const push = (event: OrderEvent, at: Date) => events.push({ type: event.type, data: event.data, metadata: meta(system, at, o.orderId) });
  const confirmAt = new Date(o.checkedOutAt.getTime() + 7 * 60_000);
  if (confirmAt > o.now) return events;
  push({ type: 'OrderConfirmationEmailSent', data: { orderId: o.orderId, to: o.to, messageId: `demo-${o.orderId}-confirmation`, sentAt: confirmAt.toISOString() } }, confirmAt);
  // Processing after 10 minutes, shipped 2 hours later (a delayed order a day after that), delivered 3 days after shipping.
  const waitAfter = (status: string) => (status === 'new' ? 10 * 60_000 : status === 'processing' ? 2 * 3_600_000 : status === 'delayed_delivery' ? DAY : 3 * DAY);
  let at = o.checkedOutAt;
  for (let step = 0; step < 5; step++) {
    const progress = foldOrderProgress(events.map((e) => ({ type: e.type, data: e.data }) as OrderEvent));
    const next = new Date(at.getTime() + waitAfter(progress.status));
    if (next > o.now) break;
    const decided = decideFulfilmentStep(
      { orderId: o.orderId, cartId: o.cartId, deliveryModeId: o.deliveryModeId, fromStatus: progress.status, now: next.toISOString(), chances: { delayedChance: 0.05, shippedErrorChance: 0.02 }, seed: 'demo' },
      progress,
    );
    if (decided.length === 0) break;
    for (const e of decided) {
      push(e, next);
      // Issue #20: the delivery notice of a historic order went too (the workers do not send it again).
      if (e.data.status === 'delivered') push({ type: 'OrderNoticeSent', data: { orderId: o.orderId, notice: 'delivery', email: { to: o.to, messageId: `demo-${o.orderId}-delivery` }, sms: null, sentAt: next.toISOString() } }, next);
      if (e.data.status === 'shipped' && e.data.trackingNumber) {
        const mailAt = new Date(next.getTime() + 60_000);
        push({ type: 'OrderShippingEmailSent', data: { orderId: o.orderId, to: o.to, messageId: `demo-${o.orderId}-shipping`, trackingNumber: e.data.trackingNumber, sentAt: mailAt.toISOString() } }, mailAt);
      }
    }
    at = next;
  }
  return events;
}
