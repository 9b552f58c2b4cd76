import { readFile } from 'node:fs/promises';
import { expandCatalog } from '../../domain/catalog/catalog-file';
import { decideAddDeliveryAddress } from '../../domain/ordering/add-delivery-address';
import { cartDecider, type CartState } from '../../domain/ordering/cart-decider';
import { cartLineFor } from '../../domain/ordering/cart-lines';
import { decideCheckOut } from '../../domain/ordering/check-out';
import { decideCreateCart } from '../../domain/ordering/create-cart';
import { type CartEvent, cartStream, type OrderEvent, orderStream } from '../../domain/ordering/events';
import { summarizeCart } from '../../domain/ordering/order-summary';
import { decideSetDeliveryMode } from '../../domain/ordering/set-delivery-mode';
import { supplyDaysPerBox } from '../../domain/ordering/supply';
import { addMonths, dayOf, rewardsEligibility } from '../../domain/rewards/eligibility';
import { rewardsStream } from '../../domain/rewards/events';
import { decideLinkMember } from '../../domain/rewards/link-member';
import { decideClaimOutcome } from '../../domain/rewards/record-claim-outcome';
import { rewardsDecider } from '../../domain/rewards/rewards-decider';
import { decideSubmitClaim } from '../../domain/rewards/submit-claim';
import type { EventMetadata, EventStore, NewEvent } from '../../infra/event-store/port';
import { sandboxMemberUID } from '../../infra/rewards/sandbox';
import { CATALOG_FILE } from '../catalog/import-catalog';
import { emailHolder, loadAccount } from '../lib/load-account';
import { handleCommand } from '../lib/handle-command';
import { DEMO_PRACTICES } from './demo-data';
import { middleVariant, writePrescription } from './visit';

/**
 * Rewards demo data (issue #15, D-312): for the demo patient who signs in (Patricia Nguyen,
 * Clearview), four prescriptions with a delivered order each, written through the same deciders
 * as live requests and dated in the past, so a new user sees every state of the rewards screens:
 * - Meridian AirMax Aqua, an annual supply delivered 12 days ago → eligible ($100), left to claim;
 * - Aurora Day Moist, an annual supply delivered 5 days ago, written 20 days ago → eligible with the higher 60-day reward ($150);
 * - Coastal BioBlue, a semi-annual supply delivered 4 months ago → claimed and approved (member linked, claim, approval);
 * - Meridian AirMax Aqua written 14 months ago, delivered 13 months ago → past its window (code 3).
 * Idempotent: it does nothing when the patient already has a rewards stream.
 */
const DAY = 86_400_000;

/** One demo prescription and its delivered order (days before now); `claim`: joined, claimed and approved. */
export interface RewardsDemoPlan {
  key: string;
  productId: string;
  writtenDaysAgo: number;
  months: number;
  orderedDaysAgo: number;
  /** null: shipped, not delivered yet. */
  deliveredDaysAgo: number | null;
  claim?: boolean;
}

export const REWARDS_DEMO_PLANS: readonly RewardsDemoPlan[] = [
  { key: 'meridian', productId: 'PRD-2006', writtenDaysAgo: 40, months: 12, orderedDaysAgo: 16, deliveredDaysAgo: 12 },
  { key: 'aurora', productId: 'PRD-1001', writtenDaysAgo: 20, months: 12, orderedDaysAgo: 9, deliveredDaysAgo: 5 },
  { key: 'coastal', productId: 'PRD-3005', writtenDaysAgo: 150, months: 6, orderedDaysAgo: 130, deliveredDaysAgo: 125, claim: true },
  { key: 'past', productId: 'PRD-2006', writtenDaysAgo: 425, months: 12, orderedDaysAgo: 400, deliveredDaysAgo: 396 },
];

