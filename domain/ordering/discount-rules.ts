import { DomainError } from '../shared/errors';

/**
 * Discounts and insurance (spec points 5, 8, 9): each ≥ 0, default 0.00; together they cannot
 * exceed the order subtotal. The spec names the code ("the invalid-discount-amount code") but not
 * its spelling: INVALID_DISCOUNT_AMOUNT (D-104).
 */
export const INVALID_DISCOUNT_AMOUNT = 'INVALID_DISCOUNT_AMOUNT';
export const DISCOUNT_MESSAGES = {
  /** Spec point 8, verbatim. */
  totalBelowZero: 'INVALID_VALUE: Total amount cannot be less than zero',
  invalidAmount: 'Enter an amount of 0.00 or more, with at most two decimals.',
  patientNotAllowed: 'Only the practice can apply discounts and insurance to an order.',
} as const;

export const DEFAULT_DISCOUNT = 0.0;

/** A dollar amount from the API (0.00 style) → cents; refuses negatives, NaN, more than 2 decimals. */
export function amountToCents(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars < 0) throw new DomainError('validation', INVALID_DISCOUNT_AMOUNT, DISCOUNT_MESSAGES.invalidAmount);
  const cents = Math.round(dollars * 100);
  if (Math.abs(cents - dollars * 100) > 1e-6 || cents > 100_000_000) throw new DomainError('validation', INVALID_DISCOUNT_AMOUNT, DISCOUNT_MESSAGES.invalidAmount);
  return cents;
}

/** Discount + insurance must not exceed the subtotal (the total would fall below zero). */
export function assertDiscountFits(subTotalCents: number, discountCents: number, insuranceCents: number): void {
  if (!Number.isInteger(discountCents) || !Number.isInteger(insuranceCents) || discountCents < 0 || insuranceCents < 0) {
    throw new DomainError('validation', INVALID_DISCOUNT_AMOUNT, DISCOUNT_MESSAGES.invalidAmount);
  }
  if (discountCents + insuranceCents > subTotalCents) throw new DomainError('validation', INVALID_DISCOUNT_AMOUNT, DISCOUNT_MESSAGES.totalBelowZero);
}
