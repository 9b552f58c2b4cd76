import { z } from 'zod';
import { DomainError } from '../shared/errors';
import { MARKUP_TYPES, type MarkupType, type PricingEvent, type PricingStrategy, sameValue } from './events';
import { MAX_DOLLAR_MARKUP_CENTS, MAX_PERCENT_MARKUP, MAX_PRICE_CENTS, PRICING_MESSAGES } from './messages';
import { centsToDollars, dollarsToCents, hasTwoDecimalsAtMost, parseAmount } from './money';
import type { PricingState } from './pricing-decider';
import { type PerTier, type PriceTier, perTier } from './tiers';

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

const amount = z.number().nullable().optional();

const strategyFields = {
  markupType: z.enum(MARKUP_TYPES, { error: 'Choose Suggested, Percentage, Fixed or Custom.' }),
  tiered: z.boolean().default(false),
  markupValue: amount.describe('Not tiered: percentage 100 + x, or dollars added per box'),
  unitMarkupValue: amount.describe('Tiered: the single tier'),
  semiAnnualMarkupValue: amount.describe('Tiered: the semi-annual tier'),
  annualMarkupValue: amount.describe('Tiered: the annual tier'),
  minBaseUnitPrice: amount.describe('Floor per box (dollars) for the single tier; null = none'),
  minBaseSemiAnnualPrice: amount.describe('Floor per box (dollars) for the semi-annual tier; null = none'),
  minBaseAnnualPrice: amount.describe('Floor per box (dollars) for the annual tier; null = none'),
};

