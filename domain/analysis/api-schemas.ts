import { z } from 'zod';
import { analysisSql, savedQueryName } from './saved-query-name';

/**
 * The contract of the Analysis screen's API (issue #32), shared by the routes and the web's forms.
 * Cells travel as numbers (exact ones), booleans, text or null; other DuckDB values as their text.
 */
export const analysisColumn = z.object({ name: z.string(), type: z.string() });

export const analysisTablesReply = z.object({
  /** An export exists for the caller's scope. */
  exported: z.boolean(),
  tables: z.array(z.object({ name: z.string(), columns: z.array(analysisColumn) })),
  limits: z.object({ timeLimitSeconds: z.number(), rowCap: z.number().int(), pageSizeMax: z.number().int(), sqlMaxChars: z.number().int() }),
});
export type AnalysisTablesReply = z.infer<typeof analysisTablesReply>;

export const PAGE_SIZE_MAX = 500;

export const runQueryInput = z.object({
  sql: analysisSql,
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
});
export type RunQueryInput = z.input<typeof runQueryInput>;

export const analysisCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const runQueryReply = z.object({
  columns: z.array(analysisColumn.extend({ numeric: z.boolean() })),
  rows: z.array(z.array(analysisCell)),
  offset: z.number().int(),
  limit: z.number().int(),
  /** Rows in the whole result when counted to its end; null when only "more" is known. */
  total: z.number().int().nullable(),
  more: z.boolean(),
  /** More rows than the cap: only the first `rowCap` can be browsed or downloaded. */
  capped: z.boolean(),
  rowCap: z.number().int(),
  elapsedMs: z.number(),
});
export type RunQueryReply = z.infer<typeof runQueryReply>;

export const queryCsvInput = z.object({ sql: analysisSql });
/** The CSV file a download answers with (documents the 200). */
export const queryCsvReply = z.string().describe('CSV: a header line, then one line per row (CRLF); at most the row cap’s rows');

export const savedQueryView = z.object({
  savedQueryId: z.string(),
  name: z.string(),
  sql: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedQueryView = z.infer<typeof savedQueryView>;

export const listSavedQueriesReply = z.object({ savedQueries: z.array(savedQueryView) });

export const saveQueryInput = z.object({ name: savedQueryName, sql: analysisSql });
export type SaveQueryInput = z.input<typeof saveQueryInput>;
export const saveQueryReply = z.object({ savedQueryId: z.string(), position: z.union([z.string(), z.number()]) });

export const renameSavedQueryInput = z.object({ savedQueryId: z.string().trim().min(1).max(80), name: savedQueryName });
export const deleteSavedQueryInput = z.object({ savedQueryId: z.string().trim().min(1).max(80) });
export const savedQueryChangeReply = z.object({ savedQueryId: z.string(), position: z.union([z.string(), z.number()]) });

export const starterQueriesReply = z.object({
  starterQueries: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      sql: z.string(),
      chart: z.object({ x: z.string(), y: z.string(), kind: z.enum(['line', 'bar']) }),
    }),
  ),
});
