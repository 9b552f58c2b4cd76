import type { SqlConnection } from '../../infra/db/sql-client';
import type { Projection } from '../../projections';
import { assertSchemaName } from './prepare-schema';

/** md5 over every row of every table of a projection, rows in text order: equal ⇔ identical contents. */
export async function projectionChecksum(db: SqlConnection, projection: Projection, schema: string): Promise<string> {
  assertSchemaName(schema);
  const parts: string[] = [];
  for (const t of projection.tables) {
    const { rows } = await db.query<{ sum: string; n: number }>(
      `SELECT md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS sum, count(*) AS n FROM ${schema}.${t} r`,
    );
    parts.push(`${t}:${rows[0]?.n}:${rows[0]?.sum}`);
  }
  return parts.join(' ');
}
