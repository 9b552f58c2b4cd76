import type { ProductDefinition } from '../catalog/events';
import { DEFAULT_REORDER_INTERVAL, REORDER_INTERVALS, type ReorderInterval } from '../security/notification-keys';
import type { CartLine, DeliveryMethod, Eye, OrderStatus } from './events';
import { supplyDaysPerBox } from './supply';

/**
 * Reorder (issue #20): when the lenses of a patient's orders run out, and when that makes the
 * prescription "due for reorder". Pure: dates are ISO strings (YYYY-MM-DD for days), today comes in.
 */

/** D-420: a prescription is due for reorder from this many days before its supply runs out. */
export const REORDER_WINDOW_DAYS = 14;

/** Spec constants "Reorder intervals: day, week, month" (D-424): how long before the supply runs out the reminder goes. */
export { REORDER_INTERVALS, DEFAULT_REORDER_INTERVAL, type ReorderInterval };
export const REORDER_INTERVAL_DAYS: Record<ReorderInterval, number> = { day: 1, week: 7, month: 30 };

const DAY_MS = 86_400_000;

export const addDays = (isoDate: string, days: number): string => new Date(Date.parse(`${isoDate.slice(0, 10)}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (fromIsoDate: string, toIsoDate: string): number =>
  Math.round((Date.parse(`${toIsoDate.slice(0, 10)}T00:00:00.000Z`) - Date.parse(`${fromIsoDate.slice(0, 10)}T00:00:00.000Z`)) / DAY_MS);

/** The wear schedule of a product: days one lens is worn (daily 1, two-weekly 14, monthly 30), from the catalog's supply per box ÷ lenses per box. */
export function wearDaysPerLens(product: Pick<ProductDefinition, 'supplyAmount' | 'supplyUnit' | 'packSize'>): number {
  if (product.packSize <= 0) throw new Error('pack size must be positive');
  return supplyDaysPerBox(product) / product.packSize;
}

export type WearSchedule = 'daily' | 'two-weekly' | 'monthly';
/** The schedule a lens's wear days name (1 → daily; up to 20 → two-weekly, as the catalog's 3 months per 6-pack = 15 days; else monthly). */
export const wearScheduleOf = (daysPerLens: number): WearSchedule => (daysPerLens <= 1 ? 'daily' : daysPerLens <= 20 ? 'two-weekly' : 'monthly');

/**
 * Days of wear for one eye: boxes × lenses per box × days per lens (each eye wears its own lens,
 * so a box of 90 dailies is 90 days for one eye). Whole days, rounded down.
 */
export function eyeSupplyDays(input: { boxes: number; packSize: number; wearDaysPerLens: number }): number {
  return Math.floor(input.boxes * input.packSize * input.wearDaysPerLens + 1e-9);
}

/** D-421: the day an order's supply starts: delivery for shipped orders (the estimate until then, else the order date); the order date for pickup and in-office inventory. */
export function supplyStartOf(order: { method: DeliveryMethod; orderDate: string; deliveredAt: string | null; estimatedDelivery: string | null }): string {
  if (order.method !== 'ship') return order.orderDate.slice(0, 10);
  return (order.deliveredAt ?? order.estimatedDelivery ?? order.orderDate).slice(0, 10);
}

/** What the supply projection knows of one order. */
export interface SupplyOrder {
  orderId: string;
  orderDate: string;
  method: DeliveryMethod;
  status: OrderStatus | 'new';
  deliveredAt: string | null;
  estimatedDelivery: string | null;
  lines: Pick<CartLine, 'eye' | 'productId' | 'variantId' | 'boxes' | 'supplyDays'>[];
}

export interface EyeSupply {
  eye: Eye;
  productId: string;
  variantId: string;
  /** The last order that added to this eye's supply. */
  lastOrderId: string;
  lastOrderDate: string;
  /** Boxes of the last order for this eye (the reorder's default). */
  lastBoxes: number;
  /** The first day without lenses (the supply lasts until the day before). */
  runsOutOn: string;
  /** The last day with lenses ("supply until MM/dd/yyyy"). */
  supplyUntil: string;
}

/**
 * D-421/D-422: the supply of each eye over a prescription's orders, oldest first. Each order's
 * supply starts when it arrives (supplyStartOf); lenses left from earlier orders are worn first, so
 * an order that arrives before the previous supply ran out adds its days at the end of it.
 * Cancelled orders give nothing.
 */
export function eyeSupplies(orders: readonly SupplyOrder[]): EyeSupply[] {
  const byEye = new Map<Eye, EyeSupply>();
  const sorted = [...orders].filter((o) => o.status !== 'cancelled').sort((a, b) => a.orderDate.localeCompare(b.orderDate) || a.orderId.localeCompare(b.orderId));
  for (const order of sorted) {
    const start = supplyStartOf(order);
    for (const line of order.lines) {
      if (line.boxes <= 0 || line.supplyDays <= 0) continue;
      const prev = byEye.get(line.eye);
      const from = prev && prev.runsOutOn > start ? prev.runsOutOn : start;
      const runsOutOn = addDays(from, line.supplyDays);
      byEye.set(line.eye, {
        eye: line.eye,
        productId: line.productId,
        variantId: line.variantId,
        lastOrderId: order.orderId,
        lastOrderDate: order.orderDate,
        lastBoxes: line.boxes,
        runsOutOn,
        supplyUntil: addDays(runsOutOn, -1),
      });
    }
  }
  return (['OD', 'OS'] as const).map((e) => byEye.get(e)).filter((s): s is EyeSupply => s !== undefined);
}

/** D-422: a prescription's supply lasts until its first eye runs out. Null without orders. */
export function prescriptionSupplyUntil(supplies: readonly Pick<EyeSupply, 'supplyUntil'>[]): string | null {
  if (supplies.length === 0) return null;
  return supplies.map((s) => s.supplyUntil).sort()[0]!;
}

/** The first day a supply ending `supplyUntil` is due for reorder (D-420: REORDER_WINDOW_DAYS before it runs out). */
export const dueFromOf = (supplyUntil: string): string => addDays(supplyUntil, 1 - REORDER_WINDOW_DAYS);

/** Due for reorder from the window's first day on (also after the supply ran out, until a newer order). */
export function isDueForReorder(supplyUntil: string | null, today: string): boolean {
  return supplyUntil !== null && today.slice(0, 10) >= dueFromOf(supplyUntil);
}

/** The reminder's day: `interval` before the supply runs out (D-424); never before the last order. */
export function reminderDayOf(supplyUntil: string, interval: ReorderInterval): string {
  return addDays(supplyUntil, 1 - REORDER_INTERVAL_DAYS[interval]);
}

/** MM/dd/yyyy as the screens and e-mails show dates. */
export function usDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** "supply until MM/dd/yyyy". */
export const supplyUntilLabel = (supplyUntil: string): string => `supply until ${usDate(supplyUntil)}`;

// ---------------------------------------------------------------------------------------------
// Quantities that fit the prescription (issue #20, D-426).

export interface QuantityAdvice {
  /** Boxes for one eye that last until (about) the prescription's expiration, at least 1. */
  suggestedBoxes: number;
  /** Days those boxes last. */
  suggestedDays: number;
  /** The chosen quantity's last day of supply, from `start`. */
  chosenUntil: string;
  /** True when the chosen boxes last past the prescription's expiration date. */
  runsPastExpiration: boolean;
  /** The warning in words, or null. */
  warning: string | null;
}

/** The first day new lenses are worn: the day after the current supply ends, or today (`today` defaults to the clock's date). */
export function newSupplyStart(supplyUntil: string | null | undefined, today: string = new Date().toISOString().slice(0, 10)): string {
  const next = supplyUntil ? addDays(supplyUntil, 1) : today;
  return next > today ? next : today;
}

/**
 * The quantity that lasts until the prescription's expiration: the most boxes whose supply does not
 * run past it (at least one box), counted from `start` (today, or the end of the current supply).
 */
export function adviseQuantity(input: { start: string; expirationDate: string; daysPerBox: number; chosenBoxes: number }): QuantityAdvice {
  const daysLeft = Math.max(0, daysBetween(input.start, input.expirationDate) + 1);
  const perBox = Math.max(1, input.daysPerBox);
  const suggestedBoxes = Math.max(1, Math.floor(daysLeft / perBox));
  const chosenDays = input.chosenBoxes * perBox;
  const chosenUntil = addDays(input.start, chosenDays - 1);
  const runsPastExpiration = input.chosenBoxes > 0 && chosenUntil > input.expirationDate.slice(0, 10);
  const over = daysBetween(input.expirationDate, chosenUntil);
  const warning = runsPastExpiration
    ? `${input.chosenBoxes} ${input.chosenBoxes === 1 ? 'box lasts' : 'boxes last'} until ${usDate(chosenUntil)}, ${over} ${over === 1 ? 'day' : 'days'} past the prescription's expiration on ${usDate(input.expirationDate)}. ${suggestedBoxes} ${suggestedBoxes === 1 ? 'box lasts' : 'boxes last'} until it expires.`
    : null;
  return { suggestedBoxes, suggestedDays: suggestedBoxes * perBox, chosenUntil, runsPastExpiration, warning };
}

// ---------------------------------------------------------------------------------------------
// The reminder's decision (due work, D-425).

/** D-425: a reminder found due more than this many days after the supply ran out (e.g. after downtime, or old history) is not sent. */
export const REMINDER_GRACE_DAYS = 7;

export type ReminderDecision =
  | { action: 'skip'; reason: string }
  | { action: 'defer'; until: string }
  | { action: 'send'; wording: 'reorder' | 'bookExam'; email: boolean; sms: boolean };

/**
 * Decides what the reorder timer does now, always for the latest supply period (a newer order
 * replaces the period the timer was set for): nothing when its reminder went already or it ran out
 * long ago; wait until the reminder day; else send by
 * the channels the patient chose ("book an exam" wording when the prescription has expired or
 * expires before the supply runs out).
 */
export function decideReorderReminder(input: {
  latestOrderId: string | null;
  /** D-423: the patient's latest order is for another prescription. */
  superseded: boolean;
  supplyUntil: string | null;
  remindedOrderIds: readonly string[];
  interval: ReorderInterval;
  prescriptionExpiration: string | null;
  prescriptionActive: boolean;
  preferences: { reorderNotificationEmail: boolean; reorderNotificationSms: boolean };
  smsNumber: boolean;
  now: string;
}): ReminderDecision {
  if (!input.prescriptionActive) return { action: 'skip', reason: 'prescription deleted' };
  if (input.latestOrderId === null || input.supplyUntil === null) return { action: 'skip', reason: 'no supply' };
  if (input.superseded) return { action: 'skip', reason: 'newer order on another prescription' };
  if (input.remindedOrderIds.includes(input.latestOrderId)) return { action: 'skip', reason: 'already reminded' };
  if (input.now.slice(0, 10) > addDays(input.supplyUntil, REMINDER_GRACE_DAYS)) return { action: 'skip', reason: 'supply ran out long ago' };
  const day = reminderDayOf(input.supplyUntil, input.interval);
  const at = `${day}T14:00:00.000Z`;
  if (input.now < at) return { action: 'defer', until: at };
  const today = input.now.slice(0, 10);
  const expired = input.prescriptionExpiration === null || input.prescriptionExpiration < today || input.prescriptionExpiration <= input.supplyUntil;
  return {
    action: 'send',
    wording: expired ? 'bookExam' : 'reorder',
    email: input.preferences.reorderNotificationEmail,
    sms: input.preferences.reorderNotificationSms && input.smsNumber,
  };
}
