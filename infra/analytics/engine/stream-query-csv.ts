import type { DuckDBDataChunk, DuckDBResult } from '@duckdb/node-api';
import { type Cell, chunkCells, isNumericType } from './cell-values';
import type { Sandbox } from './open-sandbox';
import { prepareReadOnly } from './prepare-read-only';
import { openTimedConnection, type TimedConnection } from './timed-query';

/** How a CSV export ended: the rows written, and whether the cap cut the result short. */
export interface CsvOutcome {
  rows: number;
  capped: boolean;
}

/**
 * A read-only query's result as CSV text (RFC 4180: a header, fields quoted where needed, CRLF),
 * at most `cap` rows. The statement is checked, started and its first chunk fetched before this
 * returns, so a refused or failing query throws here — a 400 before any byte is sent, not a
 * broken download. The time limit covers the whole stream; `onEnd` hears how it ended.
 */
export async function queryCsv(sandbox: Sandbox, sql: string, options: { cap?: number; onEnd?: (outcome: CsvOutcome) => void } = {}): Promise<AsyncGenerator<string>> {
  const cap = options.cap ?? sandbox.limits.rowCap;
  const timed = await openTimedConnection(sandbox);
  let result: DuckDBResult;
  let first: DuckDBDataChunk | null;
  try {
    const prepared = await prepareReadOnly(timed.connection, sql);
    result = await prepared.stream();
    first = await result.fetchChunk();
  } catch (err) {
    timed.close();
    throw timed.errorOf(err);
  }
  return csvLines(timed, result, first, cap, options.onEnd);
}

async function* csvLines(timed: TimedConnection, result: DuckDBResult, first: DuckDBDataChunk | null, cap: number, onEnd?: (outcome: CsvOutcome) => void): AsyncGenerator<string> {
  try {
    const numeric = result.columnTypes().map(isNumericType);
    yield `${result.deduplicatedColumnNames().map(csvField).join(',')}\r\n`;
    let written = 0;
    let chunk = first;
    while (chunk && chunk.rowCount > 0) {
      const take = Math.min(chunk.rowCount, cap - written);
      if (take > 0) yield chunkCells(chunk, numeric, 0, take).map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
      written += take;
      if (take < chunk.rowCount) {
        onEnd?.({ rows: written, capped: true });
        return;
      }
      try {
        chunk = await result.fetchChunk();
      } catch (err) {
        throw timed.errorOf(err);
      }
    }
    onEnd?.({ rows: written, capped: false });
  } finally {
    timed.close();
  }
}

/** One CSV field: quoted when it holds a comma, quote or line break; text that a spreadsheet would run as a formula gets a leading '. */
export function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell !== 'string') return String(cell);
  const safe = /^[=+\-@\t\r]/.test(cell) && !/^[-+]?\d/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