/** `POST /api/pricing/updatestrategy`. */
export const updateStrategyInput = z
  .object({ locationId: z.string().trim().min(1).max(80).optional(), ...strategyFields })
  .superRefine((v, ctx) => {
    for (const issue of strategyIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type UpdateStrategyInput = z.infer<typeof updateStrategyInput>;

/** The strategy in the API's form (getstrategy, updatestrategy replies). */
export const strategyView = z.object({
  markupType: z.enum(MARKUP_TYPES),
  tiered: z.boolean(),
  markupValue: z.number().nullable(),
  unitMarkupValue: z.number().nullable(),
  semiAnnualMarkupValue: z.number().nullable(),
  annualMarkupValue: z.number().nullable(),
  minBaseUnitPrice: z.number().nullable(),
  minBaseSemiAnnualPrice: z.number().nullable(),
  minBaseAnnualPrice: z.number().nullable(),
});
export type StrategyView = z.infer<typeof strategyView>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** API form → stored form (cents; 100 + x kept). Suggested and custom carry no values. */
export function toStoredStrategy(v: StrategyValues): PricingStrategy {
  const minimumCents = perTier((tier): number | null => {
    const value = v[MINIMUM_FIELDS[tier]];
    return value === null || value === undefined ? null : dollarsToCents(value);
  });
  if (v.markupType !== 'percentage' && v.markupType !== 'dollar') return { markupType: v.markupType, tiered: false, values: null, minimumCents };
  const kind = v.markupType;
  const raw = (tier: PriceTier): number => (v.tiered ? v[VALUE_FIELDS[tier]] : v.markupValue) ?? 0;
  const values = perTier((tier) => (kind === 'percentage' ? round2(raw(tier)) : dollarsToCents(raw(tier))));
  return { markupType: kind, tiered: v.tiered, values, minimumCents };
}

/** Stored → API form. Not tiered: markupValue and the same value in each tier field. */
export function toStrategyView(s: PricingStrategy): StrategyView {
  const shown = (tier: PriceTier): number | null => {
    if (!s.values) return null;
    return s.markupType === 'dollar' ? centsToDollars(s.values[tier]) : s.values[tier];
  };
  const minimum = (tier: PriceTier) => (s.minimumCents[tier] === null ? null : centsToDollars(s.minimumCents[tier]));
  return {
    markupType: s.markupType,
    tiered: s.tiered,
    markupValue: s.tiered ? null : shown('single'),
    unitMarkupValue: shown('single'),
    semiAnnualMarkupValue: shown('semiAnnual'),
    annualMarkupValue: shown('annual'),
    minBaseUnitPrice: minimum('single'),
    minBaseSemiAnnualPrice: minimum('semiAnnual'),
    minBaseAnnualPrice: minimum('annual'),
  };
}

/** A new strategy for the location; the same one again records nothing. */
export function decideUpdateStrategy(cmd: { locationId: string; practiceId: string; strategy: PricingStrategy }, state: PricingState): PricingEvent[] {
  const issues = strategyIssues(toStrategyView(cmd.strategy));
  if (issues.length > 0) throw new DomainError('validation', 'INVALID_PRICING_STRATEGY', issues[0]!.message);
  if (sameValue(state.strategy, cmd.strategy)) return [];
  return [{ type: 'PricingStrategyUpdated', data: { locationId: cmd.locationId, practiceId: cmd.practiceId, strategy: cmd.strategy } }];
}

// ---- the browser's form: what the user types (percentages as x), checked with the same rules ----

export interface StrategyFormValues {
  markupType: MarkupType;
  tiered: boolean;
  markupValue: string;
  unitMarkupValue: string;
  semiAnnualMarkupValue: string;
  annualMarkupValue: string;
  minBaseUnitPrice: string;
  minBaseSemiAnnualPrice: string;
  minBaseAnnualPrice: string;
}

const MARKUP_FIELDS = ['markupValue', 'unitMarkupValue', 'semiAnnualMarkupValue', 'annualMarkupValue'] as const;
const ALL_AMOUNT_FIELDS = [...MARKUP_FIELDS, ...Object.values(MINIMUM_FIELDS)] as const;

/** Form text → the API's values: a percentage x becomes 100 + x (spec point 7), blanks become null. */
export function formToStrategyValues(f: StrategyFormValues): StrategyValues {
  const out: StrategyValues = { markupType: f.markupType, tiered: f.tiered };
  for (const field of ALL_AMOUNT_FIELDS) {
    const n = parseAmount(f[field]);
    const isMarkup = (MARKUP_FIELDS as readonly string[]).includes(field);
    out[field] = n !== null && isMarkup && f.markupType === 'percentage' ? n + 100 : n;
  }
  return out;
}

/** The API's view → form text: 100 is subtracted from a percentage (spec point 7). */
export function strategyFormValuesOf(view: StrategyView): StrategyFormValues {
  const text = (n: number | null, isMarkup: boolean) => {
    if (n === null) return '';
    const shown = isMarkup && view.markupType === 'percentage' ? round2(n - 100) : n;
    return isMarkup && view.markupType === 'percentage' ? String(shown) : shown.toFixed(2);
  };
  return {
    markupType: view.markupType,
    tiered: view.tiered,
    markupValue: text(view.markupValue ?? (view.tiered ? null : view.unitMarkupValue), true),
    unitMarkupValue: text(view.unitMarkupValue, true),
    semiAnnualMarkupValue: text(view.semiAnnualMarkupValue, true),
    annualMarkupValue: text(view.annualMarkupValue, true),
    minBaseUnitPrice: text(view.minBaseUnitPrice, false),
    minBaseSemiAnnualPrice: text(view.minBaseSemiAnnualPrice, false),
    minBaseAnnualPrice: text(view.minBaseAnnualPrice, false),
  };
}

/** The strategy form's schema: the same rules as the API (strategyIssues), answering the API's values. */
export const strategyForm = z
  .object({
    markupType: z.enum(MARKUP_TYPES),
    tiered: z.boolean(),
    markupValue: z.string(),
    unitMarkupValue: z.string(),
    semiAnnualMarkupValue: z.string(),
    annualMarkupValue: z.string(),
    minBaseUnitPrice: z.string(),
    minBaseSemiAnnualPrice: z.string(),
    minBaseAnnualPrice: z.string(),
  })
  .superRefine((f, ctx) => {
    const values = formToStrategyValues(f);
    const relevant = new Set<string>(Object.values(MINIMUM_FIELDS));
    if (f.markupType === 'percentage' || f.markupType === 'dollar') for (const k of f.tiered ? Object.values(VALUE_FIELDS) : ['markupValue']) relevant.add(k);
    const notNumbers = new Set<string>();
    for (const field of ALL_AMOUNT_FIELDS) {
      if (relevant.has(field) && Number.isNaN(values[field])) {
        notNumbers.add(field);
        ctx.addIssue({ code: 'custom', path: [field], message: 'Enter a number.' });
      }
    }
    for (const issue of strategyIssues(values)) if (!notNumbers.has(issue.path)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  })
  .transform((f) => {
    const v = formToStrategyValues(f);
    const keep = (field: (typeof ALL_AMOUNT_FIELDS)[number]) => {
      const n = v[field];
      return n === null || n === undefined ? null : round2(n);
    };
    const markup = f.markupType === 'percentage' || f.markupType === 'dollar';
    return {
      markupType: f.markupType,
      tiered: markup ? f.tiered : false,
      markupValue: markup && !f.tiered ? keep('markupValue') : null,
      unitMarkupValue: markup && f.tiered ? keep('unitMarkupValue') : null,
      semiAnnualMarkupValue: markup && f.tiered ? keep('semiAnnualMarkupValue') : null,
      annualMarkupValue: markup && f.tiered ? keep('annualMarkupValue') : null,
      minBaseUnitPrice: keep('minBaseUnitPrice'),
      minBaseSemiAnnualPrice: keep('minBaseSemiAnnualPrice'),
      minBaseAnnualPrice: keep('minBaseAnnualPrice'),
    } satisfies StrategyValues;
  });
