import { z } from 'zod';
import type { PricingRuleInput } from '../pricing/api-schemas';
import { SUGGESTED_STRATEGY } from '../pricing/events';
import { strategyForm, strategyFormFields, strategyFormValuesOf, type StrategyFormValues, toStrategyView } from '../pricing/update-strategy';
import { WHAT_IF_MESSAGES } from './messages';
import { isMonth } from './scenario';

/**
 * The what-if form of the browser (issue #32): the period, the locations, and the alternative
 * pricing with the pricing screens' own fields and rules (strategyForm), answering the API's
 * request (requestWhatIfInput). The API checks the rest (a period that has begun, 36 months at most).
 */
export interface WhatIfFormValues extends StrategyFormValues {
  name: string;
  fromMonth: string;
  toMonth: string;
  /** Empty: every location. */
  locationIds: string[];
  /** Custom rules in the API's form (percentages 100 + x), each checked by the rule form when added. */
  rules: PricingRuleInput[];
}

const STRATEGY_KEYS = Object.keys(strategyFormFields) as (keyof typeof strategyFormFields)[];
const strategyPart = (f: WhatIfFormValues): StrategyFormValues => Object.fromEntries(STRATEGY_KEYS.map((k) => [k, f[k]])) as unknown as StrategyFormValues;
const month = z.string().refine(isMonth, WHAT_IF_MESSAGES.monthInvalid);

export const whatIfForm = z
  .object({
    name: z.string().max(80, WHAT_IF_MESSAGES.nameTooLong),
    fromMonth: month,
    toMonth: month,
    locationIds: z.array(z.string()),
    rules: z.array(z.custom<PricingRuleInput>()),
    ...strategyFormFields,
  })
  .superRefine((f, ctx) => {
    if (isMonth(f.fromMonth) && isMonth(f.toMonth) && f.fromMonth > f.toMonth) ctx.addIssue({ code: 'custom', path: ['toMonth'], message: WHAT_IF_MESSAGES.fromAfterTo });
    const strategy = strategyForm.safeParse(strategyPart(f));
    if (!strategy.success) for (const issue of strategy.error.issues) ctx.addIssue({ code: 'custom', path: issue.path as (string | number)[], message: issue.message });
  })
  .transform((f) => ({
    ...(f.name.trim() ? { name: f.name.trim() } : {}),
    fromMonth: f.fromMonth,
    toMonth: f.toMonth,
    ...(f.locationIds.length ? { locationIds: f.locationIds } : {}),
    strategy: strategyForm.parse(strategyPart(f)),
    rules: f.markupType === 'custom' ? f.rules : [],
  }));

/** The form's first values: the last full month alone, every location, a percentage markup to fill in. */
export function whatIfFormDefaults(currentMonth: string): WhatIfFormValues {
  const [y, m] = currentMonth.split('-').map(Number) as [number, number];
  const last = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  // Suggested pricing's empty fields, with Percentage chosen: the usual question is "what if our markup were…".
  return { name: '', fromMonth: last, toMonth: last, locationIds: [], rules: [], ...strategyFormValuesOf(toStrategyView(SUGGESTED_STRATEGY)), markupType: 'percentage' };
}
