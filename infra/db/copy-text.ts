/**
 * Rows in PostgreSQL's COPY text format (tab-separated, `\N` for NULL, backslash escapes), in
 * chunks of about `chunkBytes` for streaming. Objects and arrays go as JSON (jsonb columns);
 * a key missing from a row is NULL, as in `jsonb_populate_recordset`.
 */
export function* copyTextChunks(rows: Iterable<Record<string, unknown>>, columns: readonly string[], chunkBytes = 256 * 1024): Generator<string> {
  let chunk = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < columns.length; i++) {
      if (i > 0) line += '\t';
      line += copyField(row[columns[i]!]);
    }
    chunk += line + '\n';
    if (chunk.length >= chunkBytes) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

const SPECIAL = /[\\\n\r\t]/;

export function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return SPECIAL.test(text) ? text.replace(/[\\\n\r\t]/g, escapeChar) : text;
}

function escapeChar(c: string): string {
  return c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t';
}

/** `COPY table (columns) FROM source [WITH (FREEZE)]`: the statement both database clients send. */
export function copyStatement(table: string, columns: readonly string[], source: string, freeze = false): string {
  const list = columns.map((col) => `"${col.replace(/"/g, '""')}"`).join(', ');
  return `COPY ${table} (${list}) FROM ${source}${freeze ? ' WITH (FREEZE)' : ''}`;
}
