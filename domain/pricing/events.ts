import type { LensType } from '../catalog/events';
import type { PerTier } from './tiers';

/**
 * Pricing events (issue #6, spec point 3 Pricing). One stream per practice location,
 * `pricing-{locationId}`; the actor of every change is in the event's metadata.
 *
 * Money is integer cents. Percentage markups keep the spec's server form, 100 + x (spec point 7:
 * "100 is subtracted when the server value is read"), e.g. 135.5 for a 35.5 % markup.
 */
export const pricingStream = (locationId: string) => `pricing-${locationId}`;

/** Strategy types (spec point 3 "Discount types: Suggested, Percentage, Fixed, Custom"; `dollar` is the fixed one). */
export const MARKUP_TYPES = ['suggested', 'percentage', 'dollar', 'custom'] as const;
export type MarkupType = (typeof MARKUP_TYPES)[number];

/** Scopes of custom rules (spec point 3). `productType` is the catalog's lens type. */
export const PRICING_SCOPES = ['product', 'brand', 'productType', 'manufacturer', 'favorites'] as const;
export type PricingScope = (typeof PRICING_SCOPES)[number];

/** A custom rule's kind: a markup (percentage or dollars) or, for one product only, the price itself. */
export const RULE_TYPES = ['percentage', 'dollar', 'price'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** The one scope id of the favorites scope (a location has one favorites list). */
export const FAVORITES_SCOPE_ID = 'favorites';

export const PRODUCT_TYPES = ['spherical', 'toric', 'multifocal', 'color'] as const satisfies readonly LensType[];

/** A location's strategy as stored. */
export interface PricingStrategy {
  markupType: MarkupType;
  /** Tiered: one value per tier; not tiered: the same value in all three. */
  tiered: boolean;
  /** percentage: 100 + x per tier; dollar: cents added per box; null for suggested and custom. */
  values: PerTier<number> | null;
  /** Optional floors per box (cents), applied after the markup: minBaseUnitPrice, minBaseSemiAnnualPrice, minBaseAnnualPrice. */
  minimumCents: PerTier<number | null>;
}

/** A custom rule as stored: percentage 100 + x, dollar cents added, price cents per box. */
export interface PricingRule {
  scope: PricingScope;
  scopeId: string;
  ruleType: RuleType;
  tiered: boolean;
  values: PerTier<number>;
}

interface LocationRef {
  locationId: string;
  practiceId: string;
}

export interface PricingStrategyUpdated {
  type: 'PricingStrategyUpdated';
  data: LocationRef & { strategy: PricingStrategy };
}
export interface PricingRuleSet {
  type: 'PricingRuleSet';
  data: LocationRef & { rule: PricingRule };
}
export interface PricingRuleCleared {
  type: 'PricingRuleCleared';
  data: LocationRef & { scope: PricingScope; scopeId: string };
}
export interface FavoriteProductsAdded {
  type: 'FavoriteProductsAdded';
  data: LocationRef & { productIds: string[] };
}
export interface FavoriteProductsRemoved {
  type: 'FavoriteProductsRemoved';
  data: LocationRef & { productIds: string[] };
}

export type PricingEvent = PricingStrategyUpdated | PricingRuleSet | PricingRuleCleared | FavoriteProductsAdded | FavoriteProductsRemoved;

export const PRICING_EVENT_TYPES = ['PricingStrategyUpdated', 'PricingRuleSet', 'PricingRuleCleared', 'FavoriteProductsAdded', 'FavoriteProductsRemoved'] as const satisfies readonly PricingEvent['type'][];

/** Suggested pricing (spec point 9 "averages a 40% markup"): the strategy of a location that never chose one. */
export const SUGGESTED_STRATEGY: PricingStrategy = {
  markupType: 'suggested',
  tiered: false,
  values: null,
  minimumCents: { single: null, semiAnnual: null, annual: null },
};

export const ruleKey = (scope: PricingScope, scopeId: string) => `${scope}:${scopeId}`;

/** Structural equality of stored values (key order ignored: jsonb reorders keys on the way back). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
