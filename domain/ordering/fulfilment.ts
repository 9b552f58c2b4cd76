import type { DeliveryModeId, OrderEvent, OrderStatus, OrderStatusChanged } from './events';
import { canTransition, FINAL_ORDER_STATUSES, type OrderStatusValue } from './order-status';
import { estimatedDelivery } from './shipping-rules';

/**
 * Fulfilment (D-111, D-112): after checkout the fulfilment worker moves an order
 * new → processing → shipped (tracking number, carrier, estimated delivery) → delivered, with
 * configurable chances of delayed_delivery (then shipped later) and shipped_error (shipped, but
 * no tracking). Everything here is pure: chance comes in as a roll in [0, 1) that the worker
 * derives from a hash of (seed, order id, step), so a re-run job makes the same choice.
 */

export interface OrderProgress {
  status: OrderStatusValue;
  trackingNumber: string | null;
  confirmationEmailSent: boolean;
  shippingEmailSent: boolean;
  /** Issue #20: each notice handled by the patient's preferences (sent by e-mail and/or SMS, or by neither). */
  confirmationNoticeDone: boolean;
  shippingNoticeDone: boolean;
  deliveryNoticeDone: boolean;
}

export const initialOrderProgress = (): OrderProgress => ({
  status: 'new',
  trackingNumber: null,
  confirmationEmailSent: false,
  shippingEmailSent: false,
  confirmationNoticeDone: false,
  shippingNoticeDone: false,
  deliveryNoticeDone: false,
});

export function evolveOrderProgress(state: OrderProgress, event: OrderEvent): OrderProgress {
  switch (event.type) {
    case 'OrderStatusChanged':
      return { ...state, status: event.data.status, trackingNumber: event.data.trackingNumber ?? state.trackingNumber };
    case 'OrderConfirmationEmailSent':
      return { ...state, confirmationEmailSent: true, confirmationNoticeDone: true };
    case 'OrderShippingEmailSent':
      return { ...state, shippingEmailSent: true, shippingNoticeDone: true };
    case 'OrderNoticeSent':
      return { ...state, [`${event.data.notice}NoticeDone`]: true };
    default:
      return state;
  }
}

export function foldOrderProgress(events: readonly OrderEvent[]): OrderProgress {
  return events.reduce(evolveOrderProgress, initialOrderProgress());
}

export interface FulfilmentChances {
  /** Chance that a processing order is delayed before it ships (0…1). */
  delayedChance: number;
  /** Chance that a shipment has no usable tracking (0…1). */
  shippedErrorChance: number;
}

/**
 * The next status the fulfilment worker moves an order to, or null when it is final.
 * `roll` in [0, 1): below delayedChance → delayed (only from processing), then below
 * delayed + shippedError → shipped_error, else shipped.
 */
export function nextFulfilmentStatus(from: OrderStatusValue, roll: number, chances: FulfilmentChances): OrderStatus | null {
  if (FINAL_ORDER_STATUSES.includes(from)) return null;
  switch (from) {
    case 'new':
      return 'processing';
    case 'processing':
      if (roll < chances.delayedChance) return 'delayed_delivery';
      return roll < chances.delayedChance + chances.shippedErrorChance ? 'shipped_error' : 'shipped';
    case 'delayed_delivery':
      return roll < chances.shippedErrorChance ? 'shipped_error' : 'shipped';
    case 'shipped':
    case 'shipped_error':
      return 'delivered';
    default:
      return null;
  }
}

/**
 * FNV-1a 32-bit with murmur3's finaliser → [0, 1): the deterministic "random" of fulfilment. The
 * finaliser spreads keys that differ only in their last characters (plain FNV-1a gave tracking
 * numbers such as 1Z9999889988YYYYXX).
 */
export function hashRoll(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return (h >>> 0) / 0x1_0000_0000;
}

export const FULFILMENT_CARRIER = 'UPS';

/** A UPS-style tracking number (1Z + 16 characters), derived from the order id so a re-run gives the same one. */
export function trackingNumberFor(orderId: string, seed = ''): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
  let out = '1Z';
  for (let i = 0; i < 16; i++) out += alphabet[Math.floor(hashRoll(`${seed}:${orderId}:tracking:${i}`) * alphabet.length)];
  return out;
}

/**
 * Estimated delivery date (YYYY-MM-DD) from the ship time, spec point 9, by the one estimate rule
 * of shipping-rules.ts; we promise the later end of a range (standard: 7 business days). Orders
 * without a delivery mode (in-office, pickup) ship standard to the office.
 */
export function estimatedDeliveryDate(shippedAt: string, mode: DeliveryModeId | null): string {
  return estimatedDelivery(mode ?? 'standard', new Date(shippedAt).toISOString().slice(0, 10)).to;
}

export interface FulfilmentStepInput {
  orderId: string;
  cartId: string;
  deliveryModeId: DeliveryModeId | null;
  /** The status the causing event left the order in; the step runs only if the order is still there. */
  fromStatus: OrderStatusValue;
  now: string;
  chances: FulfilmentChances;
  seed: string;
}

/**
 * Decides one fulfilment step: nothing when the order has moved on since the causing event (a
 * replayed or duplicate job) or is final; otherwise one OrderStatusChanged.
 */
export function decideFulfilmentStep(input: FulfilmentStepInput, state: OrderProgress): OrderStatusChanged[] {
  if (state.status !== input.fromStatus) return [];
  const roll = hashRoll(`${input.seed}:${input.orderId}:${input.fromStatus}`);
  const next = nextFulfilmentStatus(state.status, roll, input.chances);
  if (!next || !canTransition(state.status, next)) return [];
  const data: OrderStatusChanged['data'] = { orderId: input.orderId, cartId: input.cartId, status: next, at: input.now };
  if (next === 'shipped') {
    data.trackingNumber = trackingNumberFor(input.orderId, input.seed);
    data.carrier = FULFILMENT_CARRIER;
  }
  if (next === 'shipped' || next === 'shipped_error') data.estimatedDelivery = estimatedDeliveryDate(input.now, input.deliveryModeId);
  return [{ type: 'OrderStatusChanged', data }];
}
