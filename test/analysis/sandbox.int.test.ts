import { mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/shared/errors';
import { openSandbox, type Sandbox } from '../../infra/analytics/engine/open-sandbox';
import { runQueryPage } from '../../infra/analytics/engine/run-query-page';
import { queryCsv } from '../../infra/analytics/engine/stream-query-csv';
import { ORDERS_FIXTURE, writeExportFixture } from './export-fixture';

const limits = { timeLimitSeconds: 1, rowCap: 1000, memoryLimit: '512MB', threads: 1 };

let fixture: Awaited<ReturnType<typeof writeExportFixture>>;
let sandbox: Sandbox;

beforeAll(async () => {
  fixture = await writeExportFixture(ORDERS_FIXTURE);
  sandbox = await openSandbox(fixture.dir, limits);
});
afterAll(() => {
  sandbox?.close();
  fixture?.cleanup();
});

async function refusal(sql: string): Promise<DomainError> {
  try {
    await runQueryPage(sandbox, sql, { offset: 0, limit: 10 });
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    return err as DomainError;
  }
  throw new Error(`expected a refusal of: ${sql}`);
}

describe('the analysis sandbox (issue #32): reads its export folder and nothing else', () => {
  it('lists the tables with their columns, partition column included', () => {
    expect(sandbox.tables).toEqual([
      {
        name: 'orders',
        columns: [
          { name: 'order_id', type: 'VARCHAR' },
          { name: 'practice_id', type: 'VARCHAR' },
          { name: 'total', type: 'DECIMAL(12,2)' },
          { name: 'month', type: 'VARCHAR' },
        ],
      },
    ]);
  });

  it('answers a SELECT over the views (hive partitions read lazily through the allow-list)', async () => {
    const page = await runQueryPage(sandbox, 'SELECT month, count(*) AS n, sum(total) AS revenue FROM orders GROUP BY month ORDER BY month', { offset: 0, limit: 10 });
    expect(page.columns.map((c) => [c.name, c.numeric])).toEqual([['month', false], ['n', true], ['revenue', true]]);
    expect(page.rows).toEqual([['2025-01', 10, 550], ['2025-02', 10, 1550], ['2025-03', 10, 2550]]);
    expect(page).toMatchObject({ total: 3, more: false, capped: false });
  });

  it('WITH, FROM-first and VALUES are reads too', async () => {
    expect((await runQueryPage(sandbox, 'WITH x AS (SELECT count(*) AS n FROM orders) SELECT n FROM x', { offset: 0, limit: 5 })).rows).toEqual([[30]]);
    expect((await runQueryPage(sandbox, 'FROM orders SELECT max(total) AS m', { offset: 0, limit: 5 })).rows).toEqual([[300]]);
  });

  const outside: [string, string][] = [
    ['a system file as CSV', "SELECT * FROM read_csv('/etc/passwd')"],
    ['a system file as text', "SELECT * FROM read_text('/etc/passwd')"],
    ['a system file as blob', "SELECT * FROM read_blob('/etc/hostname')"],
    ['a glob outside', "SELECT * FROM glob('/etc/*')"],
    ['an https URL (httpfs)', "SELECT * FROM read_parquet('https://example.com/x.parquet')"],
    ['an s3 URL', "SELECT * FROM read_parquet('s3://bucket/x.parquet')"],
  ];
  it.each(outside)('refuses %s with DuckDB’s permission message', async (_what, sql) => {
    const err = await refusal(sql);
    expect(err.code).toBe('QUERY_INVALID');
    expect(err.message).toMatch(/Permission Error|disabled by configuration/);
  });

  it('refuses another scope’s export folder, by path and by .. from its own', async () => {
    for (const path of [join(fixture.otherDir, 'secret', 'data.parquet'), join(fixture.dir, '..', 'practice-a', 'secret', 'data.parquet')]) {
      const err = await refusal(`SELECT * FROM read_parquet('${path}')`);
      expect(err.message).toMatch(/Permission Error: Cannot access file/);
    }
  });

  const notReads: [string, string][] = [
    ['COPY … TO outside', `COPY (SELECT 1) TO '/tmp/lensloop-analysis-leak.csv'`],
    ['EXPORT DATABASE outside', "EXPORT DATABASE '/tmp/lensloop-analysis-export'"],
    ['COPY … TO inside its own folder', `COPY (SELECT 1) TO '${'DIR'}/leak.csv'`],
    ['ATTACH', "ATTACH '/tmp/lensloop-analysis.duckdb' AS x"],
    ['INSTALL', 'INSTALL httpfs'],
    ['LOAD', 'LOAD httpfs'],
    ['SET to undo the lock', 'SET enable_external_access = true'],
    ['SET the allow-list', "SET allowed_directories = ['/']"],
    ['RESET', 'RESET lock_configuration'],
    ['PRAGMA with an assignment', 'PRAGMA threads = 8'],
    ['CREATE', 'CREATE TABLE t AS SELECT 1'],
    ['DROP a view', 'DROP VIEW orders'],
    ['EXPORT DATABASE into its own folder', `EXPORT DATABASE '${'DIR'}/copy'`],
    ['CALL', 'CALL pragma_version()'],
    ['EXPLAIN', 'EXPLAIN SELECT 1'],
  ];
  it.each(notReads)('refuses %s before it runs: only a SELECT', async (_what, sqlTemplate) => {
    const sql = sqlTemplate.replace('DIR', fixture.dir);
    const err = await refusal(sql);
    expect(err.code).toBe('QUERY_INVALID');
    expect(err.message).toBe('Only queries that read (SELECT or WITH … SELECT) can run here: the export is read-only.');
    expect(existsSync('/tmp/lensloop-analysis-leak.csv')).toBe(false);
    expect(existsSync(join(fixture.dir, 'leak.csv'))).toBe(false);
    expect(existsSync(join(fixture.dir, 'copy'))).toBe(false);
    expect(existsSync('/tmp/lensloop-analysis-export')).toBe(false);
  });

  it('refuses two statements, even a SELECT followed by a write', async () => {
    const err = await refusal('SELECT 1; DROP VIEW orders');
    expect(err.message).toBe('Run one statement at a time: remove the extra statements.');
    expect((await runQueryPage(sandbox, 'SELECT count(*) FROM orders', { offset: 0, limit: 1 })).rows).toEqual([[30]]);
  });

  it('keeps its settings locked even inside a SELECT (query() runs only a SELECT; the settings cannot change)', async () => {
    expect((await refusal("SELECT * FROM query('SET enable_external_access = true')")).message).toMatch(/Expected a single SELECT statement|locked/);
    const page = await runQueryPage(sandbox, "SELECT current_setting('enable_external_access') AS external, current_setting('lock_configuration') AS locked", { offset: 0, limit: 1 });
    expect(page.rows).toEqual([[false, true]]);
  });

  it('a syntax error is DuckDB’s own message', async () => {
    const err = await refusal('SELEC month FROM orders');
    expect(err.code).toBe('QUERY_INVALID');
    expect(err.message).toMatch(/^Parser Error: syntax error at or near "SELEC"/);
  });

  it('an identified column does not exist in the export: DuckDB’s "not found" message', async () => {
    const err = await refusal('SELECT last_name, email FROM orders');
    expect(err.code).toBe('QUERY_INVALID');
    expect(err.message).toMatch(/Binder Error: Referenced column "last_name" not found/);
  });

  it('stops a never-ending query at the time limit with the limit’s message', async () => {
    const started = Date.now();
    const err = await refusal('SELECT count(*) FROM range(100000000000) a, range(100000000000) b');
    expect(err.code).toBe('QUERY_TIMEOUT');
    expect(err.message).toBe('The query took longer than 1 seconds and was stopped.');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await runQueryPage(sandbox, 'SELECT 1 AS ok', { offset: 0, limit: 1 })).rows).toEqual([[1]]);
  });
});

