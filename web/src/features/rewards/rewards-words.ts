import type { ClaimView, EligibilityView } from '@domain/rewards/api-schemas';
import { ANNUAL_SUPPLY_DAYS, programmeOf, SEMI_ANNUAL_SUPPLY_DAYS } from '@domain/rewards/programmes';

export const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** YYYY-MM-DD → MM/dd/yyyy (spec point 4 display). */
export const usDay = (ymd: string | null | undefined) => (ymd && /^\d{4}-\d{2}-\d{2}/.test(ymd) ? `${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${ymd.slice(0, 4)}` : '');

/** Short words for the codes that are not eligible (a table cell); the others say the eligibility's sentence. */
const SHORT_STATE: Partial<Record<EligibilityView['codeName'], string>> = {
  CLAIMED_ALREADY: 'Already claimed for this prescription',
  CLAIMED_ON_ANOTHER_PRESCRIPTION: 'Already claimed this year',
  CLAIMED_ON_SAME_ORDER: 'Already claimed',
  MINIMUM_ORDER_QUANTITY_NOT_MET: 'Below the programme’s minimum quantity',
  MANUFACTURER_NOT_ELIGIBLE: 'No rewards programme',
  PRESCRIPTION_EXPIRED: 'Prescription expired',
  PRODUCT_NOT_ELIGIBLE: 'Product not in the programme',
};
const NOT_ELIGIBLE_REASON: Record<NonNullable<EligibilityView['reason']>, string> = {
  UNDER_MINIMUM_AGE: 'Not eligible: under the programme’s minimum age',
  ORDER_CANCELLED: 'Not eligible: the order was cancelled',
  ORDER_OUTSIDE_WINDOW: 'Not eligible: ordered outside the claim window',
  WINDOW_CLOSED: 'Claim window closed',
};

/** The words of an order's reward state (a table cell): the claim's label (Approved, Denied, Pending…) once claimed, else short words for its eligibility. */
export function rewardStateText(e: EligibilityView, claim: ClaimView | null): string {
  if (claim && claim.status !== 'failed') return claim.statusLabel;
  if (e.code === 5) return `Eligible — claim by ${usDay(e.deadline)}`;
  if (e.code === 4 && e.opensAt) return `You can claim from ${usDay(e.opensAt.slice(0, 10))}`;
  if (e.code === 4) return 'You can claim 24 hours after delivery';
  if (e.code === 3 && e.reason === 'WINDOW_CLOSED') return `Claim window closed ${usDay(e.deadline)}`;
  if (e.code === 3 && e.reason) return NOT_ELIGIBLE_REASON[e.reason];
  return SHORT_STATE[e.codeName] ?? e.message;
}

/** "10,000 points". */
export const pointsText = (points: number | null) => `${(points ?? 0).toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`;

/** Where a refused or failed claim goes: a duplicate (codes 0 and 7, or the programme's duplicate) or an error. */
export const isDuplicateCode = (code: string) => code === 'CLAIMED_ON_SAME_ORDER' || code === 'CLAIMED_ALREADY' || code === 'CLAIMED_ON_ANOTHER_PRESCRIPTION';

/** A supply length in words: "an annual (12-month)", "a semi-annual (6-month)", else "a N-day". */
function supplyWords(days: number): string {
  if (days === ANNUAL_SUPPLY_DAYS) return 'an annual (12-month)';
  if (days === SEMI_ANNUAL_SUPPLY_DAYS) return 'a semi-annual (6-month)';
  return `a ${days}-day`;
}

/**
 * The sentence of an order's eligibility before it is placed (issue #34): below the minimum
 * quantity names the programme and the quantity it needs, in words for the patient or for staff;
 * the other codes say the eligibility's own sentence.
 */
export function eligibilitySentence(e: EligibilityView, look: 'patient' | 'staff'): string {
  if (e.codeName !== 'MINIMUM_ORDER_QUANTITY_NOT_MET') return e.message;
  const rules = programmeOf(e.manufacturerId);
  const kind = e.programme === 'rebates' ? 'rebate' : 'reward';
  // `manufacturer` is the programme's display name (the rewards name where the maker has one).
  const programme = e.manufacturer ? `The ${e.manufacturer} ${kind} programme` : `The manufacturer’s ${kind} programme`;
  const needs = rules ? `${supplyWords(rules.minSupplyDays)} supply or more for each eye ordered` : 'a larger supply';
  const order = look === 'patient' ? 'your order' : 'this order';
  return `${programme} needs ${needs}; ${order} is smaller, so it earns no ${kind}.`;
}
