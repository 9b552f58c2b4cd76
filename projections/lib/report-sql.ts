import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../../infra/read-models/tables';

/**
 * Set-based writes of the report projections (issue #6): each takes every row of a batch as ONE
 * JSON parameter (`jsonb_populate_recordset` over the table's own row type), so a batch is one
 * statement per table whatever its size. Table and column names are constants of the projections,
 * never input; `schema` was checked by the runner (assertSchemaName).
 */
type Trx = Transaction<ReadModels>;
type Row = Record<string, unknown>;

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid identifier: ${name}`);
  return name;
};
const table = (schema: string, name: string) => sql.raw(`${ident(schema)}.${ident(name)}`);
const list = (names: readonly string[]) => sql.raw(names.map(ident).join(', '));

/** Insert or replace whole rows (every column given) by key. */
export async function upsertRows(trx: Trx, schema: string, name: string, rows: readonly object[], key: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => !key.includes(c));
  await sql`INSERT INTO ${table(schema, name)}
            SELECT * FROM jsonb_populate_recordset(NULL::${table(schema, name)}, ${JSON.stringify(rows)}::jsonb)
            ON CONFLICT (${list(key)}) DO UPDATE SET ${sql.raw(columns.map((c) => `${ident(c)} = excluded.${c}`).join(', '))}`.execute(trx);
}

/**
 * Adds signed deltas to aggregate rows by key (a row that does not exist yet is the delta itself).
 * Rows whose `orders` fall to zero are deleted afterwards, so the table never depends on how the
 * log was cut into batches (a rebuild in one batch never creates them at all).
 */
export async function addDeltas(trx: Trx, schema: string, name: string, rows: readonly Row[], key: readonly string[]): Promise<void> {
  const nonZero = rows.filter((r) => Object.entries(r).some(([c, v]) => !key.includes(c) && v !== 0));
  if (nonZero.length === 0) return;
  const sums = Object.keys(nonZero[0]!).filter((c) => !key.includes(c));
  await sql`INSERT INTO ${table(schema, name)} AS t
            SELECT * FROM jsonb_populate_recordset(NULL::${table(schema, name)}, ${JSON.stringify(nonZero)}::jsonb)
            ON CONFLICT (${list(key)}) DO UPDATE SET ${sql.raw(sums.map((c) => `${ident(c)} = t.${c} + excluded.${c}`).join(', '))}`.execute(trx);
  if (nonZero.some((r) => Number(r.orders) < 0)) {
    await sql`DELETE FROM ${table(schema, name)} WHERE orders = 0`.execute(trx);
  }
}

/** Sets some columns of existing rows, matched by one key column. */
export async function updateColumns(trx: Trx, schema: string, name: string, key: string, rows: readonly Row[], columns: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`UPDATE ${table(schema, name)} AS t SET ${sql.raw(columns.map((c) => `${ident(c)} = v.${c}`).join(', '))}
            FROM jsonb_populate_recordset(NULL::${table(schema, name)}, ${JSON.stringify(rows)}::jsonb) AS v
            WHERE t.${sql.raw(ident(key))} = v.${sql.raw(ident(key))}`.execute(trx);
}

/** Rows of a table whose key is in `ids` (one statement). */
export async function selectByIds<T>(trx: Trx, schema: string, name: string, key: string, ids: readonly string[], where = ''): Promise<T[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<T>`SELECT * FROM ${table(schema, name)} WHERE ${sql.raw(ident(key))} = ANY(${ids}::text[]) ${sql.raw(where)}`.execute(trx);
  return rows;
}

/** jsonb may come back as text from some drivers. */
export const parsedJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
