import { IDLE_TIMEOUT_MS } from '../shared/constants';
import type { CartEvent, CartLine, DeliveryAddress, DeliveryMethod, DeliveryModeId, OrderSummaryCents, PromoCode } from './events';

/** A cart left idle this long expires: the spec's idle timer, 28 minutes (point 9; D-400 replaces D-105's 30). */
export const CART_IDLE_MS = IDLE_TIMEOUT_MS;
/** A pending card checkout older than this (a crash between charge and order) no longer holds the cart (D-106). */
export const CHECKOUT_FENCE_MS = 2 * 60_000;

export interface CartState {
  exists: boolean;
  cartId?: string;
  customerAccountNumber?: string;
  practiceId?: string;
  locationId?: string;
  prescriptionId?: string;
  placedBy?: 'Patient' | 'Practice';
  lines: CartLine[];
  createdAt?: string;
  /** Last activity + idle time (from CartCreated/CartRenewed and each event's occurredAt). */
  expiresAt?: string;
  discountCents: number;
  insuranceCents: number;
  delivery: { method: DeliveryMethod; address: DeliveryAddress | null } | null;
  deliveryModeId: DeliveryModeId | null;
  promoCode: PromoCode | null;
  reviewedSummary: OrderSummaryCents | null;
  /** A card checkout confirmed and not finished. */
  pendingCheckout: { orderId: string; attempt: number; paymentMode: 'card' | 'savedCard'; summary: OrderSummaryCents; startedAt: string | null } | null;
  checkoutAttempts: number;
  checkedOut: { orderId: string; orderDate: string; summary: OrderSummaryCents } | null;
}

export const initialCartState = (): CartState => ({
  exists: false,
  lines: [],
  discountCents: 0,
  insuranceCents: 0,
  delivery: null,
  deliveryModeId: null,
  promoCode: null,
  reviewedSummary: null,
  pendingCheckout: null,
  checkoutAttempts: 0,
  checkedOut: null,
});

type WithMeta = CartEvent & { metadata?: { occurredAt?: string } };

const later = (a: string | undefined, b: string | undefined): string | undefined => (!a ? b : !b ? a : a > b ? a : b);
const plusIdle = (iso: string | undefined): string | undefined => (iso ? new Date(Date.parse(iso) + CART_IDLE_MS).toISOString() : undefined);

export function evolveCart(state: CartState, event: WithMeta): CartState {
  const at = event.metadata?.occurredAt;
  const touched = { ...state, expiresAt: later(state.expiresAt, plusIdle(at)) };
  switch (event.type) {
    case 'CartCreated': {
      const d = event.data;
      return {
        ...initialCartState(),
        exists: true,
        cartId: d.cartId,
        customerAccountNumber: d.customerAccountNumber,
        practiceId: d.practiceId,
        locationId: d.locationId,
        prescriptionId: d.prescriptionId,
        placedBy: d.placedBy,
        lines: d.lines,
        createdAt: d.createdAt,
        expiresAt: d.expiresAt,
      };
    }
    case 'CartReviewed': {
      const d = event.data;
      if (d.checkout) {
        return { ...touched, reviewedSummary: d.summary, checkoutAttempts: Math.max(state.checkoutAttempts, d.checkout.attempt), pendingCheckout: { ...d.checkout, summary: d.summary, startedAt: at ?? null } };
      }
      return { ...touched, reviewedSummary: d.summary, pendingCheckout: null };
    }
    case 'CartRenewed':
      return { ...touched, lines: event.data.lines, expiresAt: event.data.expiresAt, reviewedSummary: null, pendingCheckout: null };
    case 'CartDiscountSet':
      return { ...touched, discountCents: event.data.discountCents, insuranceCents: event.data.insuranceCents, reviewedSummary: null };
    case 'DeliveryAddressAdded':
      return {
        ...touched,
        delivery: { method: event.data.method, address: event.data.address },
        deliveryModeId: event.data.method === 'ship' ? state.deliveryModeId : null,
        reviewedSummary: null,
      };
    case 'DeliveryModeSet':
      return { ...touched, deliveryModeId: event.data.deliveryModeId, promoCode: event.data.promoCode, reviewedSummary: null };
    case 'OrderCheckedOut':
      return { ...touched, pendingCheckout: null, checkedOut: { orderId: event.data.orderId, orderDate: event.data.orderDate, summary: event.data.summary } };
    default:
      return state;
  }
}

export const cartDecider = { initialState: initialCartState, evolve: evolveCart };

export const isCartExpired = (state: Pick<CartState, 'expiresAt'>, now: Date): boolean => !!state.expiresAt && Date.parse(state.expiresAt) < now.getTime();

/** A pending card checkout that still holds the cart (not yet stale). */
export const isCheckoutPending = (state: Pick<CartState, 'pendingCheckout'>, now: Date): boolean =>
  !!state.pendingCheckout && (!state.pendingCheckout.startedAt || Date.parse(state.pendingCheckout.startedAt) + CHECKOUT_FENCE_MS > now.getTime());
