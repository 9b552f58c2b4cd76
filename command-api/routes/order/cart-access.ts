import { z } from 'zod';
import type { AccessClaims } from '../../../domain/identity/access-token';
import { type CartState, cartDecider } from '../../../domain/ordering/cart-decider';
import { cartLineFor, assertPrescriptionOrderable } from '../../../domain/ordering/cart-lines';
import { type CartEvent, type CartLine, type OrderSummaryCents, cartStream } from '../../../domain/ordering/events';
import { ORDERING_MESSAGES } from '../../../domain/ordering/ordering-messages';
import { orderSummaryView, summarizeCart } from '../../../domain/ordering/order-summary';
import { findPrescription } from '../../../domain/prescriptions/find-prescription';
import { type PrescriptionEvent, prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { fold } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/errors';
import { featureFlags } from '../../../infra/config/feature-flags';
import type { EventStore } from '../../../infra/event-store/port';
import { loadPractice } from '../../lib/load-location';
import { loadProductDefinition } from '../../lib/load-product';
import { loadPricingConfig } from '../pricing/pricing-access';

/** The cart from its own stream (no read-model lag). */
export async function loadCart(store: EventStore, cartId: string): Promise<CartState> {
  const { events } = await store.readStream(cartStream(cartId));
  return fold(cartDecider, events as unknown as CartEvent[]);
}

/**
 * Who may act on a cart (D-108): the patient it is for, or the staff and administrators of its
 * practice (a CSR through an impersonation session, as that user). Anyone else: 404, no hint.
 */
export function assertCartAccess(claims: AccessClaims, state: CartState): void {
  const notFound = new DomainError('not_found', 'CART_NOT_FOUND', ORDERING_MESSAGES.cartNotFound);
  if (!state.exists) throw notFound;
  if (claims.customerGroup === 'Patient') {
    if (state.customerAccountNumber !== claims.sub) throw notFound;
    return;
  }
  if (!claims.practiceId || claims.practiceId !== state.practiceId) throw notFound;
}

/** The cart (checked for access), its location's state (for the in-office / pickup tax) and the shipping flag. */
export async function cartContext(store: EventStore, claims: AccessClaims, cartId: string) {
  const cart = await loadCart(store, cartId);
  assertCartAccess(claims, cart);
  const practice = await loadPractice(store, cart.practiceId!);
  const locationState = practice?.locations.find((l) => l.locationId === cart.locationId)?.state ?? null;
  const freeShippingRule = featureFlags().freeShippingRule;
  const summaryOf = (state: CartState): OrderSummaryCents =>
    summarizeCart(state, { taxState: state.delivery?.method === 'ship' ? (state.delivery.address?.state ?? locationState) : locationState, freeShippingRule });
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
  boxes: { OD?: number; OS?: number },
  today: string,
  locationId: string | null | undefined,
): Promise<CartLine[]> {
  const [{ events }, pricing] = await Promise.all([store.readStream(prescriptionsStream(accountNumber)), loadPricingConfig(store, locationId)]);
  const rx = findPrescription(fold(prescriptionsDecider, events as unknown as PrescriptionEvent[]), prescriptionId);
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

export const cartIdInput = z.object({ cartId: z.string().trim().min(1).max(80) });

const eyeView = z.object({ quantity: z.number(), price: z.number(), total: z.number(), productId: z.string(), variantId: z.string() }).nullable();
export const orderSummaryViewSchema = z.object({
  rightEye: eyeView,
  leftEye: eyeView,
  subTotalWithoutTax: z.number(),
  discountAmount: z.number(),
  insuranceAmount: z.number(),
  shippingChargeAmount: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
});
export const summaryCentsSchema = z.object({
  subTotalCents: z.number().int(),
  discountCents: z.number().int(),
  insuranceCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});

/** What every cart step answers (D-109): ids, the summary in cents and in the spec's dollar names, and the event position. */
export const cartReply = z.object({
  cartId: z.string(),
  prescriptionId: z.string(),
  expiresAt: z.string(),
  summary: summaryCentsSchema,
  orderSummary: orderSummaryViewSchema,
  position: z.number().int().nullable(),
});

export function cartReplyOf(state: CartState, summary: OrderSummaryCents, position: number | null) {
  return { cartId: state.cartId!, prescriptionId: state.prescriptionId!, expiresAt: state.expiresAt!, summary, orderSummary: orderSummaryView(summary, state.lines), position };
}
