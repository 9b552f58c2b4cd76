/** What users read about analysis jobs (snapshots, what-if replays): the API's messages, shown as they are. */
export const ANALYSIS_JOB_MESSAGES = {
  notFound: 'This no longer exists: it was deleted, or it never did. Refresh the list.',
  deleted: 'This was deleted while it was being built.',
  superseded: 'A newer run of this job took over.',
  notRunning: 'This job is not running.',
  alreadyExists: 'A job with this id already exists.',
} as const;

/** Codes of the refusals a run meets (the worker tells them apart from real failures). */
export const JOB_DELETED = 'ANALYSIS_JOB_DELETED';
export const JOB_SUPERSEDED = 'ANALYSIS_JOB_SUPERSEDED';
export const JOB_NOT_FOUND = 'ANALYSIS_JOB_NOT_FOUND';
