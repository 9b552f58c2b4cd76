import { type MarkupType, PRODUCT_TYPES, type PricingScope, RULE_TYPES } from './events';
import { MAX_DOLLAR_MARKUP_CENTS, MAX_PERCENT_MARKUP, MAX_PRICE_CENTS, PRICING_MESSAGES } from './messages';
import { dollarsToCents, hasTwoDecimalsAtMost } from './money';
import type { PerTier } from './tiers';

/*
 * What a pricing strategy or a custom rule may hold: the checks the API (api-schemas.ts) and the
 * browser's forms share, in the API's value form (percentages as 100 + x, dollars per box).
 */

/**
 * The strategy as the API carries it (spec point 3 "Strategy: markupType, markupValue,
 * unitMarkupValue, semiAnnualMarkupValue, annualMarkupValue" and the minimums): percentage values in
 * the server form 100 + x, dollar markups and minimums in dollars per box.
 */
export const VALUE_FIELDS = { single: 'unitMarkupValue', semiAnnual: 'semiAnnualMarkupValue', annual: 'annualMarkupValue' } as const satisfies PerTier<string>;
export const MINIMUM_FIELDS = { single: 'minBaseUnitPrice', semiAnnual: 'minBaseSemiAnnualPrice', annual: 'minBaseAnnualPrice' } as const satisfies PerTier<string>;

export interface StrategyValues {
  markupType: MarkupType;
  tiered: boolean;
  markupValue?: number | null | undefined;
  unitMarkupValue?: number | null | undefined;
  semiAnnualMarkupValue?: number | null | undefined;
  annualMarkupValue?: number | null | undefined;
  minBaseUnitPrice?: number | null | undefined;
  minBaseSemiAnnualPrice?: number | null | undefined;
  minBaseAnnualPrice?: number | null | undefined;
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** One markup value in the server form: percentage 100 + x (x from 0 to 500), dollars 0 to 1,000; two decimals at most. */
export function markupIssue(kind: 'percentage' | 'dollar', value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return PRICING_MESSAGES.markupRequired;
  if (!Number.isFinite(value)) return PRICING_MESSAGES.twoDecimals;
  const x = kind === 'percentage' ? value - 100 : value;
  if (x < 0) return PRICING_MESSAGES.markupNegative;
  if (!hasTwoDecimalsAtMost(value)) return PRICING_MESSAGES.twoDecimals;
  if (kind === 'percentage' && x > MAX_PERCENT_MARKUP) return PRICING_MESSAGES.percentTooHigh;
  if (kind === 'dollar' && dollarsToCents(x) > MAX_DOLLAR_MARKUP_CENTS) return PRICING_MESSAGES.dollarTooHigh;
  return undefined;
}

/** Every problem of a strategy, by field (the API and the form share it). */
export function strategyIssues(v: StrategyValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (v.markupType === 'percentage' || v.markupType === 'dollar') {
    const fields = v.tiered ? Object.values(VALUE_FIELDS) : (['markupValue'] as const);
    for (const field of fields) {
      const message = markupIssue(v.markupType, v[field]);
      if (message) issues.push({ path: field, message });
    }
  }
  for (const field of Object.values(MINIMUM_FIELDS)) {
    const value = v[field];
    if (value === null || value === undefined) continue;
    if (!Number.isFinite(value) || !hasTwoDecimalsAtMost(value)) issues.push({ path: field, message: PRICING_MESSAGES.twoDecimals });
    else if (value <= 0) issues.push({ path: field, message: PRICING_MESSAGES.minimumNotPositive });
    else if (dollarsToCents(value) > MAX_PRICE_CENTS) issues.push({ path: field, message: PRICING_MESSAGES.minimumTooHigh });
  }
  return issues;
}

/**
 * `POST /api/pricing/set`: a custom rule for one scope of a location (spec point 3 "Scopes: brand,
 * manufacturer, productType, product, favorites"), in the strategy's field names: markupType
 * percentage (100 + x) | dollar (dollars added per box) | price (dollars per box, product scope
 * only) | none (remove the rule); one markupValue, or one value per tier when tiered.
 */
export const RULE_MARKUP_TYPES = [...RULE_TYPES, 'none'] as const;
export type RuleMarkupType = (typeof RULE_MARKUP_TYPES)[number];

export interface RuleValues {
  scope: PricingScope;
  scopeId?: string | undefined;
  markupType: RuleMarkupType;
  tiered: boolean;
  markupValue?: number | null | undefined;
  unitMarkupValue?: number | null | undefined;
  semiAnnualMarkupValue?: number | null | undefined;
  annualMarkupValue?: number | null | undefined;
}

export function priceIssue(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return PRICING_MESSAGES.priceRequired;
  if (!Number.isFinite(value) || !hasTwoDecimalsAtMost(value)) return PRICING_MESSAGES.twoDecimals;
  if (value <= 0) return PRICING_MESSAGES.priceRequired;
  if (dollarsToCents(value) > MAX_PRICE_CENTS) return PRICING_MESSAGES.priceTooHigh;
  return undefined;
}

export function ruleIssues(v: RuleValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (v.scope !== 'favorites' && !v.scopeId) issues.push({ path: 'scopeId', message: PRICING_MESSAGES.scopeIdRequired });
  if (v.scope === 'productType' && v.scopeId && !(PRODUCT_TYPES as readonly string[]).includes(v.scopeId)) issues.push({ path: 'scopeId', message: PRICING_MESSAGES.scopeNotFound });
  if (v.markupType === 'none') return issues;
  if (v.markupType === 'price' && v.scope !== 'product') issues.push({ path: 'markupType', message: PRICING_MESSAGES.priceOnlyForProducts });
  const fields = v.tiered ? Object.values(VALUE_FIELDS) : (['markupValue'] as const);
  for (const field of fields) {
    const message = v.markupType === 'price' ? priceIssue(v[field]) : markupIssue(v.markupType, v[field]);
    if (message) issues.push({ path: field, message });
  }
  return issues;
}
