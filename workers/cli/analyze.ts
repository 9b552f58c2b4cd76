import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DomainError } from '../../domain/shared/errors';
import { engineLimits } from '../../infra/analytics/engine/engine-limits';
import { exportTablesOnDisk } from '../../infra/analytics/engine/export-tables-on-disk';
import { openSandbox } from '../../infra/analytics/engine/open-sandbox';
import { scopeExportDir } from '../../infra/analytics/engine/scope-export-dir';
import { queryCsv } from '../../infra/analytics/engine/stream-query-csv';

/**
 * SQL over the de-identified export for scripts (issue #32):
 *   npm run analyze -- "SELECT …" [--practice ID] [--dir DIR]
 * The result as CSV on stdout; a refused or failing query prints DuckDB's message on stderr and
 * exits 1. The same engine as the Analysis screen: read-only, one SELECT, locked to the export
 * folder; the time limit ANALYSIS_QUERY_SECONDS (default here 300) and at most ANALYSIS_CLI_ROWS
 * rows (default 10,000,000; a note on stderr when cut). Without --dir: the app's export of every
 * practice (ANALYTICS_DIR, else DATA_DIR/analytics), or of the practice given.
 */
const USAGE = 'Usage: npm run analyze -- "SELECT …" [--practice PRACTICE_ID] [--dir EXPORT_DIR]';

export async function analyzeMain(argv: string[], out: NodeJS.WritableStream = process.stdout, err: NodeJS.WritableStream = process.stderr): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { practice: { type: 'string' }, dir: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true });
  } catch (e) {
    err.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (parsed.values.help) {
    out.write(`${USAGE}\n`);
    return 0;
  }
  const sql = parsed.positionals.join(' ').trim();
  if (!sql) {
    err.write(`Give the query.\n${USAGE}\n`);
    return 2;
  }
  const dir = parsed.values.dir ? resolve(parsed.values.dir) : scopeExportDir({ practiceId: parsed.values.practice ?? null });
  if (!existsSync(dir) || exportTablesOnDisk(dir).length === 0) {
    err.write(`No export in ${dir}: run npm run analytics:export first (or give --dir).\n`);
    return 1;
  }
  const limits = { ...engineLimits(), timeLimitSeconds: Number(process.env.ANALYSIS_QUERY_SECONDS) > 0 ? Number(process.env.ANALYSIS_QUERY_SECONDS) : 300 };
  const cap = Number(process.env.ANALYSIS_CLI_ROWS) > 0 ? Number(process.env.ANALYSIS_CLI_ROWS) : 10_000_000;
  const sandbox = await openSandbox(dir, limits);
  try {
    let capped = false;
    const lines = await queryCsv(sandbox, sql, { cap, onEnd: (o) => (capped = o.capped) });
    for await (const part of lines) {
      if (!out.write(part)) await new Promise((r) => out.once('drain', r));
    }
    if (capped) err.write(`The result has more than ${cap.toLocaleString('en-US')} rows: only the first ${cap.toLocaleString('en-US')} were written (ANALYSIS_CLI_ROWS).\n`);
    return 0;
  } catch (e) {
    err.write(`${e instanceof DomainError ? e.message : (e as Error).message}\n`);
    return 1;
  } finally {
    sandbox.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  analyzeMain(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`${(e as Error).message}\n`);
      process.exitCode = 1;
    },
  );
}
