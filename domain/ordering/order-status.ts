import { z } from 'zod';
import type { OrderStatus } from './events';

/**
 * Spec point 4 "Order delivery statuses": shipped, cancelled (also spelled canceled),
 * delayed_delivery (also delayed), processing, delivered, shipped_error. A checked-out order with
 * no status change yet is 'new' ("new order processing", D-110). Pure: used by the projection, the
 * query API, the receipt and (later) the web.
 */
export type OrderStatusValue = 'new' | OrderStatus;

export const ORDER_STATUS_VALUES = ['new', 'processing', 'shipped', 'delivered', 'delayed_delivery', 'shipped_error', 'cancelled'] as const satisfies readonly OrderStatusValue[];

/** The spellings the spec names, each to its stored value. */
const ALIASES: Record<string, OrderStatusValue> = {
  new: 'new',
  'new order processing': 'new',
  processing: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  delayed_delivery: 'delayed_delivery',
  delayed: 'delayed_delivery',
  shipped_error: 'shipped_error',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/** Reads a status in any of the spec's spellings (case-insensitive); undefined when unknown. */
export function parseOrderStatus(raw: string): OrderStatusValue | undefined {
  return ALIASES[raw.trim().toLowerCase()];
}

/** A zod schema accepting every spelling and giving the stored value. */
export const orderStatusInput = z
  .string()
  .trim()
  .refine((s) => parseOrderStatus(s) !== undefined, { message: 'Unknown order status' })
  .transform((s) => parseOrderStatus(s)!);

/** Display mapping (spec point 4): processing → Pending, shipped_error → Shipped; a new order is "New order processing". */
export const ORDER_STATUS_LABELS: Record<OrderStatusValue, string> = {
  new: 'New order processing',
  processing: 'Pending',
  shipped: 'Shipped',
  delivered: 'Delivered',
  delayed_delivery: 'Delayed',
  shipped_error: 'Shipped',
  cancelled: 'Cancelled',
};

/**
 * Status messages shown with an order (spec point 4: new → it will be confirmed; processing → it
 * will ship; delayed → it is delayed; error → tracking unavailable, contact support). Ours for the rest.
 */
export const ORDER_STATUS_MESSAGES: Record<OrderStatusValue, string> = {
  new: 'We have received your order. It will be confirmed shortly: a confirmation e-mail arrives in about 5 to 10 minutes.',
  processing: 'Your order is confirmed and being prepared. It will ship soon.',
  shipped: 'Your order has shipped. Follow it with the tracking number.',
  delivered: 'Your order has been delivered.',
  delayed_delivery: 'Your order is delayed. We are sorry for the wait; it will ship as soon as possible.',
  shipped_error: 'Your order has shipped, but tracking information is unavailable. Please contact support.',
  cancelled: 'This order was cancelled.',
};

export function orderStatusLabel(status: OrderStatusValue): string {
  return ORDER_STATUS_LABELS[status];
}

export function orderStatusMessage(status: OrderStatusValue): string {
  return ORDER_STATUS_MESSAGES[status];
}

/** Statuses after which nothing changes any more. */
export const FINAL_ORDER_STATUSES: readonly OrderStatusValue[] = ['delivered', 'cancelled'];

/**
 * Allowed transitions (D-111). new → processing; processing → shipped | delayed_delivery |
 * shipped_error; delayed_delivery → shipped | shipped_error; shipped and shipped_error → delivered;
 * anything not yet shipped may be cancelled. delivered and cancelled are final.
 */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatusValue, readonly OrderStatus[]> = {
  new: ['processing', 'cancelled'],
  processing: ['shipped', 'delayed_delivery', 'shipped_error', 'cancelled'],
  delayed_delivery: ['shipped', 'shipped_error', 'cancelled'],
  shipped: ['delivered'],
  shipped_error: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canTransition(from: OrderStatusValue, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}
