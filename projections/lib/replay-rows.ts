import { copyTextChunks } from '../../infra/db/copy-text';
import type { SqlClient } from '../../infra/db/sql-client';

interface BufferedTable {
  key: string;
  /** Working rows by key, as the projection's fold keeps them. */
  rows: Map<string, object>;
  /** Keys whose row is (also) in the table already, to be replaced at the next flush. */
  stored: Set<string>;
  /** The table has had rows written (a flush happened), so a key not buffered may be there. */
  spilled: boolean;
}

/**
 * The rows of a rebuild's one-row-per-entity tables (those written through `foldRows`), kept in
 * memory across batches while the log is replayed, then written once with COPY (issue #19: a
 * rebuild at bulk-load speed). Rows reach the table in key order, as `foldRows` writes them, so a
 * rebuild gives the same rows either way. Past `maxRows` the rebuild flushes early; from then on
 * a key not in memory is looked up in the table, and replaced there at the next flush.
 */
export class ReplayRows {
  private readonly tables = new Map<string, BufferedTable>();

  constructor(readonly maxRows = 250_000) {}

  /** Tables whose every row the rebuild wrote in one frozen COPY: VACUUM has nothing to do there, ANALYZE does. */
  readonly frozen = new Set<string>();

  /** How many rows are held in memory. */
  get size(): number {
    let n = 0;
    for (const t of this.tables.values()) n += t.rows.size;
    return n;
  }

  /**
   * The buffered rows of `table` with those of `ids` loaded: the map a fold works on.
   * `load` reads the given keys' stored rows (only called after a flush).
   */
  async rowsFor<Row extends object>(table: string, key: string, ids: readonly string[], load: (missing: string[]) => Promise<Map<string, Row>>): Promise<Map<string, Row>> {
    let t = this.tables.get(table);
    if (!t) this.tables.set(table, (t = { key, rows: new Map(), stored: new Set(), spilled: false }));
    const rows = t.rows as Map<string, Row>;
    if (t.spilled) {
      const missing = ids.filter((id) => !rows.has(id));
      if (missing.length > 0) {
        for (const [id, row] of await load(missing)) {
          rows.set(id, row);
          t.stored.add(id);
        }
      }
    }
    return rows;
  }

  /** Writes every buffered row into `schema` (replacing stored ones) with COPY, and empties the buffer. */
  async flush(sql: SqlClient, schema: string): Promise<void> {
    for (const [table, t] of this.tables) {
      const target = `${schema}.${table}`;
      if (t.stored.size > 0) await sql.query(`DELETE FROM ${target} WHERE ${t.key} = ANY($1::text[])`, [[...t.stored]]);
      if (t.rows.size > 0) {
        const columns = await columnsOf(sql, schema, table);
        const keys = [...t.rows.keys()].sort();
        const rows = (function* () {
          for (const k of keys) yield t.rows.get(k) as Record<string, unknown>;
        })();
        // The first write fills the empty build table: written frozen, nothing for VACUUM to do.
        await sql.copyFrom(target, columns, copyTextChunks(rows, columns), { replace: !t.spilled });
        if (t.spilled) this.frozen.delete(table);
        else this.frozen.add(table);
      }
      t.rows.clear();
      t.stored.clear();
      t.spilled = true;
    }
  }
}

async function columnsOf(sql: SqlClient, schema: string, table: string): Promise<string[]> {
  const { rows } = await sql.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = ($1 || '.' || $2)::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
    [schema, table],
  );
  return rows.map((r) => r.name);
}
