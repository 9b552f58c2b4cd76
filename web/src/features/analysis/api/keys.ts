/** Query keys of the Analysis screen (issue #32); only the queryOptions factories use them. */
export const analysisKeys = {
  all: ['analysis'] as const,
  tables: () => [...analysisKeys.all, 'tables'] as const,
  run: (sql: string, offset: number, limit: number, runId: number) => [...analysisKeys.all, 'run', { sql, offset, limit, runId }] as const,
  saved: () => [...analysisKeys.all, 'saved'] as const,
  starters: () => [...analysisKeys.all, 'starters'] as const,
  exports: () => [...analysisKeys.all, 'exports'] as const,
};
