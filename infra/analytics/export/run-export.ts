import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DuckDBAppender, type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { eventRow, type LoggedEvent, type Pseudonymise } from '../../../domain/analytics/event-row';
import { type DuckDbType, eventTable, type FactTableName, FACT_TABLES } from '../../../domain/analytics/export-tables';
import { CHANGE_TABLES, type ChangeRow, type ChangeTableName, emptyFoldState, FactFold, type FoldState } from '../../../domain/analytics/fact-fold';
import { PracticeScope, type ScopeOwnership } from '../../../domain/analytics/practice-scope';
import type { EventType } from '../../../domain/privacy/event-types';
import { type Checkpoint, compareCheckpoints, type EventStore, START } from '../../event-store/port';
import { type AppendCell, cellAppender, quoteIdent, quoteText } from './duckdb-append';
import { DIMENSION_FACTS, factOrder, factQuery, FOLDED_FACTS } from './fact-queries';
import { monthDir, stateDir, tableDir } from './export-paths';
import { makePseudonymiser } from './pseudonymiser';

/**
 * The analyst export (issue #32, D-724…D-727): reads the log after the export's checkpoint in
 * batches, writes each event as a row of its event table and folds the fact tables, then writes
 * Parquet with DuckDB: new files per event table and month (`run-NNNNNN-i.parquet`), and the months
 * of fact tables a row of which changed rewritten whole (`data-i.parquet`). The checkpoint (last
 * position read, the fold's state, the run number) lives in `<out>/_export/`; a run that did not
 * finish is redone from the same checkpoint (its change rows are deleted by run number, its files
 * overwritten), so deleting the folder and exporting again gives the same content.
 */

export interface ExportProgress {
  done: number;
  total: number;
  ratePerSecond: number;
  etaSeconds: number;
}

export interface AnalyticsExportOptions {
  out: string;
  secret: string;
  /** Raw practice id: export only that practice (and the catalog). */
  practiceId?: string | null;
  batchSize?: number;
  onProgress?: (p: ExportProgress) => void;
  /** Asked between batches; true stops the run without writing (the checkpoint stays). */
  shouldStop?: () => boolean;
}

export interface ExportSummary {
  run: number;
  events: number;
  rows: number;
  eventTables: number;
  factMonthsRewritten: number;
  files: number;
  seconds: number;
  /** Where the time went: reading the log (overlapping the fold), folding and appending, writing Parquet. */
  phases: { readSeconds: number; foldSeconds: number; writeSeconds: number };
  stopped: boolean;
}

interface CheckpointFile {
  version: 1;
  practice: string | null;
  checkpoint: Checkpoint;
  run: number;
  pendingRun: number | null;
  fold: FoldState;
  ownership: ScopeOwnership;
}

const CHECKPOINT_FILE = 'checkpoint.json';
const STATE_DB = 'state.duckdb';
const runTag = (run: number) => `run-${String(run).padStart(6, '0')}`;

function readCheckpoint(dir: string, practice: string | null): CheckpointFile {
  const file = join(dir, CHECKPOINT_FILE);
  if (!existsSync(file)) return { version: 1, practice, checkpoint: START, run: 0, pendingRun: null, fold: emptyFoldState(), ownership: { owners: {} } };
  const cp = JSON.parse(readFileSync(file, 'utf8')) as CheckpointFile;
  if (cp.practice !== practice) throw new Error(`this folder holds an export of ${cp.practice ? 'one practice' : 'all practices'}: export the other scope to another folder`);
  return cp;
}

function writeCheckpoint(dir: string, cp: CheckpointFile): void {
  const tmp = join(dir, `${CHECKPOINT_FILE}.tmp`);
  writeFileSync(tmp, JSON.stringify(cp));
  renameSync(tmp, join(dir, CHECKPOINT_FILE));
}

/** A table being appended to: its appender and one append function per column. */
interface Target {
  appender: DuckDBAppender;
  cells: AppendCell[];
  rows: number;
}

async function createTable(conn: DuckDBConnection, name: string, columns: readonly (readonly [string, DuckDbType])[], replace: boolean): Promise<void> {
  const cols = columns.map(([c, t]) => `${quoteIdent(c)} ${t}`).join(', ');
  await conn.run(`CREATE ${replace ? 'OR REPLACE ' : ''}TABLE ${replace ? '' : 'IF NOT EXISTS '}${quoteIdent(name)} (${cols})`);
}

async function openTarget(conn: DuckDBConnection, name: string, types: readonly DuckDbType[]): Promise<Target> {
  return { appender: await conn.createAppender(name), cells: types.map(cellAppender), rows: 0 };
}

function appendRow(t: Target, values: readonly unknown[]): void {
  for (let i = 0; i < t.cells.length; i += 1) t.cells[i]!(t.appender, values[i]);
  t.appender.endRow();
  t.rows += 1;
}

