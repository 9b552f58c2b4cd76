import { mkdirSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeExportDir } from '../../infra/analytics/engine/scope-export-dir';
import { closeSharedEngines } from '../../infra/analytics/engine/shared-engines';
import { testApp } from '../support/test-app';

/**
 * The Analysis screen's API (issue #32): SQL over the caller's export (an analyst: every
 * practice's; a practice administrator: their own practice's), bounded and read-only, with
 * DuckDB's messages as 400s; saved queries as events of their owner; everyone else 403.
 */
const root = mkdtempSync(join(tmpdir(), 'lensloop-analysis-api-'));
process.env.ANALYTICS_DIR = root;
process.env.ANALYSIS_QUERY_SECONDS = '1';
process.env.ANALYSIS_ROW_CAP = '5000';

const t = testApp();
const { call, signInAll, eventsOf } = t;
let analyst: string, admin: string, adminB: string, staff: string, patient: string, csr: string, operator: string;
let adminPractice: string;

async function writeTable(dir: string, table: string, sql: string): Promise<void> {
  mkdirSync(join(dir, table), { recursive: true });
  const instance = await DuckDBInstance.create(':memory:');
  const c = await instance.connect();
  await c.run(`COPY (${sql}) TO '${join(dir, table)}' (FORMAT parquet, PARTITION_BY (month), OVERWRITE_OR_IGNORE)`);
  c.closeSync();
  instance.closeSync();
}

beforeAll(async () => {
  ({ analyst, admin, adminB, staff, patient, csr, operator } = await signInAll('analyst', 'admin', 'adminB', 'staff', 'patient', 'csr', 'operator'));
  const me = await call('/api/customer/get', {}, admin);
  adminPractice = (me.body as { practiceId: string }).practiceId;
  expect(adminPractice).toMatch(/^PR-/);
  await writeTable(scopeExportDir({ practiceId: null }), 'orders', `SELECT 'o' || i AS order_id, 'p' || (i % 3) AS practice_id, (i * 100)::BIGINT AS total_cents, '2025-0' || (1 + i % 2) AS month FROM range(12) t(i)`);
  await writeTable(scopeExportDir({ practiceId: adminPractice }), 'orders', `SELECT 'own' || i AS order_id, (i * 100)::BIGINT AS total_cents, '2025-01' AS month FROM range(4) t(i)`);
}, 60_000);
afterAll(() => {
  closeSharedEngines();
  rmSync(root, { recursive: true, force: true });
});

const run = (token: string, sql: string, page: { offset?: number; limit?: number } = {}) => call('/api/analysis/query', { sql, ...page }, token);

describe('SQL over the export', () => {
  it('lists the tables and columns of the caller’s export, with the limits', async () => {
    const r = await call('/api/analysis/tables', undefined, analyst);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      exported: true,
      tables: [{ name: 'orders', columns: [{ name: 'order_id', type: 'VARCHAR' }, { name: 'practice_id', type: 'VARCHAR' }, { name: 'total_cents', type: 'BIGINT' }, { name: 'month', type: 'VARCHAR' }] }],
      limits: { timeLimitSeconds: 1, rowCap: 5000, pageSizeMax: 500, sqlMaxChars: 20000 },
    });
  });

  it('the analyst reads every practice; the administrator their own practice only', async () => {
    const all = await run(analyst, 'SELECT count(*) AS n, sum(total_cents) AS cents FROM orders');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body).toMatchObject({ columns: [{ name: 'n', numeric: true }, { name: 'cents', numeric: true }], rows: [[12, 6600]], total: 1, more: false });
    const own = await run(admin, 'SELECT count(*) AS n, min(order_id) AS first FROM orders');
    expect(own.body).toMatchObject({ rows: [[4, 'own0']] });
  });

  it('an administrator cannot reach the all-practices folder or another practice’s by path', async () => {
    for (const dir of [scopeExportDir({ practiceId: null }), scopeExportDir({ practiceId: 'PR-2002' })]) {
      const r = await run(admin, `SELECT * FROM read_parquet('${dir}/orders/*/*.parquet')`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'QUERY_INVALID', message: expect.stringMatching(/^Permission Error/) });
    }
  });

  it('a practice with no export yet: tables say so, a query is 404 EXPORT_NOT_FOUND', async () => {
    expect((await call('/api/analysis/tables', undefined, adminB)).body).toMatchObject({ exported: false, tables: [] });
    const r = await run(adminB, 'SELECT 1');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'EXPORT_NOT_FOUND', message: 'There is no export to question yet. Export the history first, then run your query.' });
  });

  it.each([
    ['malformed SQL', 'SELEC * FROM orders', /^Parser Error: syntax error at or near "SELEC"/],
    ['an identified column', 'SELECT last_name, email FROM orders', /Referenced column "last_name" not found/],
    ['an unknown table', 'SELECT * FROM patients_with_names', /Table with name patients_with_names does not exist/],
    ['a file outside', "SELECT * FROM read_csv('/etc/passwd')", /^Permission Error/],
    ['a write', 'COPY orders TO \'/tmp/x.csv\'', /^Only queries that read/],
    ['two statements', 'SELECT 1; SELECT 2', /^Run one statement at a time/],
  ])('%s → 400 QUERY_INVALID with DuckDB’s message, never a 500', async (_what, sql, message) => {
    const r = await run(analyst, sql);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body).toMatchObject({ status: 400, error: true, code: 'QUERY_INVALID', message: expect.stringMatching(message) });
  });

  it('a query that never ends is stopped at the time limit', async () => {
    const r = await run(analyst, 'SELECT count(*) FROM range(100000000000) a, range(100000000000) b');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'QUERY_TIMEOUT', message: 'The query took longer than 1 seconds and was stopped.' });
  });

  it('a 10-million-row result pages, and says it is over the cap', async () => {
    const r = await run(analyst, 'SELECT range AS i FROM range(10000000)', { offset: 100, limit: 3 });
    expect(r.body).toMatchObject({ rows: [[100], [101], [102]], total: null, more: true, capped: true, rowCap: 5000 });
    const past = await run(analyst, 'SELECT range AS i FROM range(10000000)', { offset: 5000, limit: 3 });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'QUERY_ROW_CAP' });
  });

  it('refuses bad paging and SQL over 20,000 characters next to the field', async () => {
    expect((await run(analyst, 'SELECT 1', { limit: 501 })).status).toBe(400);
    const long = await run(analyst, `SELECT 1 ${' '.repeat(20_000)}`);
    expect(long.status).toBe(400);
    expect((long.body as { fieldErrors: Record<string, string> }).fieldErrors.sql).toBe('Use at most 20,000 characters.');
  });

  it('downloads a result as CSV, capped', async () => {
    const r = await call('/api/analysis/query.csv', { sql: 'SELECT order_id, total_cents FROM orders ORDER BY order_id LIMIT 2' }, analyst);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.text).toBe('order_id,total_cents\r\no0,0\r\no1,100\r\n');
    const big = await call('/api/analysis/query.csv', { sql: 'SELECT range AS i FROM range(10000000)' }, analyst);
    expect(big.text.split('\r\n').filter(Boolean)).toHaveLength(5001);
    expect(big.headers['x-row-cap']).toBe('5000');
    const bad = await call('/api/analysis/query.csv', { sql: 'SELEC 1' }, analyst);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'QUERY_INVALID' });
  });

  it('lists the six starter queries', async () => {
    const r = await call('/api/analysis/starter-queries', undefined, analyst);
    expect((r.body as { starterQueries: unknown[] }).starterQueries).toHaveLength(6);
  });

  it('is for analysts and practice administrators only', async () => {
    for (const token of [staff, patient, csr, operator]) {
      expect((await call('/api/analysis/tables', undefined, token)).status).toBe(403);
      expect((await run(token, 'SELECT 1')).status).toBe(403);
      expect((await call('/api/analysis/query.csv', { sql: 'SELECT 1' }, token)).status).toBe(403);
      expect((await call('/api/analysis/saved-queries', undefined, token)).status).toBe(403);
      expect((await call('/api/analysis/starter-queries', undefined, token)).status).toBe(403);
      expect((await call('/api/analysis/saved-queries/save', { name: 'x', sql: 'SELECT 1' }, token)).status).toBe(403);
    }
  });
});

