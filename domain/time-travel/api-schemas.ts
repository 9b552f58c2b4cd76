import { z } from 'zod';
import { analysisJobView } from '../analysis-jobs/api-schemas';
import { GRANULARITIES, orderStatusRow, snapshotRef } from '../reports/api-schemas';
import { pageWindow } from '../shared/paging';
import { type FigureChange } from './compare-figures';
import { TIME_TRAVEL_MESSAGES } from './messages';
import { isRealDay, isTimeOfDay } from './snapshot-moment';

/**
 * Time travel's API contract (issue #32): ask for the reports as of a moment, list the
 * practice's snapshots with their build progress, delete one, and compare one with today.
 */

/** POST /api/time-travel/snapshots/request: a day and an optional time on the practice's clock. */
export const requestReportSnapshotInput = z.object({
  asOfDate: z
    .string({ error: TIME_TRAVEL_MESSAGES.dateRequired })
    .trim()
    .min(1, TIME_TRAVEL_MESSAGES.dateRequired)
    .refine(isRealDay, TIME_TRAVEL_MESSAGES.dateInvalid)
    .describe('YYYY-MM-DD on the practice’s clock'),
  asOfTime: z
    .string()
    .trim()
    .nullable()
    .optional()
    .refine((t) => !t || isTimeOfDay(t), TIME_TRAVEL_MESSAGES.timeInvalid)
    .describe('HH:MM (24-hour) on the practice’s clock; empty = the end of the day'),
});
export type RequestReportSnapshotInput = z.input<typeof requestReportSnapshotInput>;

export const requestReportSnapshotReply = z.object({
  jobId: z.string(),
  snapshotId: z.string(),
  /** The cutoff instant (ISO, UTC). */
  asOf: z.string(),
  label: z.string(),
  position: z.number().int(),
});
export type RequestReportSnapshotReply = z.infer<typeof requestReportSnapshotReply>;

/** A snapshot of the practice, with its job's state and progress. */
export const reportSnapshotView = analysisJobView.extend({
  snapshotId: z.string(),
  /** The cutoff instant (ISO, UTC); the label shows it on the practice's clock. */
  asOf: z.string(),
  /** Events replayed into it (when ready). */
  eventsApplied: z.number().int().nullable(),
});
export type ReportSnapshotView = z.infer<typeof reportSnapshotView>;

export const REPORT_SNAPSHOTS_DEFAULT_LIMIT = 20;
export const listReportSnapshotsInput = z.object({ ...pageWindow(REPORT_SNAPSHOTS_DEFAULT_LIMIT, { maxLimit: 100, maxOffset: 10_000 }) });

export const listReportSnapshotsReply = z.object({
  /** The practice's clock (its first location's time zone), and where the log's history starts (ISO; null when empty). */
  timeZone: z.string(),
  earliest: z.string().nullable(),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  snapshots: z.array(reportSnapshotView),
});
export type ListReportSnapshotsReply = z.infer<typeof listReportSnapshotsReply>;

// ---- comparisons ----

const figureChangeSchema = z.object({ then: z.number(), now: z.number(), change: z.number() }) satisfies z.ZodType<FigureChange>;
function changesOf<K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((k) => [k, figureChangeSchema])) as Record<K, typeof figureChangeSchema>);
}

/** The dashboard's figures compared (summary, periods, locations, staff). */
export const SALES_COMPARE_FIGURES = ['orders', 'boxes', 'units', 'netSalesCents', 'discountCents', 'insuranceCents', 'costCents', 'marginCents', 'averageOrderValueCents'] as const;
/** A brand's or manufacturer's own lines compared. */
export const LINE_COMPARE_FIGURES = ['orders', 'boxes', 'units', 'salesCents', 'costCents'] as const;
/** The order-status report's totals compared. */
export const TOTAL_COMPARE_FIGURES = ['orders', 'boxes', 'units', 'subTotalCents', 'discountCents', 'insuranceCents', 'shippingCents', 'taxCents', 'totalCents'] as const;

const salesChanges = changesOf(SALES_COMPARE_FIGURES);
const lineChanges = changesOf(LINE_COMPARE_FIGURES);
const compared = <S extends z.ZodRawShape, F extends z.ZodType>(shape: S, figures: F) => z.object({ ...shape, changed: z.boolean(), figures });

/** The snapshot compared, with its moment in words on the practice's clock ("As of 10/01/2026 3:30 PM"). */
const comparedSnapshotRef = snapshotRef.unwrap().extend({ label: z.string() });

export const compareSalesReply = z.object({
  snapshot: comparedSnapshotRef,
  from: z.string(),
  to: z.string(),
  granularity: z.enum(GRANULARITIES),
  summary: salesChanges,
  series: z.array(compared({ period: z.string(), periodEnd: z.string() }, salesChanges)),
  byBrand: z.array(compared({ brandId: z.string(), name: z.string() }, lineChanges)),
  byManufacturer: z.array(compared({ manufacturerId: z.string(), name: z.string() }, lineChanges)),
  byLocation: z.array(compared({ locationId: z.string(), name: z.string() }, salesChanges)),
  byStaff: z.array(compared({ accountNumber: z.string().nullable(), name: z.string(), group: z.string() }, salesChanges)),
});
export type CompareSalesReply = z.infer<typeof compareSalesReply>;

/** A snapshot's order beside the same order today (null: gone) and the fields that differ. */
export const comparedOrderRow = z.object({
  then: orderStatusRow,
  now: orderStatusRow.nullable(),
  changed: z.array(z.string()),
});
export type ComparedOrderRow = z.infer<typeof comparedOrderRow>;

export const compareOrderStatusReply = z.object({
  snapshot: comparedSnapshotRef,
  /** The order days compared (local days; `to` defaults to the snapshot's own day, so "now" covers the same dates). */
  from: z.string().nullable(),
  to: z.string(),
  /** Orders of the snapshot matching the filters (the rows page through these). */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  totals: changesOf(TOTAL_COMPARE_FIGURES),
  rows: z.array(comparedOrderRow),
});
export type CompareOrderStatusReply = z.infer<typeof compareOrderStatusReply>;
