import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../../infra/read-models/tables';

/**
 * Inserts many rows in one statement with a single JSON parameter
 * (`jsonb_populate_recordset`): one round trip and no 65,535-parameter limit, and far less
 * work than a VALUES list with a placeholder per cell. Rows must carry every column
 * (missing keys become NULL, not the column default).
 */
export async function bulkInsert<T extends keyof ReadModels & string>(
  trx: Transaction<ReadModels>,
  schema: string,
  table: T,
  rows: readonly object[],
  conflictColumn: string,
): Promise<void> {
  if (rows.length === 0) return;
  const target = sql.table(`${schema}.${table}`);
  await sql`INSERT INTO ${target}
            SELECT * FROM jsonb_populate_recordset(NULL::${target}, ${JSON.stringify(rows)}::jsonb)
            ON CONFLICT (${sql.ref(conflictColumn)}) DO NOTHING`.execute(trx);
}
