import { type DuckDBDataChunk, type DuckDBType, DuckDBTypeId, JsonDuckDBValueConverter } from '@duckdb/node-api';

/** One result cell as the API sends it: numbers as numbers where exact, everything else as text. */
export type Cell = string | number | boolean | null;

const NUMERIC = new Set<DuckDBTypeId>([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DECIMAL,
]);

/** Is this column's type a number (the chart's y axis may use it)? */
export function isNumericType(type: DuckDBType): boolean {
  return NUMERIC.has(type.typeId);
}

/** A chunk's rows as cells: DuckDB's JSON conversion, then numbers that fit a double exactly as numbers. */
export function chunkCells(chunk: DuckDBDataChunk, numeric: readonly boolean[], from = 0, to = chunk.rowCount): Cell[][] {
  const rows = chunk.convertRows(JsonDuckDBValueConverter);
  const out: Cell[][] = [];
  for (let r = from; r < to; r++) {
    const row = rows[r] ?? [];
    out.push(row.map((value, c) => cellOf(value, numeric[c] ?? false)));
  }
  return out;
}

function cellOf(value: unknown, numeric: boolean): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if (numeric) {
      const n = Number(value);
      if (Number.isFinite(n) && (Number.isSafeInteger(n) || !/^-?\d+$/.test(value))) return n;
    }
    return value;
  }
  return JSON.stringify(value);
}
