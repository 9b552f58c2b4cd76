import type { ProductDefinition } from '../catalog/events';

/**
 * The supply a box gives one eye (catalog supplyAmount + supplyUnit, e.g. a 90-pack of dailies =
 * 3 months). Months count 30 days and years 360, so "semi-annual" is exactly 6 months = 180 days (D-101).
 */
const DAYS_PER_UNIT: Record<string, number> = { day: 1, days: 1, week: 7, weeks: 7, month: 30, months: 30, year: 360, years: 360 };

export const SEMI_ANNUAL_DAYS = 180;

export function supplyDaysPerBox(product: Pick<ProductDefinition, 'supplyAmount' | 'supplyUnit'>): number {
  const perUnit = DAYS_PER_UNIT[product.supplyUnit.trim().toLowerCase()];
  if (perUnit === undefined) throw new Error(`Unknown supply unit: ${product.supplyUnit}`);
  return product.supplyAmount * perUnit;
}

/** Days of wear `boxes` boxes give one eye. */
export const supplyDays = (product: Pick<ProductDefinition, 'supplyAmount' | 'supplyUnit'>, boxes: number): number => supplyDaysPerBox(product) * boxes;

/** "Semi-annual or larger" for one eye: at least 6 months. */
export const isSemiAnnualOrMore = (days: number): boolean => days >= SEMI_ANNUAL_DAYS;
