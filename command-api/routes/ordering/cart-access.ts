import type { AccessClaims } from '../../../domain/identity/access-token';
import { assertMayUseCart } from '../../../domain/ordering/cart-access';
import { type CartState, cartDecider } from '../../../domain/ordering/cart-decider';
import { cartLineFor, assertPrescriptionOrderable } from '../../../domain/ordering/cart-lines';
import { type CartEvent, type CartLine, type OrderSummaryCents, cartStream } from '../../../domain/ordering/events';
import { ORDERING_MESSAGES } from '../../../domain/ordering/ordering-messages';
import { orderSummaryView, summarizeCart } from '../../../domain/ordering/order-summary';
import { findPrescription } from '../../../domain/prescriptions/find-prescription';
import { type PrescriptionEvent, prescriptionsStream } from '../../../domain/prescriptions/events';
import { type PatientPrescriptionsState, prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { DomainError } from '../../../domain/shared/errors';
import { featureFlags } from '../../../infra/config/feature-flags';
import type { EventStore } from '../../../infra/event-store/port';
import { loadPractice } from '../../lib/load-location';
import { loadProductDefinition } from '../../lib/load-product';
import { foldStream } from '../../lib/request-store';
import { loadPricingConfig } from '../pricing/pricing-access';

/** Who works on carts (D-108): the patient for themself; staff and administrators for their practice's patients. */
export const CART_USERS = ['Patient', 'Staff', 'Practice'] as const;

/** The cart from its own stream (no read-model lag; in a command request, the request's state, which its step decides on). */
export async function loadCart(store: EventStore, cartId: string): Promise<CartState> {
  return (await foldStream<CartState, CartEvent>(store, cartStream(cartId), cartDecider)).state;
}

/** The tax state of a location of a practice (for the in-office / pickup tax, and before an address is given). */
export async function locationStateOf(store: EventStore, practiceId: string, locationId: string | undefined): Promise<string | null> {
  const practice = await loadPractice(store, practiceId);
  return practice?.locations.find((l) => l.locationId === locationId)?.state ?? null;
}

/** The order summary of a cart state: taxed at the ship-to state, else at the location's state. */
export function summaryOfCart(state: Parameters<typeof summarizeCart>[0], locationState: string | null, freeShippingRule: boolean): OrderSummaryCents {
  const taxState = state.delivery?.method === 'ship' ? (state.delivery.address?.state ?? locationState) : locationState;
  return summarizeCart(state, { taxState, freeShippingRule });
}

/** The cart (checked for access), its location's state (for the in-office / pickup tax) and the shipping flag. */
export async function cartContext(store: EventStore, claims: AccessClaims, cartId: string) {
  const cart = await loadCart(store, cartId);
  assertMayUseCart(claims, cart);
  const locationState = await locationStateOf(store, cart.practiceId!, cart.locationId);
  const freeShippingRule = featureFlags().freeShippingRule;
  const summaryOf = (state: CartState): OrderSummaryCents => summaryOfCart(state, locationState, freeShippingRule);
  return { cart, locationState, freeShippingRule, summaryOf };
}

/**
 * The cart's lines from the prescription's eyes and the catalog, at today's retail prices of the
 * cart's location (its pricing stream, issue #6: each line at the tier of its supply, with cost and tier).
 */
export async function resolveCartLines(
  store: EventStore,
  accountNumber: string,
  prescriptionId: string,
  boxes: { OD?: number | undefined; OS?: number | undefined },
  today: string,
  locationId: string | null | undefined,
): Promise<CartLine[]> {
  const [{ state: prescriptions }, pricing] = await Promise.all([
    foldStream<PatientPrescriptionsState, PrescriptionEvent>(store, prescriptionsStream(accountNumber), prescriptionsDecider),
    loadPricingConfig(store, locationId),
  ]);
  const rx = findPrescription(prescriptions, prescriptionId);
  assertPrescriptionOrderable(rx.prescriptionExpirationDate, today);
  const lines: CartLine[] = [];
  for (const [eye, eyeRx] of [['OD', rx.rightEyeRx], ['OS', rx.leftEyeRx]] as const) {
    if (!eyeRx) continue;
    const n = boxes[eye] ?? eyeRx.boxQuantity ?? 1;
    if (n <= 0) continue;
    lines.push(cartLineFor(eye, eyeRx, await loadProductDefinition(store, eyeRx.productId), n, pricing));
  }
  if (lines.length === 0) throw new DomainError('validation', 'NO_EYE_ORDERED', ORDERING_MESSAGES.noEyeOrdered);
  return lines;
}

export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** What every cart step answers (D-109, `cartReply` in domain/ordering/api-schemas.ts). */
export function cartReplyOf(state: Pick<CartState, 'cartId' | 'prescriptionId' | 'expiresAt' | 'lines'>, summary: OrderSummaryCents, position: number | null) {
  return { cartId: state.cartId!, prescriptionId: state.prescriptionId!, expiresAt: state.expiresAt!, summary, orderSummary: orderSummaryView(summary, state.lines), position };
}
