import { z } from 'zod';
import { analysisJobView } from '../analysis-jobs/api-schemas';
import { pricingRuleInput, strategyInput, strategyView } from '../pricing/api-schemas';
import { pageWindow } from '../shared/paging';
import { WHAT_IF_FIGURES } from './figures';
import { WHAT_IF_MESSAGES } from './messages';
import { isMonth } from './scenario';

/**
 * The what-if API's contract (issue #32): run a replay of a past period under another pricing
 * strategy (anything the pricing screens can express: a strategy of any type with its tiers and
 * minimums, and custom rules per product, brand, type, manufacturer or favorites), list the
 * practice's replays, read one, delete one.
 */
const month = z.string({ error: WHAT_IF_MESSAGES.monthInvalid }).trim().refine(isMonth, WHAT_IF_MESSAGES.monthInvalid).describe('YYYY-MM on the practice’s clock');

/** POST /api/what-if/request. */
export const requestWhatIfInput = z.object({
  name: z.string().trim().max(80, WHAT_IF_MESSAGES.nameTooLong).optional(),
  fromMonth: month,
  toMonth: month,
  /** The locations replayed; absent or empty = all of the practice's. */
  locationIds: z.array(z.string().trim().min(1).max(80)).max(50).optional(),
  /** The alternative strategy, in the pricing API's form (percentages 100 + x, dollars per box). */
  strategy: strategyInput,
  /** Custom rules (used when the strategy is custom), in the pricing API's form. */
  rules: z.array(pricingRuleInput).max(200, WHAT_IF_MESSAGES.tooManyRules).default([]),
});
export type RequestWhatIfInput = z.input<typeof requestWhatIfInput>;

export const requestWhatIfReply = z.object({ jobId: z.string(), label: z.string(), position: z.number().int() });
export type RequestWhatIfReply = z.infer<typeof requestWhatIfReply>;

/** A what-if in the practice's list: the job, and what it replays. */
export const whatIfView = analysisJobView.extend({
  name: z.string(),
  fromMonth: z.string(),
  toMonth: z.string(),
  locationIds: z.array(z.string()).nullable(),
  strategy: strategyView,
  ruleCount: z.number().int(),
  description: z.array(z.string()),
});
export type WhatIfView = z.infer<typeof whatIfView>;

export const WHAT_IFS_DEFAULT_LIMIT = 20;
export const listWhatIfsInput = z.object({ ...pageWindow(WHAT_IFS_DEFAULT_LIMIT, { maxLimit: 100, maxOffset: 10_000 }) });
export const listWhatIfsReply = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  whatIfs: z.array(whatIfView),
  /** The practice's locations (the form's choice) and its current month (the latest a period may end). */
  locations: z.array(z.object({ locationId: z.string(), name: z.string() })),
  currentMonth: z.string(),
});
export type ListWhatIfsReply = z.infer<typeof listWhatIfsReply>;

const figures = z.object(Object.fromEntries(WHAT_IF_FIGURES.map((k) => [k, z.number().int()])) as Record<(typeof WHAT_IF_FIGURES)[number], z.ZodNumber>);
const totals = z.object({ orders: z.number().int(), boxes: z.number().int(), asWas: figures, whatIf: figures });

/** GET /api/what-if/result?jobId=: a finished replay's figures (paged rows; the month totals and the grand total whole). */
export const getWhatIfInput = z.object({ jobId: z.string().trim().min(1).max(80), ...pageWindow(100, { maxLimit: 500, maxOffset: 100_000 }) });
export const whatIfResultReply = z.object({
  whatIf: whatIfView,
  months: z.array(z.string()),
  byMonth: z.array(totals.extend({ month: z.string() })),
  totals,
  ordersReplayed: z.number().int(),
  /** Rows per month and brand (all of them: `total`), this page of them. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  rows: z.array(totals.extend({ month: z.string(), brandId: z.string(), brandName: z.string() })),
});
export type WhatIfResultReply = z.infer<typeof whatIfResultReply>;
