import { DomainError } from '../../../domain/shared/errors';
import { ANALYSIS_MESSAGES, QUERY_INVALID, QUERY_TIMEOUT } from '../../../domain/analysis/messages';

/**
 * A query DuckDB refused (parser, binder, catalog, permission errors): its own message, first
 * lines only, as a 400 QUERY_INVALID shown beside the editor. A query stopped by the time limit
 * answers QUERY_TIMEOUT with the limit in words. Never a 500 for anything the SQL's author wrote.
 */
export function queryErrorOf(err: unknown, timedOut: { seconds: number } | null): DomainError {
  if (err instanceof DomainError) return err;
  if (timedOut) return new DomainError('validation', QUERY_TIMEOUT, ANALYSIS_MESSAGES.timeLimit(timedOut.seconds));
  const raw = err instanceof Error ? err.message : String(err);
  return new DomainError('validation', QUERY_INVALID, duckDbMessage(raw));
}

/** DuckDB's message without its "Failed to extract statements: " wrapper, trimmed to a readable size. */
export function duckDbMessage(raw: string): string {
  const text = raw.replace(/^Failed to (extract statements|prepare statement): /, '').trim();
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}
