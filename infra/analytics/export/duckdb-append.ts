import { type DuckDBAppender, DuckDBDateValue, DuckDBTimestampTZValue } from '@duckdb/node-api';
import type { DuckDbType } from '../../../domain/analytics/export-tables';

/** One value appended to a DuckDB appender as the column's type (null for anything that does not fit). */
export type AppendCell = (a: DuckDBAppender, v: unknown) => void;

const MS_PER_DAY = 86_400_000;

export function cellAppender(type: DuckDbType): AppendCell {
  switch (type) {
    case 'VARCHAR':
      return (a, v) => (typeof v === 'string' ? a.appendVarchar(v) : a.appendNull());
    case 'BIGINT':
      return (a, v) => (typeof v === 'number' && Number.isFinite(v) ? a.appendBigInt(BigInt(Math.trunc(v))) : a.appendNull());
    case 'INTEGER':
      return (a, v) => (typeof v === 'number' && Number.isFinite(v) ? a.appendInteger(Math.trunc(v)) : a.appendNull());
    case 'SMALLINT':
      return (a, v) => (typeof v === 'number' && Number.isFinite(v) ? a.appendSmallInt(Math.trunc(v)) : a.appendNull());
    case 'DOUBLE':
      return (a, v) => (typeof v === 'number' && Number.isFinite(v) ? a.appendDouble(v) : a.appendNull());
    case 'BOOLEAN':
      return (a, v) => (typeof v === 'boolean' ? a.appendBoolean(v) : a.appendNull());
    case 'TIMESTAMPTZ':
      return (a, v) => (typeof v === 'number' && Number.isFinite(v) ? a.appendTimestampTZ(new DuckDBTimestampTZValue(BigInt(Math.trunc(v)) * 1000n)) : a.appendNull());
    case 'DATE':
      return (a, v) => {
        const ms = typeof v === 'string' ? Date.parse(`${v.slice(0, 10)}T00:00:00Z`) : NaN;
        return Number.isFinite(ms) ? a.appendDate(new DuckDBDateValue(Math.round(ms / MS_PER_DAY))) : a.appendNull();
      };
    case 'VARCHAR[]':
      return (a, v) => (Array.isArray(v) ? a.appendList(v as string[]) : a.appendNull());
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const quoteText = (text: string) => `'${text.replace(/'/g, "''")}'`;
