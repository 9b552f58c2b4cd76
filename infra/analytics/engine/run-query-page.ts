import { DomainError } from '../../../domain/shared/errors';
import { ANALYSIS_MESSAGES, QUERY_ROW_CAP } from '../../../domain/analysis/messages';
import { type Cell, chunkCells, isNumericType } from './cell-values';
import type { EngineColumn, Sandbox } from './open-sandbox';
import { prepareReadOnly } from './prepare-read-only';
import { withTimedConnection } from './timed-query';

export interface QueryPage {
  columns: (EngineColumn & { numeric: boolean })[];
  rows: Cell[][];
  offset: number;
  limit: number;
  /** The result's row count when counted to the end (up to the cap, within the time left); else null. */
  total: number | null;
  /** Rows exist past this page. */
  more: boolean;
  /** The result has more rows than the cap: only the first `rowCap` can be browsed or downloaded. */
  capped: boolean;
  rowCap: number;
  elapsedMs: number;
}

/**
 * One page of a read-only query (issue #32): the statement streams, the rows before the page are
 * skipped, the page's rows converted; then the rest is counted (not converted) up to the row cap
 * while no more than half the time limit has passed, for "rows 1–50 of 1,234" — or "more". A page
 * starting past the cap is refused with the cap's message. Paging reads from the start each
 * time: no server-side cursor outlives a request.
 */
export async function runQueryPage(sandbox: Sandbox, sql: string, page: { offset: number; limit: number }): Promise<QueryPage> {
  const cap = sandbox.limits.rowCap;
  if (page.offset >= cap) throw new DomainError('validation', QUERY_ROW_CAP, ANALYSIS_MESSAGES.pageBeyondCap(cap));
  const end = Math.min(page.offset + page.limit, cap);
  const started = Date.now();
  return withTimedConnection(sandbox, async ({ connection, remainingMs }) => {
    const prepared = await prepareReadOnly(connection, sql);
    const result = await prepared.stream();
    const types = result.columnTypes();
    const numeric = types.map(isNumericType);
    const columns = result.deduplicatedColumnNames().map((name, i) => ({ name, type: String(types[i]), numeric: numeric[i] ?? false }));
    const rows: Cell[][] = [];
    const countUntil = Date.now() + remainingMs() / 2;
    let seen = 0;
    let finished = false;
    for (;;) {
      const chunk = await result.fetchChunk();
      if (!chunk || chunk.rowCount === 0) {
        finished = true;
        break;
      }
      const from = Math.max(0, page.offset - seen);
      const to = Math.min(chunk.rowCount, end - seen);
      if (to > from) rows.push(...chunkCells(chunk, numeric, from, to));
      seen += chunk.rowCount;
      if (seen > cap) break;
      if (seen >= end && Date.now() > countUntil) break;
    }
    const capped = seen > cap;
    return {
      columns,
      rows,
      offset: page.offset,
      limit: page.limit,
      total: finished ? seen : null,
      more: finished ? seen > end : true,
      capped,
      rowCap: cap,
      elapsedMs: Date.now() - started,
    };
  });
}
