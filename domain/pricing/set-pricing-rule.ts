import { z } from 'zod';
import { DomainError } from '../shared/errors';
import type { RuleView } from './api-schemas';
import { FAVORITES_SCOPE_ID, type PricingEvent, type PricingRule, type PricingScope, type RuleType, ruleKey, sameValue } from './events';
import { PRICING_MESSAGES } from './messages';
import { centsToDollars, dollarsToCents, formatMoney, parseAmount } from './money';
import type { PricingState } from './pricing-decider';
import { RULE_MARKUP_TYPES, type RuleMarkupType, ruleIssues, type RuleValues, VALUE_FIELDS } from './pricing-values';
import { PRICE_TIERS, type PriceTier, perTier } from './tiers';

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
