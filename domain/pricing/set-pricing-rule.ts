import { z } from 'zod';
import { DomainError } from '../shared/errors';
import {
  FAVORITES_SCOPE_ID,
  PRICING_SCOPES,
  PRODUCT_TYPES,
  type PricingEvent,
  type PricingRule,
  type PricingScope,
  RULE_TYPES,
  type RuleType,
  ruleKey,
  sameValue,
} from './events';
import { MAX_PRICE_CENTS, PRICING_MESSAGES } from './messages';
import { centsToDollars, dollarsToCents, formatMoney, hasTwoDecimalsAtMost, parseAmount } from './money';
import type { PricingState } from './pricing-decider';
import { type FieldIssue, markupIssue, VALUE_FIELDS } from './update-strategy';
import { PRICE_TIERS, type PriceTier, perTier } from './tiers';

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

const amount = z.number().nullable().optional();

export const setPricingRuleInput = z
  .object({
    locationId: z.string().trim().min(1).max(80).optional(),
    scope: z.enum(PRICING_SCOPES, { error: 'Choose product, brand, productType, manufacturer or favorites.' }),
    /** productId, brand recordId, lens type, manufacturerId; not used for favorites. */
    scopeId: z.string().trim().min(1).max(80).optional(),
    markupType: z.enum(RULE_MARKUP_TYPES, { error: 'Choose percentage, dollar, price or none.' }),
    tiered: z.boolean().default(false),
    markupValue: amount,
    unitMarkupValue: amount,
    semiAnnualMarkupValue: amount,
    annualMarkupValue: amount,
  })
  .superRefine((v, ctx) => {
    for (const issue of ruleIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type SetPricingRuleInput = z.infer<typeof setPricingRuleInput>;

export const scopeIdOf = (v: Pick<RuleValues, 'scope' | 'scopeId'>): string => (v.scope === 'favorites' ? FAVORITES_SCOPE_ID : (v.scopeId ?? ''));

const round2 = (n: number) => Math.round(n * 100) / 100;

/** API values → the stored rule (null for markupType none). */
export function toStoredRule(v: RuleValues): PricingRule | null {
  if (v.markupType === 'none') return null;
  const type: RuleType = v.markupType;
  const raw = (tier: PriceTier): number => (v.tiered ? v[VALUE_FIELDS[tier]] : v.markupValue) ?? 0;
  return {
    scope: v.scope,
    scopeId: scopeIdOf(v),
    ruleType: type,
    tiered: v.tiered,
    values: perTier((tier) => (type === 'percentage' ? round2(raw(tier)) : dollarsToCents(raw(tier)))),
  };
}

export const ruleView = z.object({
  scope: z.enum(PRICING_SCOPES),
  scopeId: z.string(),
  markupType: z.enum(RULE_TYPES),
  tiered: z.boolean(),
  markupValue: z.number().nullable(),
  unitMarkupValue: z.number(),
  semiAnnualMarkupValue: z.number(),
  annualMarkupValue: z.number(),
});
export type RuleView = z.infer<typeof ruleView>;

export function toRuleView(r: PricingRule): RuleView {
  const shown = (tier: PriceTier) => (r.ruleType === 'percentage' ? r.values[tier] : centsToDollars(r.values[tier]));
  return {
    scope: r.scope,
    scopeId: r.scopeId,
    markupType: r.ruleType,
    tiered: r.tiered,
    markupValue: r.tiered ? null : shown('single'),
    unitMarkupValue: shown('single'),
    semiAnnualMarkupValue: shown('semiAnnual'),
    annualMarkupValue: shown('annual'),
  };
}

/**
 * Sets or removes a rule. An explicit price must not be below the product's cost (`costCents`,
 * the catalog's box price); the same rule again, or removing a rule that is not there, records nothing.
 */
export function decideSetPricingRule(
  cmd: { locationId: string; practiceId: string; scope: PricingScope; scopeId: string; rule: PricingRule | null; costCents?: number },
  state: PricingState,
): PricingEvent[] {
  const key = ruleKey(cmd.scope, cmd.scopeId);
  const current = state.rules[key];
  if (!cmd.rule) {
    if (!current) return [];
    return [{ type: 'PricingRuleCleared', data: { locationId: cmd.locationId, practiceId: cmd.practiceId, scope: cmd.scope, scopeId: cmd.scopeId } }];
  }
  const rule = cmd.rule;
  if (rule.ruleType === 'price') {
    if (rule.scope !== 'product') throw new DomainError('validation', 'PRICE_ONLY_FOR_PRODUCTS', PRICING_MESSAGES.priceOnlyForProducts);
    if (cmd.costCents === undefined) throw new DomainError('not_found', 'PRODUCT_NOT_FOUND', PRICING_MESSAGES.productNotFound);
    for (const tier of PRICE_TIERS) {
      if (rule.values[tier] < cmd.costCents) throw new DomainError('validation', 'PRICE_BELOW_COST', PRICING_MESSAGES.priceBelowCost(formatMoney(cmd.costCents)));
    }
  }
  if (current && sameValue(current, rule)) return [];
  return [{ type: 'PricingRuleSet', data: { locationId: cmd.locationId, practiceId: cmd.practiceId, rule } }];
}

// ---- the browser's rule dialog: what the user types (percentages as x) ----

export interface RuleFormValues {
  markupType: RuleMarkupType;
  tiered: boolean;
  markupValue: string;
  unitMarkupValue: string;
  semiAnnualMarkupValue: string;
  annualMarkupValue: string;
}

const RULE_VALUE_FIELDS = ['markupValue', 'unitMarkupValue', 'semiAnnualMarkupValue', 'annualMarkupValue'] as const;

function ruleFormNumbers(f: RuleFormValues): Pick<RuleValues, (typeof RULE_VALUE_FIELDS)[number]> {
  const out: Pick<RuleValues, (typeof RULE_VALUE_FIELDS)[number]> = {};
  for (const field of RULE_VALUE_FIELDS) {
    const n = parseAmount(f[field]);
    out[field] = n !== null && f.markupType === 'percentage' ? n + 100 : n;
  }
  return out;
}

/** The rule dialog's schema for one scope: the same rules as the API, answering the API's values. */
export function ruleForm(scope: PricingScope, scopeId: string) {
  return z
    .object({
      markupType: z.enum(RULE_MARKUP_TYPES),
      tiered: z.boolean(),
      markupValue: z.string(),
      unitMarkupValue: z.string(),
      semiAnnualMarkupValue: z.string(),
      annualMarkupValue: z.string(),
    })
    .superRefine((f, ctx) => {
      const numbers = ruleFormNumbers(f);
      const relevant: readonly string[] = f.markupType === 'none' ? [] : f.tiered ? Object.values(VALUE_FIELDS) : ['markupValue'];
      const notNumbers = new Set<string>();
      for (const field of RULE_VALUE_FIELDS) {
        if (relevant.includes(field) && Number.isNaN(numbers[field])) {
          notNumbers.add(field);
          ctx.addIssue({ code: 'custom', path: [field], message: 'Enter a number.' });
        }
      }
      for (const issue of ruleIssues({ scope, scopeId, markupType: f.markupType, tiered: f.tiered, ...numbers })) {
        if (!notNumbers.has(issue.path)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    })
    .transform((f) => {
      const n = ruleFormNumbers(f);
      const keep = (field: (typeof RULE_VALUE_FIELDS)[number]) => {
        const v = n[field];
        return v === null || v === undefined ? null : round2(v);
      };
      const has = f.markupType !== 'none';
      return {
        scope,
        scopeId,
        markupType: f.markupType,
        tiered: has ? f.tiered : false,
        markupValue: has && !f.tiered ? keep('markupValue') : null,
        unitMarkupValue: has && f.tiered ? keep('unitMarkupValue') : null,
        semiAnnualMarkupValue: has && f.tiered ? keep('semiAnnualMarkupValue') : null,
        annualMarkupValue: has && f.tiered ? keep('annualMarkupValue') : null,
      } satisfies RuleValues;
    });
}

/** A stored rule's view → dialog text (100 subtracted from percentages). */
export function ruleFormValuesOf(view: RuleView | null): RuleFormValues {
  if (!view) return { markupType: 'percentage', tiered: false, markupValue: '', unitMarkupValue: '', semiAnnualMarkupValue: '', annualMarkupValue: '' };
  const text = (n: number | null) => (n === null ? '' : view.markupType === 'percentage' ? String(round2(n - 100)) : n.toFixed(2));
  return {
    markupType: view.markupType,
    tiered: view.tiered,
    markupValue: text(view.markupValue ?? view.unitMarkupValue),
    unitMarkupValue: text(view.unitMarkupValue),
    semiAnnualMarkupValue: text(view.semiAnnualMarkupValue),
    annualMarkupValue: text(view.annualMarkupValue),
  };
}
