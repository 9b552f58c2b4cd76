import { randomUUID } from 'node:crypto';
import type { ProductDefinition } from '../../domain/catalog/events';
import { decideAddDeliveryAddress } from '../../domain/ordering/add-delivery-address';
import { cartDecider, type CartState } from '../../domain/ordering/cart-decider';
import { cartLineFor } from '../../domain/ordering/cart-lines';
import { decideCheckOut, salesOrderId } from '../../domain/ordering/check-out';
import { decideCreateCart } from '../../domain/ordering/create-cart';
import { type CartEvent, cartStream, type OrderEvent, type OrderStatus, orderStream } from '../../domain/ordering/events';
import { decideFulfilmentStep, foldOrderProgress } from '../../domain/ordering/fulfilment';
import { summarizeCart } from '../../domain/ordering/order-summary';
import { decideSetDeliveryMode } from '../../domain/ordering/set-delivery-mode';
import { saveCardInput } from '../../domain/payments/api-schemas';
import { decideSaveCard } from '../../domain/payments/save-card';
import { cardsStream } from '../../domain/payments/events';
import { savedCardsDecider } from '../../domain/payments/saved-cards-decider';
import type { UsStateCode } from '../../domain/shared/us-states';
import type { EventMetadata, EventStore, NewEvent } from '../../infra/event-store/port';
import type { SandboxPayments } from '../../infra/payments/sandbox/sandbox-provider';
import { handleCommand } from '../lib/handle-command';
import type { DemoPractice } from './demo-data';
import { completePatientProfile, middleVariant, writePrescription } from './visit';

/**
 * The demo patients who sign in (one per tenant) get a first look that is not empty (issue #18,
 * D-396): a profile address (checkout starts with it), an active prescription written by their
 * practice, three past orders — one delivered, one shipped with tracking, one processing — and,
 * when the payments sandbox is at hand, a saved Visa card (the sandbox's approving test number),
 * so "Order lenses" → checkout → "Place order" works with no typing. Ordinary events through the
 * deciders the commands use, dated in the past.
 */

const DAY = 86_400_000;

export interface SignInPatient {
  accountNumber: string;
  practice: DemoPractice;
  patient: DemoPractice['patients'][number];
  email: string;
}

const meta = (actor: { accountNumber: string; customerGroup: string }, at: Date, correlationId: string = randomUUID()): EventMetadata => ({ actor, correlationId, occurredAt: at.toISOString(), schemaVersion: 1 });

/** The order's life after checkout up to `target`, as the fulfilment worker records it (its own decider, no random delays). */
function orderLife(orderId: string, cartId: ReturnType<typeof randomUUID>, checkedOutAt: Date, to: string, target: OrderStatus): NewEvent[] {
  const system = { accountNumber: 'system', customerGroup: 'System' };
  const events: NewEvent[] = [];
  const push = (event: OrderEvent, at: Date) => events.push({ type: event.type, data: event.data, metadata: meta(system, at, orderId) });
  const confirmAt = new Date(checkedOutAt.getTime() + 7 * 60_000);
  push({ type: 'OrderConfirmationEmailSent', data: { orderId, to, messageId: `demo-${orderId}-confirmation`, sentAt: confirmAt.toISOString() } }, confirmAt);
  let at = confirmAt;
  for (let step = 0; step < 4; step++) {
    const progress = foldOrderProgress(events.map((e) => ({ type: e.type, data: e.data }) as OrderEvent));
    if (progress.status === target) break;
    // The fulfilment worker's default waits: 10 minutes to processing, 2 hours to shipped, 48 hours to delivered.
    at = new Date(at.getTime() + (progress.status === 'new' ? 10 * 60_000 : progress.status === 'processing' ? 2 * 3_600_000 : 2 * DAY));
    const decided = decideFulfilmentStep({ orderId, cartId, deliveryModeId: 'standard', fromStatus: progress.status, now: at.toISOString(), chances: { delayedChance: 0, shippedErrorChance: 0 }, seed: 'demo-patient' }, progress);
    if (decided.length === 0) break;
    for (const e of decided) {
      push(e, at);
      if (e.data.status === 'shipped' && e.data.trackingNumber) {
        const mailAt = new Date(at.getTime() + 60_000);
        push({ type: 'OrderShippingEmailSent', data: { orderId, to, messageId: `demo-${orderId}-shipping`, trackingNumber: e.data.trackingNumber, sentAt: mailAt.toISOString() } }, mailAt);
      }
    }
  }
  return events;
}

