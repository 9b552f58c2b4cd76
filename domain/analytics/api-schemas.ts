import { z } from 'zod';
import { analysisJobView } from '../analysis-jobs/api-schemas';
import { pageWindow } from '../shared/paging';

/** The analytics export routes' input and output (issue #32; spec-free routes, D-729). */
export const requestAnalyticsExportInput = z.object({}).strict();
export const requestAnalyticsExportReply = z.object({ jobId: z.string(), label: z.string(), scope: z.string(), position: z.number().int() });

export const analyticsExportView = analysisJobView.extend({
  /** `all`, or `practice-<pseudonym>`: the export folder the analysis engine reads. */
  scope: z.string(),
  /** Events exported by the run, when it finished. */
  events: z.number().int().nullable(),
  /** Parquet files written or rewritten by the run, when it finished. */
  files: z.number().int().nullable(),
});
export type AnalyticsExportView = z.infer<typeof analyticsExportView>;

export const ANALYTICS_EXPORTS_DEFAULT_LIMIT = 20;
export const listAnalyticsExportsInput = z.object({ ...pageWindow(ANALYTICS_EXPORTS_DEFAULT_LIMIT, { maxLimit: 100, maxOffset: 10_000 }) });
export const listAnalyticsExportsReply = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  exports: z.array(analyticsExportView),
});
