import { type DuckDBConnection, type DuckDBPreparedStatement, StatementType } from '@duckdb/node-api';
import { DomainError } from '../../../domain/shared/errors';
import { ANALYSIS_MESSAGES, QUERY_INVALID } from '../../../domain/analysis/messages';

/**
 * Lets DuckDB's own parser decide what the text is (no regex), in three steps:
 *
 * 1. `extractStatements` (parse only): exactly one statement;
 * 2. `json_serialize_sql` (parse only, no binding): DuckDB serialises SELECTs only — plain, WITH,
 *    VALUES, FROM-first, SUMMARIZE, DESCRIBE, SHOW — and refuses COPY, ATTACH, INSTALL, LOAD, SET,
 *    PRAGMA, CREATE, DROP, EXPORT, CALL, EXPLAIN. This must come before binding: binding
 *    `EXPORT DATABASE '<dir>'` already creates that directory (D-801);
 * 3. prepare (bind) and check the prepared statement's type is SELECT once more.
 */
export async function prepareReadOnly(connection: DuckDBConnection, sql: string): Promise<DuckDBPreparedStatement> {
  if (sql.trim() === '') throw new DomainError('validation', QUERY_INVALID, ANALYSIS_MESSAGES.sqlEmpty);
  const statements = await connection.extractStatements(sql);
  if (statements.count === 0) throw new DomainError('validation', QUERY_INVALID, ANALYSIS_MESSAGES.sqlEmpty);
  if (statements.count > 1) throw new DomainError('validation', QUERY_INVALID, ANALYSIS_MESSAGES.oneStatement);
  await assertSelectByParse(connection, sql);
  const prepared = await statements.prepare(0);
  if (prepared.statementType !== StatementType.SELECT) {
    prepared.destroySync();
    throw new DomainError('validation', QUERY_INVALID, ANALYSIS_MESSAGES.selectOnly);
  }
  return prepared;
}

interface Serialized {
  error: boolean;
  error_type?: string;
  error_message?: string;
}

async function assertSelectByParse(connection: DuckDBConnection, sql: string): Promise<void> {
  const reader = await connection.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR)', [sql]);
  const parsed = JSON.parse(String(reader.getRowsJS()[0]?.[0] ?? '{"error":true}')) as Serialized;
  if (!parsed.error) return;
  if (parsed.error_type === 'parser') throw new DomainError('validation', QUERY_INVALID, `Parser Error: ${parsed.error_message ?? 'syntax error'}`);
  throw new DomainError('validation', QUERY_INVALID, ANALYSIS_MESSAGES.selectOnly);
}
