import {
  CLAIM_OPENS_AFTER_DELIVERY_HOURS,
  programmeOf,
  type ProgrammeRules,
  REWARD_PROGRAMMES,
  REWARDS_MINIMUM_AGE,
  REWARDS_MINIMUM_AGE_BY_STATE,
} from './programmes';

/**
 * Rewards eligibility (issue #15, spec point 4): the 13 codes 0–12, in the spec's order. Pure:
 * everything it needs comes in as data, `asOf` is the moment asked about.
 */
export const ELIGIBILITY_CODES = [
  'CLAIMED_ALREADY',
  'NO_ORDERS_ON_PRESCRIPTION',
  'MINIMUM_ORDER_QUANTITY_NOT_MET',
  'NOT_ELIGIBLE',
  'ELIGIBLE_AFTER_CURRENT_ORDER',
  'ELIGIBLE',
  'CLAIMED_ON_ANOTHER_PRESCRIPTION',
  'CLAIMED_ON_SAME_ORDER',
  'CALCULATION_ERROR',
  'MANUFACTURER_NOT_ELIGIBLE',
  'PRESCRIPTION_EXPIRED',
  'PRODUCT_NOT_ELIGIBLE',
  'REBATE_DATA_NOT_FOUND',
] as const;
export type EligibilityCodeName = (typeof ELIGIBILITY_CODES)[number];
export type EligibilityCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export const ELIGIBILITY = Object.fromEntries(ELIGIBILITY_CODES.map((n, i) => [n, i])) as Record<EligibilityCodeName, EligibilityCode>;

/** What a patient reads for each code (D-305). */
export const ELIGIBILITY_MESSAGES: Record<EligibilityCodeName, string> = {
  CLAIMED_ALREADY: 'A reward has already been claimed for this prescription.',
  NO_ORDERS_ON_PRESCRIPTION: 'There are no orders on this prescription yet.',
  MINIMUM_ORDER_QUANTITY_NOT_MET: 'This order does not meet the minimum quantity for the programme.',
  NOT_ELIGIBLE: 'This order is not eligible for a reward.',
  ELIGIBLE_AFTER_CURRENT_ORDER: 'This order will be eligible for a reward once it has been delivered.',
  ELIGIBLE: 'This order is eligible for a reward.',
  CLAIMED_ON_ANOTHER_PRESCRIPTION: 'A reward has already been claimed on another prescription this year.',
  CLAIMED_ON_SAME_ORDER: 'A reward has already been claimed for this order.',
  CALCULATION_ERROR: 'The reward for this order could not be calculated.',
  MANUFACTURER_NOT_ELIGIBLE: "This lens maker doesn't offer rewards or rebates.",
  PRESCRIPTION_EXPIRED: 'This prescription has expired.',
  PRODUCT_NOT_ELIGIBLE: 'This product is not part of the rewards programme.',
  REBATE_DATA_NOT_FOUND: 'No rewards information was found for this order.',
};

/** Why code 3 (not eligible) was given. */
export const NOT_ELIGIBLE_REASONS = ['UNDER_MINIMUM_AGE', 'WINDOW_CLOSED', 'ORDER_CANCELLED', 'ORDER_OUTSIDE_WINDOW'] as const;
export type NotEligibleReason = (typeof NOT_ELIGIBLE_REASONS)[number];

export interface EligibilityLine {
  productId: string;
  /** The product's manufacturer (null: product unknown to the catalog). */
  manufacturerId: string | null;
  supplyDays: number;
  boxes: number;
}

export interface EligibilityOrder {
  /** null: the order is about to be placed (a cart or a quote). */
  orderId: string | null;
  prescriptionId: string;
  /** ISO instant the order was placed (or will be: asOf). */
  orderDate: string;
  lines: EligibilityLine[];
  /** Delivery status value ('new', 'processing', 'delivered', 'cancelled', …). */
  status: string;
  /** When it was delivered (ISO instant), else null. */
  deliveredAt: string | null;
  /** The shipping address's state when shipped to the patient. */
  shippingState: string | null;
}