export async function seedPatientHistory(
  store: EventStore,
  input: { now: Date; patients: readonly SignInPatient[]; products: readonly ProductDefinition[]; freeShippingRule: boolean; payments?: Pick<SandboxPayments, 'signRequest' | 'tokenize'> | undefined },
): Promise<{ prescriptions: number; orders: number; cards: number }> {
  const { now } = input;
  const monthly = input.products.find((p) => p.isAvailable && p.modality === 'monthly') ?? input.products.find((p) => p.isAvailable);
  if (!monthly) return { prescriptions: 0, orders: 0, cards: 0 };
  let prescriptions = 0;
  let orders = 0;
  let cards = 0;
  for (const { accountNumber, practice, patient, email } of input.patients) {
    const staff = practice.staff.find((s) => s.locationId === patient.locationId) ?? practice.staff[0]!;
    const actor = { accountNumber: staff.accountNumber, customerGroup: 'Staff' };
    const location = practice.locations.find((l) => l.locationId === patient.locationId) ?? practice.locations[0]!;
    const visit = new Date(now.getTime() - 120 * DAY);
    const address = { address1: `${200 + Number(accountNumber.slice(-2))} ${location.address.city === 'Madison' ? 'Lakeshore Dr' : 'Oak St'}`, city: location.address.city, state: location.address.state as UsStateCode, zip: location.address.zip };

    // The visit: the practice completes the profile with the home address and writes the prescription (2 years).
    await completePatientProfile(store, accountNumber, { firstName: patient.firstName, lastName: patient.lastName, phone: patient.phone, dob: patient.dob, addresses: [address], practiceId: practice.practiceId }, meta(actor, visit));
    const rx = middleVariant(monthly, 'demo patient history');
    const prescriptionId = randomUUID();
    await writePrescription(
      store,
      {
        prescriptionId,
        patientAccountNo: accountNumber,
        practiceId: practice.practiceId,
        locationId: location.locationId,
        nickname: 'Everyday monthly lenses',
        expirationDate: new Date(visit.getTime() + 730 * DAY).toISOString().slice(0, 10),
        rightEyeRx: rx,
        leftEyeRx: { ...rx },
        today: visit.toISOString().slice(0, 10),
      },
      meta(actor, new Date(visit.getTime() + 20 * 60_000)),
    );
    prescriptions++;

    // Three orders placed by the practice for the patient: delivered, shipped with tracking, processing.
    const plan: { hoursAgo: number; boxes: number; target: OrderStatus }[] = [
      { hoursAgo: 110 * 24, boxes: 3, target: 'delivered' },
      // Shipped about 20 hours ago: the worker delivers it 48 hours after shipping.
      { hoursAgo: 24, boxes: 3, target: 'shipped' },
      // Processing: the worker ships it about 2 hours after it started processing.
      { hoursAgo: 0.5, boxes: 1, target: 'processing' },
    ];
    for (const [i, o] of plan.entries()) {
      const at = new Date(now.getTime() - o.hoursAgo * 3_600_000);
      const cartId = randomUUID();
      const orderId = salesOrderId(at, Uint8Array.from({ length: 6 }, (_, k) => (Number(accountNumber.slice(-3)) * 7 + i * 31 + k * 13) % 256));
      const lines = [cartLineFor('OD', rx, monthly, o.boxes), cartLineFor('OS', { ...rx }, monthly, o.boxes)];
      const minute = (n: number) => new Date(at.getTime() + n * 60_000);
      const steps: { at: Date; decide: (s: CartState) => CartEvent[] }[] = [
        { at, decide: (s) => decideCreateCart({ cartId, customerAccountNumber: accountNumber, practiceId: practice.practiceId, locationId: location.locationId, prescriptionId, placedBy: 'Practice', lines, now: at }, s) },
        { at: minute(2), decide: (s) => decideAddDeliveryAddress({ method: 'ship', address: { name: `${patient.firstName} ${patient.lastName}`, ...address, phone: patient.phone }, now: minute(2) }, s) },
        { at: minute(3), decide: (s) => decideSetDeliveryMode({ deliveryModeId: 'standard', promoCode: null, freeShippingRule: input.freeShippingRule, now: minute(3) }, s) },
        {
          at: minute(4),
          decide: (s) => decideCheckOut({ orderId, now: minute(4), summary: summarizeCart(s, { taxState: address.state, freeShippingRule: input.freeShippingRule }), payment: { type: 'pos', method: 'card' }, createdByCsr: false }, s),
        },
      ];
      let state = cartDecider.initialState();
      const cartEvents: NewEvent[] = [];
      const correlationId = randomUUID();
      for (const step of steps) {
        for (const event of step.decide(state)) {
          const metadata = meta(actor, step.at, correlationId);
          state = cartDecider.evolve(state, { ...event, metadata });
          cartEvents.push({ type: event.type, data: event.data, metadata });
        }
      }
      await store.appendToStream(cartStream(cartId), cartEvents, { expectedVersion: 'no_stream' });
      await store.appendToStream(orderStream(orderId), orderLife(orderId, cartId, minute(4), email, o.target), { expectedVersion: 'no_stream' });
      orders++;
    }

    // A saved card, tokenized by the payments sandbox as its hosted form would (the approving Visa test number).
    if (input.payments) {
      const request = await input.payments.signRequest({ transaction_uuid: randomUUID(), reference_number: `demo-${accountNumber}`, transaction_type: 'create_payment_token', merchant_defined_data1: accountNumber, bill_to_email: email });
      const result = await input.payments.tokenize(request, { cardholderFirstName: patient.firstName, cardholderLastName: patient.lastName, cardNumber: '4111111111111111', expiry: `12/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`, cvv: '123', consent: true, saveCard: true });
      if (result.kind === 'response' && result.fields.payment_token) {
        const f = result.fields;
        await handleCommand(
          store,
          cardsStream(accountNumber),
          savedCardsDecider,
          (s) =>
            decideSaveCard(
              {
                accountNumber,
                uniqueCardId: randomUUID(),
                tokenized: { token: f.payment_token!, maskedCardNumber: f.req_card_number ?? '', cardType: '001', expiry: f.req_card_expiry_date ?? '' },
                input: saveCardInput.parse({ accountNumber, token: f.payment_token!, maskedCardNumber: f.req_card_number ?? '', cardType: '001', bill_to_email: email, bill_to_forename: patient.firstName, bill_to_surname: patient.lastName, bill_to_address_line1: address.address1, bill_to_address_city: address.city, bill_to_address_state: address.state, bill_to_address_postal_code: address.zip }),
                now,
              },
              s,
            ),
          { metadata: meta({ accountNumber, customerGroup: 'Patient' }, new Date(now.getTime() - 100 * DAY)) },
        );
        cards++;
      }
    }
  }
  return { prescriptions, orders, cards };
}
