import { z } from 'zod';
import { DomainError } from '../shared/errors';
import type { StrategyView } from './api-schemas';
import { MARKUP_TYPES, type MarkupType, type PricingEvent, type PricingStrategy, sameValue } from './events';
import { centsToDollars, dollarsToCents, parseAmount } from './money';
import type { PricingState } from './pricing-decider';
import { MINIMUM_FIELDS, strategyIssues, type StrategyValues, VALUE_FIELDS } from './pricing-values';
import { type PriceTier, perTier } from './tiers';

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

/** The strategy form's fields as typed (a form that sets a strategy among other things spreads them: the what-if replay's). */
export const strategyFormFields = {
  markupType: z.enum(MARKUP_TYPES),
  tiered: z.boolean(),
  markupValue: z.string(),
  unitMarkupValue: z.string(),
  semiAnnualMarkupValue: z.string(),
  annualMarkupValue: z.string(),
  minBaseUnitPrice: z.string(),
  minBaseSemiAnnualPrice: z.string(),
  minBaseAnnualPrice: z.string(),
};

/** The strategy form's schema: the same rules as the API (strategyIssues), answering the API's values. */
export const strategyForm = z
  .object(strategyFormFields)
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