export interface EligibilityClaim {
  orderId: string;
  prescriptionId: string;
  manufacturerId: string;
  /** Service date of the claimed prescription (YYYY-MM-DD). */
  serviceDate: string;
}

export interface EligibilityInput {
  /** ISO instant the question is asked for. */
  asOf: string;
  patient: { dob: string | null; profileState: string | null } | null;
  prescription: { prescriptionId: string; serviceDate: string; expirationDate: string } | null;
  /** The order asked about; null = the prescription as a whole (no order named). */
  order: EligibilityOrder | null;
  /** How many orders were placed on the prescription (code 1 when 0 and no order named). */
  ordersOnPrescription: number;
  /** The patient's standing claims (failed ones excluded): submitted, pending, approved or denied. */
  claims: readonly EligibilityClaim[];
  programmes?: readonly ProgrammeRules[];
}

export interface Eligibility {
  code: EligibilityCode;
  codeName: EligibilityCodeName;
  message: string;
  eligible: boolean;
  manufacturerId: string | null;
  programme: 'rewards' | 'rebates' | null;
  reason: NotEligibleReason | null;
  /** The reward (cents) the order earns now (or will, code 4); null when none. */
  amountCents: number | null;
  /** Last day (YYYY-MM-DD) a claim can be submitted. */
  deadline: string | null;
  /** Last day of the higher reward (YYYY-MM-DD), when the programme has one and it is not past. */
  higherRewardUntil: string | null;
  higherAmountCents: number | null;
  /** When the claim opens (ISO instant: 24 h after delivery). */
  opensAt: string | null;
}

const DAY_MS = 86_400_000;
export const dayOf = (iso: string): string => iso.slice(0, 10);
const dayNumber = (ymd: string): number => Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) / DAY_MS;

export function addDays(ymd: string, days: number): string {
  return new Date((dayNumber(ymd) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar months later, the day clamped to the month's end (2025-01-31 + 1 → 2025-02-28). */
export function addMonths(ymd: string, months: number): string {
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(5, 7)) - 1 + months;
  const d = Number(ymd.slice(8, 10));
  const ty = y + Math.floor(m / 12);
  const tm = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(ty, tm + 1, 0)).getUTCDate();
  return new Date(Date.UTC(ty, tm, Math.min(d, last))).toISOString().slice(0, 10);
}

/** A date of birth as the forms send it (MM/dd/yyyy, spec point 9 display) or ISO (YYYY-MM-DD) → YYYY-MM-DD; null when neither. */
export function isoDob(dob: string): string | null {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dob.trim());
  if (us) return `${us[3]}-${us[1]}-${us[2]}`;
  return /^\d{4}-\d{2}-\d{2}/.test(dob.trim()) ? dob.trim().slice(0, 10) : null;
}

/** Whole years of age on a day (dob in either format). */
export function ageOn(dobText: string, ymd: string): number {
  const dob = isoDob(dobText) ?? '9999-12-31';
  const [by, bm, bd] = [Number(dob.slice(0, 4)), Number(dob.slice(5, 7)), Number(dob.slice(8, 10))];
  const [y, m, d] = [Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)), Number(ymd.slice(8, 10))];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const minimumAgeIn = (state: string | null): number => (state && REWARDS_MINIMUM_AGE_BY_STATE[state.toUpperCase()]) || REWARDS_MINIMUM_AGE;

function result(code: EligibilityCode, extra: Partial<Eligibility> = {}): Eligibility {
  const codeName = ELIGIBILITY_CODES[code];
  return {
    code,
    codeName,
    message: ELIGIBILITY_MESSAGES[codeName],
    eligible: code === 5,
    manufacturerId: null,
    programme: null,
    reason: null,
    amountCents: null,
    deadline: null,
    higherRewardUntil: null,
    higherAmountCents: null,
    opensAt: null,
    ...extra,
  };
}

/**
 * The eligibility of an order (placed or about to be) on a prescription, or of the prescription
 * alone. Checks in this order (D-303): data → manufacturer → product → claims (same order,
 * same prescription, another prescription in the window) → expired prescription → no orders →
 * minimum quantity → not eligible (cancelled, outside the window, age) → amount → the 24 h after
 * delivery (code 4 until then) → eligible.
 */
