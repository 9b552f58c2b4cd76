import type { Reply } from '../support/test-app';

/**
 * No stack trace and no SQL in any error reply (issue #21, hygiene): the suites pass their replies
 * through `recordReply`, and `unsafeReplies()` lists the error replies that give either away.
 */
const STACK = [/\bat [\w$.<>[\] ]+ \(?(?:file:\/\/)?\/[^\s)]+:\d+:\d+\)?/, /node_modules\//, /\.(?:ts|js|mjs):\d+:\d+/, /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /];
const SQL = [
  /\b(?:SELECT|UPDATE|DELETE)\b[\s\S]{1,200}\bFROM\b/,
  /\bINSERT\s+INTO\b/i,
  /\bsyntax error at or near\b/i,
  /\brelation "[^"]+"/i,
  /\bcolumn "[^"]+"/i,
  /\bviolates (?:unique|foreign key|check|not-null) constraint\b/i,
  /\bduplicate key value\b/i,
  /\binvalid input syntax for\b/i,
  /\b(?:es_events|es_streams|projection_checkpoints)\b/,
  /\bSQLSTATE\b|\bpg_[a-z_]+\(/i,
  /unsupported Unicode escape sequence|invalid byte sequence for encoding/i,
];

/**
 * The Analysis screen's refusals of the caller's own query (issue #32, D-808): DuckDB's message
 * about the SQL the caller wrote is the reply (a syntax error quotes it), so only a stack trace is
 * looked for in them — never the server's SQL, which they cannot contain.
 */
const OWN_SQL_CODES = /"code":"(?:QUERY_INVALID|QUERY_TIMEOUT|QUERY_ROW_CAP)"/;

export function stackOrSqlIn(text: string): string | undefined {
  for (const re of OWN_SQL_CODES.test(text) ? STACK : [...STACK, ...SQL]) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return undefined;
}

const findings: string[] = [];
let errorReplies = 0;

/** Looks at an error reply (status ≥ 400) for a stack trace or SQL text. */
export function recordReply(what: string, reply: Pick<Reply, 'status' | 'text'>): void {
  if (reply.status < 400) return;
  errorReplies++;
  const found = stackOrSqlIn(reply.text);
  if (found) findings.push(`${what} ${reply.status}: ${found} in ${reply.text.slice(0, 300)}`);
}

export function unsafeReplies(): { errorReplies: number; findings: string[] } {
  return { errorReplies, findings: [...findings] };
}
