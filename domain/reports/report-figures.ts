import { ORDER_STATUS_LABELS, ORDER_STATUS_VALUES, type OrderStatusValue } from '../ordering/order-status';
import { PLACED_BY_PATIENT, type ReportTotals, type SalesFigures } from './api-schemas';

/**
 * Pure rules shared by the report projections and the report routes (issue #6): who placed an
 * order, what a sale is, the figures of a group, search words. Decisions D-172 … D-176.
 */

/** Name of the "placed by" group of orders patients placed themselves online. */
export const PLACED_BY_PATIENT_NAME = 'Patient (online)';
export const UNKNOWN_PATIENT_NAME = 'Unknown patient';

/**
 * The "placed by" key of an order (D-173): the account number of the staff member or practice
 * administrator who checked out, or `patient` for an order the patient placed online. A CSR
 * acting for someone acts as that user (their token is the user's), so the key is the user's and
 * the CSR's name is kept beside it.
 */
export function placedByKey(actor: { accountNumber: string; customerGroup: string } | undefined, placedBy: string | undefined): string {
  if (actor?.customerGroup === 'Patient') return PLACED_BY_PATIENT;
  if (actor && (actor.customerGroup === 'Staff' || actor.customerGroup === 'Practice')) return actor.accountNumber;
  if (placedBy === 'Patient' || !actor) return PLACED_BY_PATIENT;
  return actor.accountNumber;
}

/** Cancelled orders are not sales (D-174); every other status counts from checkout on. */
export function countsAsSale(status: string): boolean {
  return status !== 'cancelled';
}

/** Round half away from zero to a whole number of cents. */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export interface SalesSums {
  orders: number;
  boxes: number;
  units: number;
  subTotalCents: number;
  discountCents: number;
  insuranceCents: number;
  costCents: number;
}

/** netSales = subtotal − discounts (insurance is a payment towards it, shown apart, D-175); margin = netSales − cost. */
export function salesFiguresOf(s: SalesSums): SalesFigures {
  const netSalesCents = s.subTotalCents - s.discountCents;
  return {
    orders: s.orders,
    boxes: s.boxes,
    units: s.units,
    subTotalCents: s.subTotalCents,
    discountCents: s.discountCents,
    insuranceCents: s.insuranceCents,
    netSalesCents,
    costCents: s.costCents,
    marginCents: netSalesCents - s.costCents,
    averageOrderValueCents: s.orders > 0 ? roundCents(netSalesCents / s.orders) : 0,
  };
}

export const ZERO_TOTALS: ReportTotals = {
  orders: 0,
  boxes: 0,
  units: 0,
  subTotalCents: 0,
  discountCents: 0,
  insuranceCents: 0,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 0,
};

/** Lower-cases A–Z only, so the projection (JS) and SQL (`translate`) always agree byte for byte. */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

/** The searchable text of a patient: name, e-mail and account number, lower-cased. */
export function patientSearchText(name: string, email: string | null, accountNumber: string): string {
  return `${name} ${email ?? ''} ${accountNumber}`.toLowerCase();
}

/** The search words (every one must match), lower-cased as the search text is. */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 10);
}

/**
 * Status options of the report filters: the spec's display labels, except that shipped_error
 * (shown as "Shipped" on an order) is told apart from shipped in a filter list (D-176).
 */
export function statusOptions(): { value: OrderStatusValue; label: string }[] {
  return ORDER_STATUS_VALUES.map((value) => ({ value, label: value === 'shipped_error' ? 'Shipped (tracking unavailable)' : ORDER_STATUS_LABELS[value] }));
}

export function personName(firstName: string | undefined, lastName: string | undefined): string {
  return `${firstName ?? ''} ${lastName ?? ''}`.trim();
}

/** Delivery methods as the report shows them. */
export const DELIVERY_METHOD_NAMES: Readonly<Record<string, string>> = { ship: 'Ship to patient', inOffice: 'In-office inventory', pickup: 'Pickup in store' };

/** Integer cents as dollars with two decimals, no currency sign (CSV: spreadsheets read it as a number). */
export function centsAsDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