export function rewardsEligibility(input: EligibilityInput): Eligibility {
  const programmes = input.programmes ?? REWARD_PROGRAMMES;
  const { prescription, order, patient } = input;
  if (!prescription || !patient) return result(12);
  if (order && order.prescriptionId !== prescription.prescriptionId) return result(12);
  const today = dayOf(input.asOf);

  if (!order) {
    if (input.ordersOnPrescription === 0) {
      if (prescription.expirationDate < today) return result(10);
      return result(1);
    }
    return result(12);
  }
  if (order.lines.length === 0) return result(12);
  const manufacturerId = order.lines[0]!.manufacturerId;
  if (!manufacturerId) return result(12);
  const rules = programmeOf(manufacturerId, programmes);
  if (!rules) return result(9, { manufacturerId });
  const base = { manufacturerId, programme: rules.programme };
  const lines = order.lines.filter((l) => l.manufacturerId === manufacturerId);
  if (lines.some((l) => rules.excludedProductIds.includes(l.productId))) return result(11, base);

  const deadline = addMonths(prescription.serviceDate, rules.windowMonths);
  const dated = { ...base, deadline };
  const mine = input.claims.filter((c) => c.manufacturerId === manufacturerId);
  if (order.orderId && mine.some((c) => c.orderId === order.orderId)) return result(7, dated);
  if (mine.some((c) => c.prescriptionId === prescription.prescriptionId)) return result(0, dated);
  // One claim per programme per year of service (D-304): another prescription's claim whose service year overlaps this one.
  if (mine.some((c) => c.prescriptionId !== prescription.prescriptionId && Math.abs(dayNumber(c.serviceDate) - dayNumber(prescription.serviceDate)) < 365))
    return result(6, dated);

  const orderDay = dayOf(order.orderDate);
  if (prescription.expirationDate < (order.orderId ? orderDay : today)) return result(10, dated);

  const supply = Math.min(...lines.map((l) => l.supplyDays));
  if (!Number.isFinite(supply) || supply < 0 || lines.some((l) => !Number.isInteger(l.boxes) || l.boxes <= 0)) return result(8, dated);
  if (supply < rules.minSupplyDays) return result(2, dated);

  if (order.status === 'cancelled' || order.status === 'canceled') return result(3, { ...dated, reason: 'ORDER_CANCELLED' });
  if (orderDay < prescription.serviceDate || orderDay > deadline) return result(3, { ...dated, reason: 'ORDER_OUTSIDE_WINDOW' });
  if (today > deadline) return result(3, { ...dated, reason: 'WINDOW_CLOSED' });
  const state = order.shippingState ?? patient.profileState;
  if (!patient.dob || ageOn(patient.dob, today) < minimumAgeIn(state)) return result(3, { ...dated, reason: 'UNDER_MINIMUM_AGE' });

  const tier = rules.tiers.find((t) => supply >= t.minSupplyDays);
  if (!tier || tier.amountCents <= 0) return result(8, dated);
  const higherUntil = rules.higherRewardWithinDays === null ? null : addDays(prescription.serviceDate, rules.higherRewardWithinDays);
  const higherNow = higherUntil !== null && tier.higherAmountCents !== undefined && today <= higherUntil;
  const amounts = {
    ...dated,
    amountCents: higherNow ? tier.higherAmountCents! : tier.amountCents,
    higherRewardUntil: higherNow ? higherUntil : null,
    higherAmountCents: tier.higherAmountCents ?? null,
  };

  if (!order.orderId || !order.deliveredAt || order.status !== 'delivered') return result(4, amounts);
  const opensAt = new Date(new Date(order.deliveredAt).getTime() + CLAIM_OPENS_AFTER_DELIVERY_HOURS * 3_600_000).toISOString();
  if (Date.parse(input.asOf) < Date.parse(opensAt)) return result(4, { ...amounts, opensAt });
  return result(5, { ...amounts, opensAt });
}

/** The service date of a prescription (D-300): its date of service when recorded, else the day it was written. */
export const serviceDateOf = (rx: { dateOfService?: string | null; createdAt: string }): string => rx.dateOfService || dayOf(rx.createdAt);
