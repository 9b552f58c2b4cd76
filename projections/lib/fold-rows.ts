import { type Selectable, sql } from 'kysely';
import type { ReadModels } from '../../infra/read-models/tables';
import { bulkInsert } from './bulk-insert';
import type { ApplyContext } from './projection';

type Table = keyof ReadModels & string;

/**
 * The batch of a one-row-per-entity projection (carts, orders, prescriptions, customers): the rows
 * its events touch are read once (`read` turns a stored row into the working one, e.g. parsing
 * jsonb), `fold` applies every event to them in memory (it looks rows up by key only), then the
 * touched rows are replaced with one DELETE and one multi-row INSERT in key order, so a rebuild of
 * many entities is a few statements per batch and writes the same rows in the same order.
 * During a rebuild (`ctx.replay`) the rows stay in memory across batches and the rebuild writes
 * them once with COPY at the end.
 */
export async function foldRows<T extends Table, Row extends object>(
  ctx: ApplyContext,
  spec: { table: T; key: keyof ReadModels[T] & string; ids: readonly string[]; read: (row: Selectable<ReadModels[T]>) => Row },
  fold: (rows: Map<string, Row>) => void,
): Promise<void> {
  const { trx, schema, replay } = ctx;
  const { table, key, ids, read } = spec;
  const target = sql.table(`${schema}.${table}`);
  const load = async (keys: readonly string[]) => {
    const rows = new Map<string, Row>();
    if (keys.length === 0) return rows;
    const existing = await sql<Selectable<ReadModels[T]>>`SELECT * FROM ${target} WHERE ${sql.ref(key)} IN (${sql.join(keys)})`.execute(trx);
    for (const r of existing.rows) rows.set(String(r[key as keyof Selectable<ReadModels[T]>]), read(r));
    return rows;
  };
  if (replay) {
    fold(await replay.rowsFor(table, key, ids, load));
    return;
  }
  const rows = await load(ids);
  fold(rows);
  if (rows.size === 0) return;
  const touched = [...rows.keys()].sort();
  await sql`DELETE FROM ${target} WHERE ${sql.ref(key)} IN (${sql.join(touched)})`.execute(trx);
  await bulkInsert(trx, schema, table, touched.map((id) => rows.get(id)!), key);
}
