import type { StrategyInput } from '../pricing/api-schemas';
import { describeStrategy } from '../pricing/describe-strategy';
import type { PricingRule, PricingStrategy } from '../pricing/events';
import { toStoredRule } from '../pricing/set-pricing-rule';
import { toStoredStrategy, toStrategyView } from '../pricing/update-strategy';
import type { PricingRuleInput } from '../pricing/api-schemas';
import { DomainError } from '../shared/errors';
import { monthsBetween } from './figures';
import { INVALID_WHAT_IF, WHAT_IF_MAX_MONTHS, WHAT_IF_MESSAGES } from './messages';
import type { WhatIfScenario } from './replay';

/** What a what-if job carries (stored form: cents, percentages as 100 + x), as the worker reads it back. */
export interface WhatIfParams {
  name: string;
  fromMonth: string;
  toMonth: string;
  /** null: every location of the practice. */
  locationIds: string[] | null;
  strategy: PricingStrategy;
  rules: PricingRule[];
  /** The alternative in words (the list and the result show it). */
  description: string[];
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isMonth = (v: string): boolean => MONTH.test(v);

const refuse = (field: string, message: string) => new DomainError('validation', INVALID_WHAT_IF, message, { field });

/**
 * The period is whole months on the practice's clock, from the first to the last, at most
 * WHAT_IF_MAX_MONTHS long, and already begun (the current month replays what it holds so far).
 */
export function assertWhatIfPeriod(fromMonth: string, toMonth: string, currentMonth: string): void {
  if (fromMonth < '2000-01') throw refuse('fromMonth', WHAT_IF_MESSAGES.tooOld);
  if (fromMonth > toMonth) throw refuse('toMonth', WHAT_IF_MESSAGES.fromAfterTo);
  if (toMonth > currentMonth) throw refuse('toMonth', WHAT_IF_MESSAGES.notPast(`${currentMonth.slice(5)}/${currentMonth.slice(0, 4)}`));
  if (monthsBetween(fromMonth, toMonth).length > WHAT_IF_MAX_MONTHS) throw refuse('fromMonth', WHAT_IF_MESSAGES.periodTooLong(WHAT_IF_MAX_MONTHS));
}

/** The request's alternative pricing in the stored form the calculator reads ('none' rules dropped, later rules replace earlier ones of the same scope). */
export function whatIfPricingOf(strategy: StrategyInput, rules: readonly PricingRuleInput[]): { strategy: PricingStrategy; rules: PricingRule[] } {
  const byKey = new Map<string, PricingRule>();
  for (const r of rules) {
    const stored = toStoredRule(r);
    if (stored) byKey.set(`${stored.scope}:${stored.scopeId}`, stored);
  }
  return { strategy: toStoredStrategy(strategy), rules: [...byKey.values()] };
}

export function whatIfParamsOf(input: { name?: string | undefined; fromMonth: string; toMonth: string; locationIds?: string[] | undefined; strategy: StrategyInput; rules: readonly PricingRuleInput[] }): WhatIfParams {
  const pricing = whatIfPricingOf(input.strategy, input.rules);
  const description = describeStrategy(toStrategyView(pricing.strategy));
  if (pricing.strategy.markupType === 'custom') description.push(pricing.rules.length === 1 ? 'With 1 custom rule.' : `With ${pricing.rules.length} custom rules.`);
  const name = input.name?.trim() || description[0] || 'What-if';
  return { name, fromMonth: input.fromMonth, toMonth: input.toMonth, locationIds: input.locationIds?.length ? [...new Set(input.locationIds)] : null, ...pricing, description };
}

/** A stored job's params read back defensively (null when they are not a what-if's). */
export function whatIfParamsFrom(params: Record<string, unknown>): WhatIfParams | null {
  const p = params as Partial<WhatIfParams>;
  if (typeof p.fromMonth !== 'string' || typeof p.toMonth !== 'string' || !p.strategy || !Array.isArray(p.rules)) return null;
  return {
    name: typeof p.name === 'string' ? p.name : 'What-if',
    fromMonth: p.fromMonth,
    toMonth: p.toMonth,
    locationIds: Array.isArray(p.locationIds) ? p.locationIds : null,
    strategy: p.strategy,
    rules: p.rules,
    description: Array.isArray(p.description) ? p.description : [],
  };
}

export function scenarioOf(practiceId: string, p: WhatIfParams): WhatIfScenario {
  return { practiceId, fromMonth: p.fromMonth, toMonth: p.toMonth, locationIds: p.locationIds, pricing: { strategy: p.strategy, rules: p.rules } };
}

/** "Jan 2026 – Dec 2026". */
export function periodLabel(fromMonth: string, toMonth: string): string {
  const name = (m: string) => `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;
  return fromMonth === toMonth ? name(fromMonth) : `${name(fromMonth)} – ${name(toMonth)}`;
}
