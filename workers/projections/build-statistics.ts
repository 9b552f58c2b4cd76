import type { SqlClient } from '../../infra/db/sql-client';

/**
 * Planner statistics for a table a rebuild has just loaded, before it is swapped in (D-661).
 *
 * Only the columns its indexes use (keys, expressions' columns, partial predicates): every read
 * query filters and orders through an index, so those are the statistics its plans need at the
 * swap. ANALYZE with a column list does not reset the table's count of changes since the last
 * ANALYZE, so autovacuum analyses every column on its next round (the load counts as that many
 * inserts). A table with an expression index gets a full ANALYZE: only that one computes the
 * expressions' statistics. `frozen`: written by one frozen COPY, so there is nothing to vacuum.
 */
export async function analyzeBuiltTable(sql: SqlClient, table: string, frozen: boolean): Promise<void> {
  const { rows } = await sql.query<{ column: string; expressions: boolean }>(
    // Key columns from pg_index (a constraint's index records its columns on the constraint), the
    // columns of expressions and predicates from the index's dependencies.
    `SELECT a.attname AS column, false AS expressions
       FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
      WHERE i.indrelid = $1::regclass AND a.attnum > 0
     UNION
     SELECT a.attname, false
       FROM pg_depend d
       JOIN pg_index i ON i.indexrelid = d.objid
       JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
      WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
        AND d.refobjid = $1::regclass AND d.refobjsubid > 0
     UNION
     SELECT NULL, true FROM pg_index WHERE indrelid = $1::regclass AND indexprs IS NOT NULL`,
    [table],
  );
  const columns = rows.some((r) => r.expressions) ? [] : rows.map((r) => `"${r.column.replace(/"/g, '""')}"`);
  const list = columns.length > 0 ? ` (${columns.join(', ')})` : '';
  await sql.exec(`${frozen ? 'ANALYZE' : 'VACUUM (ANALYZE)'} ${table}${list}`);
}