/** Seeds the plans (default: the demo's four) for the demo patient; with the default plans, only once. Returns the order ids by plan key. */
export async function seedRewardsDemo(
  store: EventStore,
  options: { now?: Date; email?: string; plans?: readonly RewardsDemoPlan[] } = {},
): Promise<{ orders: number; claims: number; orderIds: Record<string, string>; prescriptionIds: Record<string, string>; accountNumber: string | null }> {
  const now = options.now ?? new Date();
  const practice = DEMO_PRACTICES[0]!;
  const demo = practice.patients.find((p) => p.canSignIn)!;
  const email = (options.email ?? demo.email!).toLowerCase();
  const accountNumber = await emailHolder(store, email);
  const orderIds: Record<string, string> = {};
  const prescriptionIds: Record<string, string> = {};
  if (!accountNumber) return { orders: 0, claims: 0, orderIds, prescriptionIds, accountNumber: null };
  const existing = await store.readStream(rewardsStream(accountNumber));
  if (!options.plans && existing.version >= 0) return { orders: 0, claims: 0, orderIds, prescriptionIds, accountNumber };
  const account = await loadAccount(store, accountNumber);
  const { products } = expandCatalog(JSON.parse(await readFile(CATALOG_FILE, 'utf8')));
  const product = (id: string) => products.find((p) => p.productId === id)!;
  const staff = { accountNumber: practice.staff[0]!.accountNumber, customerGroup: 'Staff' };
  const system = { accountNumber: 'system', customerGroup: 'System' };
  const patientActor = { accountNumber, customerGroup: 'Patient' };
  const meta = (actor: EventMetadata['actor'], at: Date): EventMetadata => ({ actor, correlationId: 'seed-rewards', occurredAt: at.toISOString(), schemaVersion: 1 });
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const location = practice.locations.find((l) => l.locationId === demo.locationId) ?? practice.locations[0]!;
  const address = { name: `${demo.firstName} ${demo.lastName}`, address1: '2210 Pecan St', city: location.address.city, state: location.address.state, zip: location.address.zip, phone: demo.phone };

  const plans = options.plans ?? REWARDS_DEMO_PLANS;

  let orders = 0;
  let claims = 0;
  for (const [i, plan] of plans.entries()) {
    const p = product(plan.productId);
    const written = ago(plan.writtenDaysAgo);
    const prescriptionId = `rx-rewards-demo-${plan.key}-${accountNumber}`;
    const eye = middleVariant(p, 'rewards seed');
    await writePrescription(
      store,
      {
        prescriptionId,
        patientAccountNo: accountNumber,
        practiceId: practice.practiceId,
        locationId: location.locationId,
        nickname: `${p.name} (rewards demo)`,
        expirationDate: addMonths(dayOf(written.toISOString()), 24),
        rightEyeRx: eye,
        leftEyeRx: eye,
        today: dayOf(written.toISOString()),
      },
      meta(staff, written),
    );
    // The order: an annual (or semi-annual) supply for both eyes, placed by the practice, shipped to the patient, delivered.
    const at = ago(plan.orderedDaysAgo);
    const boxes = Math.max(1, Math.round((plan.months * 30) / supplyDaysPerBox(p)));
    const cartId = `cart-rewards-demo-${plan.key}-${accountNumber}`;
    // The whole account number: its last digits alone collided between patients (two orders, one stream).
    const orderId = `SO-RWD-${plan.key.toUpperCase()}-${accountNumber}`;
    orderIds[plan.key] = orderId;
    prescriptionIds[plan.key] = prescriptionId;
    const lines = [cartLineFor('OD', eye, p, boxes), cartLineFor('OS', eye, p, boxes)];
    const min = (n: number) => new Date(at.getTime() + n * 60_000);
    let state: CartState = cartDecider.initialState();
    const cartEvents: NewEvent[] = [];
    const step = (when: Date, decide: (s: CartState) => CartEvent[]) => {
      for (const e of decide(state)) {
        const metadata = meta(staff, when);
        state = cartDecider.evolve(state, { ...e, metadata });
        cartEvents.push({ type: e.type, data: e.data, metadata });
      }
    };
    step(at, (s) => decideCreateCart({ cartId, customerAccountNumber: accountNumber, practiceId: practice.practiceId, locationId: location.locationId, prescriptionId, placedBy: 'Practice', lines, now: at }, s));
    step(min(1), (s) => decideAddDeliveryAddress({ method: 'ship', address, now: min(1) }, s));
    step(min(2), (s) => decideSetDeliveryMode({ deliveryModeId: 'standard', promoCode: null, freeShippingRule: false, now: min(2) }, s));
    step(min(3), (s) => decideCheckOut({ orderId, now: min(3), summary: summarizeCart(s, { taxState: address.state, freeShippingRule: false }), payment: { type: 'pos', method: 'card' }, createdByCsr: false }, s));
    await store.appendToStream(cartStream(cartId), cartEvents, { expectedVersion: 'no_stream' });
    const life: { e: OrderEvent; at: Date }[] = [
      { e: { type: 'OrderConfirmationEmailSent', data: { orderId, to: email, messageId: `demo-${orderId}-confirmation`, sentAt: min(10).toISOString() } }, at: min(10) },
      { e: { type: 'OrderStatusChanged', data: { orderId, cartId, status: 'processing', at: min(20).toISOString() } }, at: min(20) },
      { e: { type: 'OrderStatusChanged', data: { orderId, cartId, status: 'shipped', trackingNumber: `1ZREWARDS${String(i).padStart(9, '0')}`, carrier: 'UPS', at: min(200).toISOString() } }, at: min(200) },
      // The shipping e-mail was sent then (as the worker records it), so the workers do not send it again.
      { e: { type: 'OrderShippingEmailSent', data: { orderId, to: email, messageId: `demo-${orderId}-shipping`, trackingNumber: `1ZREWARDS${String(i).padStart(9, '0')}`, sentAt: min(201).toISOString() } }, at: min(201) },
      ...(plan.deliveredDaysAgo === null ? [] : [{ e: { type: 'OrderStatusChanged', data: { orderId, cartId, status: 'delivered', at: ago(plan.deliveredDaysAgo).toISOString() } } as OrderEvent, at: ago(plan.deliveredDaysAgo) }]),
    ];
    await store.appendToStream(orderStream(orderId), life.map(({ e, at: when }) => ({ type: e.type, data: e.data, metadata: meta(system, when) })), { expectedVersion: 'no_stream' });
    orders++;

    if (plan.claim && plan.deliveredDaysAgo !== null) {
      // The patient joined the programme and claimed a week after delivery; the programme approved it.
      const joinedAt = ago(plan.deliveredDaysAgo - 6);
      const claimedAt = ago(plan.deliveredDaysAgo - 7);
      const memberUID = sandboxMemberUID(p.manufacturerId, email);
      const stream = rewardsStream(accountNumber);
      await handleCommand(store, stream, rewardsDecider, (s) => decideLinkMember({ accountNumber, manufacturerId: p.manufacturerId, memberUID, via: 'join', email, at: joinedAt.toISOString() }, s), { metadata: meta(patientActor, joinedAt) });
      const eligibility = rewardsEligibility({
        asOf: claimedAt.toISOString(),
        patient: { dob: account.dob ?? null, profileState: null },
        prescription: { prescriptionId, serviceDate: dayOf(written.toISOString()), expirationDate: addMonths(dayOf(written.toISOString()), 24) },
        order: {
          orderId,
          prescriptionId,
          orderDate: min(3).toISOString(),
          lines: lines.map((l) => ({ productId: l.productId, manufacturerId: p.manufacturerId, supplyDays: l.supplyDays, boxes: l.boxes })),
          status: 'delivered',
          deliveredAt: ago(plan.deliveredDaysAgo).toISOString(),
          shippingState: address.state,
        },
        ordersOnPrescription: 1,
        claims: [],
      });
      const claimId = `claim-rewards-demo-${plan.key}-${accountNumber}`;
      await handleCommand(
        store,
        stream,
        rewardsDecider,
        (s) =>
          decideSubmitClaim(
            { claimId, accountNumber, orderId, prescriptionId, practiceId: practice.practiceId, serviceDate: dayOf(written.toISOString()), email, memberUID, abbyConsent: true, termsAndCondition: true, eligibility, now: claimedAt.toISOString() },
            s,
          ),
        { metadata: meta(patientActor, claimedAt) },
      );
      const answeredAt = new Date(claimedAt.getTime() + 2_000);
      await handleCommand(
        store,
        stream,
        rewardsDecider,
        (s) => decideClaimOutcome({ claimId, answer: { status: 'approved', programmeClaimId: `PC-DEMO-${accountNumber}`, points: eligibility.amountCents ?? 0 }, now: answeredAt.toISOString() }, s),
        { metadata: { ...meta(system, answeredAt), causationId: claimId } },
      );
      claims++;
    }
  }
  return { orders, claims, orderIds, prescriptionIds, accountNumber };
}
