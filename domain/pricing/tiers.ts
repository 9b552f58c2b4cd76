import type { PriceTier } from '../ordering/events';

export type { PriceTier } from '../ordering/events';

/**
 * Pricing levels (spec point 3 Pricing: "Levels: single, semiAnnual, annual"). A box is priced at
 * the level of the supply its cart line gives one eye: a year or more (360 days) annual, six months
 * or more (180 days) semi-annual, else single. Months count 30 days and years 360, as ordering's
 * semi-annual shipping rule does (D-101).
 */
export const PRICE_TIERS = ['single', 'semiAnnual', 'annual'] as const satisfies readonly PriceTier[];

export const ANNUAL_DAYS = 360;
export const SEMI_ANNUAL_TIER_DAYS = 180;

export const TIER_LABELS: Record<PriceTier, string> = { single: 'Single', semiAnnual: 'Semi-annual', annual: 'Annual' };

/** The tier a cart line is priced at, from the days of wear its boxes give (CartLine.supplyDays). */
export function priceTierOfSupply(supplyDays: number): PriceTier {
  if (supplyDays >= ANNUAL_DAYS) return 'annual';
  if (supplyDays >= SEMI_ANNUAL_TIER_DAYS) return 'semiAnnual';
  return 'single';
}

/** One value per tier. */
export type PerTier<T> = Record<PriceTier, T>;

export const perTier = <T>(f: (tier: PriceTier) => T): PerTier<T> => ({ single: f('single'), semiAnnual: f('semiAnnual'), annual: f('annual') });