/** Removes the files an unfinished run may have left, so its redo starts clean. */
function removeRunFiles(out: string, tag: string): void {
  for (const table of readdirSync(out, { withFileTypes: true })) {
    if (!table.isDirectory() || table.name.startsWith('_')) continue;
    for (const month of readdirSync(join(out, table.name), { withFileTypes: true })) {
      if (!month.isDirectory()) continue;
      for (const f of readdirSync(join(out, table.name, month.name))) if (f.startsWith(`${tag}-`)) rmSync(join(out, table.name, month.name, f));
    }
  }
}

const CHANGE_COLUMNS = (name: ChangeTableName) => [...CHANGE_TABLES[name].columns, ['run', 'INTEGER'] as const];

export async function runAnalyticsExport(store: EventStore, opts: AnalyticsExportOptions): Promise<ExportSummary> {
  const started = Date.now();
  const pseudo: Pseudonymise = makePseudonymiser(opts.secret);
  const practice = opts.practiceId ? pseudo('practice', opts.practiceId) : null;
  const out = opts.out;
  const sdir = stateDir(out);
  mkdirSync(sdir, { recursive: true });
  const cp = readCheckpoint(sdir, practice);
  const run = cp.pendingRun ?? cp.run + 1;
  cp.pendingRun = run;
  writeCheckpoint(sdir, cp);
  removeRunFiles(out, runTag(run));

  const instance = await DuckDBInstance.create(join(sdir, STATE_DB));
  const conn = await instance.connect();
  try {
    for (const name of Object.keys(CHANGE_TABLES) as ChangeTableName[]) {
      if (name === 'order_lines') continue;
      await createTable(conn, name, CHANGE_COLUMNS(name), false);
      await conn.run(`DELETE FROM ${quoteIdent(name)} WHERE run >= ${run}`);
    }
    // This run's new rows of the append-only tables (event tables, order_lines), written as new files at the end.
    const stages = new Map<string, Target>();
    const stageOf = async (table: string, columns: readonly (readonly [string, DuckDbType])[]) => {
      let t = stages.get(table);
      if (!t) {
        await createTable(conn, `stage_${table}`, columns, true);
        t = await openTarget(conn, `stage_${table}`, columns.map(([, ty]) => ty));
        stages.set(table, t);
      }
      return t;
    };
    const changeTargets = new Map<ChangeTableName, Target>();
    for (const name of Object.keys(CHANGE_TABLES) as ChangeTableName[]) {
      if (name === 'order_lines') continue;
      changeTargets.set(name, await openTarget(conn, name, CHANGE_COLUMNS(name).map(([, t]) => t)));
    }
    const orderLines = await stageOf('order_lines', CHANGE_TABLES.order_lines.columns);
    const changeRows: [ChangeTableName, ChangeRow][] = [];
    const sink = { add: (table: ChangeTableName, row: ChangeRow) => changeRows.push([table, row]) };
    const fold = new FactFold(cp.fold, pseudo);
    const scope = practice ? new PracticeScope(practice, cp.ownership, pseudo) : null;

    const target = await store.head();
    const startPos = cp.checkpoint.globalPosition;
    const total = Math.max(0, target.globalPosition - startPos);
    let checkpoint = cp.checkpoint;
    let events = 0;
    let stopped = false;
    let lastReport = 0;
    const batchSize = opts.batchSize ?? 10_000;
    let readMs = 0;
    let foldMs = 0;
    // The next batch is read while this one is folded (the read and the fold overlap).
    const read = (after: Checkpoint) => {
      const t0 = Date.now();
      const reading = store.readAll({ after, limit: batchSize }).then((r) => ((readMs += Date.now() - t0), r));
      reading.catch(() => undefined);
      return reading;
    };
    let ahead = compareCheckpoints(checkpoint, target) < 0 ? read(checkpoint) : null;
    while (ahead) {
      if (opts.shouldStop?.()) {
        stopped = true;
        break;
      }
      const { events: batch, checkpoint: next } = await ahead;
      if (batch.length === 0 || compareCheckpoints(next, checkpoint) <= 0) break;
      ahead = compareCheckpoints(next, target) < 0 ? read(next) : null;
      const f0 = Date.now();
      for (const e of batch as unknown as LoggedEvent[]) {
        if (scope && !scope.includes(e)) continue;
        const row = eventRow(e, pseudo);
        if (!row) continue;
        events += 1;
        const stage = stages.get(row.table) ?? (await stageOf(row.table, [...eventTable(e.type as EventType).columns.map((c) => [c.name, c.type] as const), ['month', 'VARCHAR'] as const]));
        row.values.push(row.month);
        appendRow(stage, row.values);
        fold.apply(e, sink);
        for (const [table, r] of changeRows) {
          if (table === 'order_lines') appendRow(orderLines, CHANGE_TABLES.order_lines.columns.map(([c]) => r[c]));
          else {
            const cols = CHANGE_TABLES[table].columns.map(([c]) => r[c] as unknown);
            cols.push(run);
            appendRow(changeTargets.get(table)!, cols);
          }
        }
        changeRows.length = 0;
      }
      foldMs += Date.now() - f0;
      checkpoint = next;
      const now = Date.now();
      if (opts.onProgress && (now - lastReport > 250 || compareCheckpoints(checkpoint, target) >= 0)) {
        lastReport = now;
        const done = Math.min(total, Math.max(0, checkpoint.globalPosition - startPos));
        const rate = done / Math.max(0.001, (now - started) / 1000);
        opts.onProgress({ done, total, ratePerSecond: rate, etaSeconds: rate > 0 ? (total - done) / rate : 0 });
      }
      await new Promise((r) => setImmediate(r));
    }
    for (const t of [...stages.values(), ...changeTargets.values()]) t.appender.closeSync();
    const phases = () => ({ readSeconds: readMs / 1000, foldSeconds: foldMs / 1000, writeSeconds: (Date.now() - writeStart) / 1000 });
    const writeStart = Date.now();
    if (stopped) return { run, events, rows: 0, eventTables: 0, factMonthsRewritten: 0, files: 0, seconds: (Date.now() - started) / 1000, phases: phases(), stopped };

    // ---- write ------------------------------------------------------------------------------
    let files = 0;
    let rows = 0;
    const countFiles = (table: string) => {
      const dir = tableDir(out, table);
      if (!existsSync(dir)) return 0;
      return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).reduce((n, d) => n + readdirSync(join(dir, d.name)).length, 0);
    };
    for (const [table, stage] of stages) {
      if (stage.rows === 0) continue;
      const before = countFiles(table);
      const order = table === 'order_lines' ? factOrder('order_lines') : 'position';
      await conn.run(
        `COPY (SELECT * FROM ${quoteIdent(`stage_${table}`)} ORDER BY ${order}) TO ${quoteText(tableDir(out, table))} (FORMAT parquet, PARTITION_BY (month), FILENAME_PATTERN '${runTag(run)}-{i}', OVERWRITE_OR_IGNORE)`,
      );
      rows += stage.rows;
      files += countFiles(table) - before;
    }
    await loadDimensions(conn, cp.fold);
    let factMonthsRewritten = 0;
    for (const table of FOLDED_FACTS) {
      const q = factQuery(table);
      const isDim = (DIMENSION_FACTS as readonly string[]).includes(table);
      const dimTouched = isDim && (fold.touched.has(table as keyof FoldState) || !existsSync(tableDir(out, table)));
      const monthsSql = isDim ? (dimTouched ? `SELECT DISTINCT month FROM (${q})` : null) : `SELECT DISTINCT month FROM (${q}) WHERE _run = ${run}`;
      if (!monthsSql) continue;
      const months = (await conn.runAndReadAll(`${monthsSql} ORDER BY month`)).getRowObjectsJS().map((r) => String(r.month));
      if (months.length === 0) continue;
      if (isDim) rmSync(tableDir(out, table), { recursive: true, force: true });
      else for (const m of months) rmSync(monthDir(out, table, m), { recursive: true, force: true });
      const list = months.map(quoteText).join(', ');
      await conn.run(
        `COPY (SELECT * EXCLUDE (_run) FROM (${q}) WHERE month IN (${list}) ORDER BY ${factOrder(table)}) TO ${quoteText(tableDir(out, table))} (FORMAT parquet, PARTITION_BY (month), FILENAME_PATTERN 'data-{i}', OVERWRITE_OR_IGNORE)`,
      );
      factMonthsRewritten += months.length;
      files += months.length;
    }
    for (const table of stages.keys()) await conn.run(`DROP TABLE IF EXISTS ${quoteIdent(`stage_${table}`)}`);
    for (const d of DIMENSION_FACTS) await conn.run(`DROP TABLE IF EXISTS dim_${d}`);
    await conn.run('CHECKPOINT');

    cp.checkpoint = checkpoint;
    cp.run = run;
    cp.pendingRun = null;
    writeCheckpoint(sdir, cp);
    return { run, events, rows, eventTables: [...stages.keys()].filter((t) => t !== 'order_lines' && stages.get(t)!.rows > 0).length, factMonthsRewritten, files, seconds: (Date.now() - started) / 1000, phases: phases(), stopped: false };
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

/** The small dimensions from the fold state into `dim_*` tables (their fact table's columns and month). */
async function loadDimensions(conn: DuckDBConnection, fold: FoldState): Promise<void> {
  for (const d of DIMENSION_FACTS) {
    const def = FACT_TABLES.find((t) => t.name === (d as FactTableName))!;
    const columns = [...def.columns.map((c) => [c.name, c.type] as const), ['month', 'VARCHAR'] as const];
    await createTable(conn, `dim_${d}`, columns, true);
    const t = await openTarget(conn, `dim_${d}`, columns.map(([, ty]) => ty));
    for (const row of Object.values(fold[d]) as unknown as Record<string, unknown>[]) appendRow(t, columns.map(([c]) => row[c]));
    t.appender.closeSync();
  }
}

