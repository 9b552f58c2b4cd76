import type { SqlClient, SqlConnection } from '../../infra/db/sql-client';
import { CHECKPOINTS_DDL, readCheckpoint, resetCheckpoint } from '../../infra/read-models/checkpoints';
import type { Projection } from '../../projections';

const SAFE_IDENT = /^[a-z_][a-z0-9_]*$/;

export function assertSchemaName(schema: string): string {
  if (!SAFE_IDENT.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return schema;
}

/**
 * Creates the schema, the checkpoint table, the projection's tables (with their read indexes
 * unless `deferReadIndexes`: a rebuild adds them after its replay) and its checkpoint row.
 * Call inside a transaction: DDL is serialised across processes by a transaction-level advisory
 * lock, because concurrent CREATE … IF NOT EXISTS can still collide in the catalog.
 */
export async function prepareProjection(db: SqlConnection, projection: Projection, schema: string, options: { deferReadIndexes?: boolean } = {}) {
  assertSchemaName(schema);
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('lensloop:ddl'))`);
  await db.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; ${CHECKPOINTS_DDL}`);
  await db.exec(projection.ddl(schema));
  if (!options.deferReadIndexes) await createReadIndexes(db, projection, schema);
  const row = await readCheckpoint(db, schema, projection.name);
  if (!row) await resetCheckpoint(db, schema, projection.name, projection.version);
  return readCheckpoint(db, schema, projection.name);
}

/** The projection's read indexes (see Projection.readIndexes), if it has any, one script after the other. */
export async function createReadIndexes(db: SqlConnection, projection: Projection, schema: string) {
  assertSchemaName(schema);
  for (const script of readIndexScripts(projection, schema)) await db.exec(script);
}

/** The same, the scripts of a list at the same time on connections of their own (a rebuild, before its swap). */
export async function createReadIndexesInParallel(sql: SqlClient, projection: Projection, schema: string) {
  assertSchemaName(schema);
  await Promise.all(readIndexScripts(projection, schema).map((script) => sql.exec(script)));
}

function readIndexScripts(projection: Projection, schema: string): readonly string[] {
  const ddl = projection.readIndexes?.(schema) ?? [];
  return typeof ddl === 'string' ? [ddl] : ddl;
}

export async function dropProjectionTables(db: SqlConnection, projection: Projection, schema: string) {
  assertSchemaName(schema);
  for (const t of [...projection.tables].reverse()) await db.exec(`DROP TABLE IF EXISTS ${schema}.${t} CASCADE`);
}