describe('saved queries', () => {
  // After a command, the list is read once the read models have applied everything appended (on PostgreSQL they lag a moment).
  const list = async (token: string) => {
    await t.platform.projections.caughtUp(15_000);
    return (await call('/api/analysis/saved-queries', undefined, token)).body as { savedQueries: { savedQueryId: string; name: string; sql: string }[] };
  };

  it('saves with a name, unique per owner; renames; deletes; each an event with its actor', async () => {
    const saved = await call('/api/analysis/saved-queries/save', { name: '  Orders by month ', sql: 'SELECT month, count(*) FROM orders GROUP BY 1' }, analyst);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = (saved.body as { savedQueryId: string }).savedQueryId;
    expect((await list(analyst)).savedQueries).toEqual([expect.objectContaining({ savedQueryId: id, name: 'Orders by month' })]);
    expect((await list(admin)).savedQueries).toEqual([]);

    const dup = await call('/api/analysis/saved-queries/save', { name: 'orders  BY month', sql: 'SELECT 1' }, analyst);
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'SAVED_QUERY_NAME_TAKEN', fieldErrors: { name: 'You already have a saved query with this name. Choose another name.' } });
    // Another owner may use the same name.
    expect((await call('/api/analysis/saved-queries/save', { name: 'Orders by month', sql: 'SELECT 1' }, admin)).status).toBe(200);

    for (const [name, words] of [['', 'Give the query a name.'], ['x'.repeat(81), 'Use at most 80 characters.']]) {
      const r = await call('/api/analysis/saved-queries/save', { name, sql: 'SELECT 1' }, analyst);
      expect(r.status).toBe(400);
      expect((r.body as { fieldErrors: Record<string, string> }).fieldErrors.name).toBe(words);
    }

    expect((await call('/api/analysis/saved-queries/rename', { savedQueryId: id, name: 'Monthly orders' }, analyst)).status).toBe(200);
    expect((await list(analyst)).savedQueries.map((q) => q.name)).toEqual(['Monthly orders']);
    // The old name is free again.
    const again = await call('/api/analysis/saved-queries/save', { name: 'Orders by month', sql: 'SELECT 2' }, analyst);
    expect(again.status).toBe(200);

    // Another owner cannot delete it: as unknown as one that never existed.
    expect((await call('/api/analysis/saved-queries/delete', { savedQueryId: id }, admin)).status).toBe(404);
    expect((await call('/api/analysis/saved-queries/delete', { savedQueryId: id }, analyst)).status).toBe(200);
    expect((await call('/api/analysis/saved-queries/delete', { savedQueryId: id }, analyst)).status).toBe(404);
    expect((await list(analyst)).savedQueries.map((q) => q.name)).toEqual(['Orders by month']);

    const events = await eventsOf(`saved-query-${id}`);
    expect(events.map((e) => e.type)).toEqual(['SavedQueryCreated', 'SavedQueryRenamed', 'SavedQueryDeleted']);
    for (const e of events) expect((e.metadata as { actor: { customerGroup: string } }).actor.customerGroup).toBe('Analyst');
  });
});
