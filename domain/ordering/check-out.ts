import { DomainError } from '../shared/errors';
import { type CartState } from './cart-decider';
import { assertCartOpen } from './cart-guards';
import type { CartReviewed, OrderCheckedOut, OrderSummaryCents, PaymentDetails } from './events';
import { ORDERING_MESSAGES } from './ordering-messages';

/** A cart ready to become an order: open, not idle, with a delivery choice (and a shipping method when shipped). */
export function assertCheckoutReady(state: CartState, now: Date): void {
  assertCartOpen(state, now);
  if (!state.delivery) throw new DomainError('rule', 'DELIVERY_REQUIRED', ORDERING_MESSAGES.deliveryRequired);
  if (state.delivery.method === 'ship' && !state.deliveryModeId) throw new DomainError('rule', 'DELIVERY_MODE_REQUIRED', ORDERING_MESSAGES.deliveryModeRequired);
}

const sameSummary = (a: OrderSummaryCents, b: OrderSummaryCents): boolean =>
  a.subTotalCents === b.subTotalCents && a.discountCents === b.discountCents && a.insuranceCents === b.insuranceCents && a.shippingCents === b.shippingCents && a.taxCents === b.taxCents && a.totalCents === b.totalCents;

/**
 * Card checkout, step 1 (D-106): confirm the payment type and freeze the amount. Appended with the
 * expected version, so exactly one of several racing checkouts gets to charge, and the cart refuses
 * changes until step 2 (OrderCheckedOut) or a decline.
 */
export function decideConfirmCardCheckout(cmd: { orderId: string; paymentMode: 'card' | 'savedCard'; summary: OrderSummaryCents; now: Date }, state: CartState): CartReviewed[] {
  const stale = state.pendingCheckout;
  assertCheckoutReady(state, cmd.now);
  // A pending checkout left by a crash (stale) with the same amount is resumed under the same charge key, so a charge it made is found again, not repeated.
  if (stale && sameSummary(stale.summary, cmd.summary)) {
    return [{ type: 'CartReviewed', data: { cartId: state.cartId!, summary: stale.summary, checkout: { orderId: stale.orderId, attempt: stale.attempt, paymentMode: cmd.paymentMode } } }];
  }
  const attempt = state.checkoutAttempts + 1;
  return [{ type: 'CartReviewed', data: { cartId: state.cartId!, summary: cmd.summary, checkout: { orderId: cmd.orderId, attempt, paymentMode: cmd.paymentMode } } }];
}

/** The charge of the pending checkout failed: the cart opens again (a new attempt charges under a new key). */
export function decideCardDeclined(cmd: { attempt: number; reason: string }, state: CartState): CartReviewed[] {
  const pending = state.pendingCheckout;
  if (!pending || pending.attempt !== cmd.attempt || state.checkedOut) return [];
  return [{ type: 'CartReviewed', data: { cartId: state.cartId!, summary: pending.summary, paymentDeclined: cmd.reason } }];
}

export interface CheckOutCommand {
  orderId: string;
  now: Date;
  summary: OrderSummaryCents;
  payment: PaymentDetails;
  createdByCsr: boolean;
}

/**
 * CheckOut: the cart's last event. Point of sale: straight from an open cart (practice carts only).
 * Card: only the pending checkout it confirmed, with that checkout's frozen amount.
 */
export function decideCheckOut(cmd: CheckOutCommand, state: CartState): OrderCheckedOut[] {
  if (!state.exists) throw new DomainError('not_found', 'CART_NOT_FOUND', ORDERING_MESSAGES.cartNotFound);
  if (state.checkedOut) throw new DomainError('conflict', 'CART_CHECKED_OUT', ORDERING_MESSAGES.checkedOut);
  let summary = cmd.summary;
  if (cmd.payment.type === 'pos') {
    if (state.placedBy !== 'Practice') throw new DomainError('forbidden', 'POS_NOT_ALLOWED', ORDERING_MESSAGES.posStaffOnly);
    assertCheckoutReady(state, cmd.now);
  } else {
    const pending = state.pendingCheckout;
    if (!pending || pending.orderId !== cmd.orderId) throw new DomainError('conflict', 'CHECKOUT_IN_PROGRESS', ORDERING_MESSAGES.checkoutInProgress);
    summary = pending.summary;
  }
  return [
    {
      type: 'OrderCheckedOut',
      data: {
        cartId: state.cartId!,
        orderId: cmd.orderId,
        orderDate: cmd.now.toISOString(),
        customerAccountNumber: state.customerAccountNumber!,
        practiceId: state.practiceId!,
        locationId: state.locationId!,
        prescriptionId: state.prescriptionId!,
        placedBy: state.placedBy!,
        createdByCsr: cmd.createdByCsr,
        lines: state.lines,
        summary,
        delivery: { method: state.delivery!.method, address: state.delivery!.address, deliveryModeId: state.deliveryModeId, promoCode: state.promoCode },
        payment: cmd.payment,
      },
    },
  ];
}

/** Readable sales order id (D-107): SO-YYMMDD-XXXXXX (six Crockford base-32 characters from `random`). */
export function salesOrderId(now: Date, random: Uint8Array): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += alphabet[(random[i] ?? 0) % 32];
  return `SO-${date}-${tail}`;
}
