import { z } from 'zod';
import { ANALYSIS_JOB_KINDS } from './events';

/**
 * How the screens see an analysis job (issue #32): its state, who asked, and the live progress of
 * its current run. Shared by the time-travel and what-if replies.
 */
export const ANALYSIS_JOB_STATUSES = ['waiting', 'running', 'ready', 'failed'] as const;
export type AnalysisJobViewStatus = (typeof ANALYSIS_JOB_STATUSES)[number];

export const jobProgressView = z.object({
  attempt: z.number().int(),
  done: z.number().int(),
  total: z.number().int(),
  ratePerSecond: z.number(),
  etaSeconds: z.number(),
  /** ISO instant of the last progress report, null before the first. */
  updatedAt: z.string().nullable(),
});
export type JobProgressView = z.infer<typeof jobProgressView>;

export const analysisJobView = z.object({
  jobId: z.string(),
  kind: z.enum(ANALYSIS_JOB_KINDS),
  status: z.enum(ANALYSIS_JOB_STATUSES),
  label: z.string(),
  requestedAt: z.string(),
  /** Who asked (a member of the practice): their account number and name. */
  requestedBy: z.object({ accountNumber: z.string(), name: z.string() }),
  progress: jobProgressView,
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Seconds the successful run took. */
  seconds: z.number().nullable(),
  failedReason: z.string().nullable(),
});
export type AnalysisJobView = z.infer<typeof analysisJobView>;

/** Deleting a job (a snapshot, a what-if): by its id. */
export const deleteAnalysisJobInput = z.object({ jobId: z.string().trim().min(1, 'Choose what to delete.').max(80) });
export const deleteAnalysisJobReply = z.object({ jobId: z.string(), deleted: z.literal(true), position: z.number().int() });
export type DeleteAnalysisJobReply = z.infer<typeof deleteAnalysisJobReply>;

/** A job's id in a query string. */
export const jobIdInput = z.object({ jobId: z.string().trim().min(1).max(80) });
