/** What users read about the Analysis screen's SQL (issue #32): the API's messages, shown beside the editor or the field. */
export const ANALYSIS_MESSAGES = {
  sqlEmpty: 'Write a query first.',
  sqlTooLong: (max: number) => `Use at most ${max.toLocaleString('en-US')} characters.`,
  oneStatement: 'Run one statement at a time: remove the extra statements.',
  selectOnly: 'Only queries that read (SELECT or WITH … SELECT) can run here: the export is read-only.',
  timeLimit: (seconds: number) => `The query took longer than ${seconds} seconds and was stopped.`,
  pageBeyondCap: (cap: number) =>
    `Only the first ${cap.toLocaleString('en-US')} rows of a result can be browsed or downloaded. Add a LIMIT, a WHERE or a GROUP BY to narrow it.`,
  capReached: (cap: number) =>
    `The result has more than ${cap.toLocaleString('en-US')} rows: only the first ${cap.toLocaleString('en-US')} can be browsed or downloaded. Add a LIMIT, a WHERE or a GROUP BY to narrow it.`,
  noExport: 'There is no export to question yet. Export the history first, then run your query.',
  busy: 'Too many queries are running right now. Try again in a moment.',
  nameEmpty: 'Give the query a name.',
  nameTooLong: 'Use at most 80 characters.',
  nameTaken: 'You already have a saved query with this name. Choose another name.',
  savedNotFound: 'This saved query no longer exists: it was deleted, or it never did.',
} as const;

/** The query could not run: DuckDB's own message (a syntax error, an unknown table or column) or a refused statement. */
export const QUERY_INVALID = 'QUERY_INVALID';
/** The query ran past the statement time limit and was stopped. */
export const QUERY_TIMEOUT = 'QUERY_TIMEOUT';
/** The query asked for a page past the row cap. */
export const QUERY_ROW_CAP = 'QUERY_ROW_CAP';
/** No export exists for the caller's scope yet. */
export const EXPORT_NOT_FOUND = 'EXPORT_NOT_FOUND';
export const SAVED_QUERY_NOT_FOUND = 'SAVED_QUERY_NOT_FOUND';
export const SAVED_QUERY_NAME_TAKEN = 'SAVED_QUERY_NAME_TAKEN';
export const INVALID_SAVED_QUERY = 'INVALID_SAVED_QUERY';

/** Limits of a saved query and of a query's text. */
export const SQL_MAX_CHARS = 20_000;
export const SAVED_QUERY_NAME_MAX = 80;