describe('paging and the row cap', () => {
  it('pages through a 10-million-row result without reading past the cap', async () => {
    const first = await runQueryPage(sandbox, 'SELECT range AS i FROM range(10000000)', { offset: 0, limit: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]).toEqual([0]);
    expect(first).toMatchObject({ more: true, capped: true, total: null, rowCap: 1000 });
    const later = await runQueryPage(sandbox, 'SELECT range AS i FROM range(10000000)', { offset: 950, limit: 100 });
    expect(later.rows.map((r) => r[0])).toEqual(Array.from({ length: 50 }, (_, k) => 950 + k));
  });

  it('refuses a page past the cap with the cap’s message', async () => {
    await expect(runQueryPage(sandbox, 'SELECT range FROM range(10000000)', { offset: 1000, limit: 50 })).rejects.toMatchObject({
      code: 'QUERY_ROW_CAP',
      message: 'Only the first 1,000 rows of a result can be browsed or downloaded. Add a LIMIT, a WHERE or a GROUP BY to narrow it.',
    });
  });

  it('counts a result that ends under the cap', async () => {
    const page = await runQueryPage(sandbox, 'SELECT * FROM orders ORDER BY order_id', { offset: 20, limit: 50 });
    expect(page).toMatchObject({ total: 30, more: false, capped: false });
    expect(page.rows).toHaveLength(10);
  });
});

describe('CSV of a query', () => {
  async function csv(sql: string, cap?: number): Promise<{ text: string; outcome: unknown }> {
    let outcome: unknown = null;
    const lines = await queryCsv(sandbox, sql, { ...(cap ? { cap } : {}), onEnd: (o) => (outcome = o) });
    let text = '';
    for await (const part of lines) text += part;
    return { text, outcome };
  }

  it('writes a header and quoted fields, CRLF', async () => {
    const { text, outcome } = await csv(`SELECT 'a,b' AS x, 'say "hi"' AS y, NULL AS z, 1.5 AS n, '=cmd()' AS f`);
    expect(text).toBe(`x,y,z,n,f\r\n"a,b","say ""hi""",,1.5,'=cmd()\r\n`);
    expect(outcome).toEqual({ rows: 1, capped: false });
  });

  it('stops at the cap and says so', async () => {
    const { text, outcome } = await csv('SELECT range AS i FROM range(10000000)', 2500);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2501);
    expect(outcome).toEqual({ rows: 2500, capped: true });
  });

  it('a refused query throws before a byte is written', async () => {
    await expect(queryCsv(sandbox, "SELECT * FROM read_csv('/etc/passwd')")).rejects.toMatchObject({ code: 'QUERY_INVALID' });
    await expect(queryCsv(sandbox, 'SELEC 1')).rejects.toMatchObject({ code: 'QUERY_INVALID' });
  });
});

describe('a folder whose table appears later', () => {
  it('a new engine over the grown folder lists it', async () => {
    mkdirSync(join(fixture.dir, 'empty_table'), { recursive: true });
    const again = await openSandbox(fixture.dir, limits);
    try {
      expect(again.tables.map((t) => t.name)).toEqual(['orders']);
    } finally {
      again.close();
    }
  });
});
