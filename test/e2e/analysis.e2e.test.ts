import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeExportDir } from '../../infra/analytics/engine/scope-export-dir';
import { closeSharedEngines } from '../../infra/analytics/engine/shared-engines';
import { browserTest, expectAccessible, shot } from '../support/browser';

/**
 * The Analysis screen in a real browser (issue #32), over an export of every practice written
 * beside the app (an `orders` table of 24 orders over three months): the analyst runs a query with
 * Ctrl+Enter and reads it in the data table with its chart; a malformed query and an identified
 * column answer with DuckDB's message under the editor; a query over the time limit is stopped; a
 * saved query needs a name (said next to the field), is listed, opened and deleted. A practice
 * administrator without an export is offered "Export now"; staff are told who can.
 */
const root = mkdtempSync(join(tmpdir(), 'lensloop-analysis-e2e-'));
const { pageAs } = browserTest({ env: { ANALYTICS_DIR: root, ANALYSIS_QUERY_SECONDS: '2' } });

beforeAll(async () => {
  const dir = join(scopeExportDir({ practiceId: null }, root), 'orders');
  mkdirSync(dir, { recursive: true });
  const instance = await DuckDBInstance.create(':memory:');
  const c = await instance.connect();
  await c.run(`COPY (SELECT 'o' || i AS order_id, (1000 * (1 + i % 5))::BIGINT AS total_cents, '2025-0' || (1 + i % 3) AS month FROM range(24) t(i)) TO '${dir}' (FORMAT parquet, PARTITION_BY (month))`);
  c.closeSync();
  instance.closeSync();
});
afterAll(() => {
  closeSharedEngines();
  rmSync(root, { recursive: true, force: true });
});

describe('the Analysis screen', () => {
  it('lets an analyst question the export', async () => {
    const page = await pageAs('analyst', { path: '/analyst/analysis' });
    await page.getByRole('heading', { name: 'Analysis', level: 1 }).waitFor();
    const editor = page.getByLabel('SQL query');
    await editor.fill('SELECT month, sum(total_cents) / 100 AS dollars FROM orders GROUP BY month ORDER BY month');
    await editor.press('Control+Enter');
    const table = page.getByRole('table', { name: 'Query result' });
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await expect.poll(() => page.getByText('Rows 1–3 of 3').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /Bar chart of dollars by month/ }).isVisible()).toBe(true);
    await shot(page, 'analysis-result');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Insert table orders' }).waitFor();
    await editor.fill('SELEC 1');
    await editor.press('Control+Enter');
    await expect.poll(() => page.locator('#analysis-sql-error').textContent()).toMatch(/Parser Error: syntax error at or near "SELEC"/);
    await editor.fill('SELECT last_name FROM orders');
    await editor.press('Control+Enter');
    await expect.poll(() => page.locator('#analysis-sql-error').textContent()).toMatch(/Referenced column "last_name" not found/);
    await editor.fill('SELECT count(*) FROM range(100000000000) a, range(100000000000) b');
    await page.getByRole('button', { name: 'Run query' }).click();
    await expect.poll(() => page.locator('#analysis-sql-error').textContent(), { timeout: 15_000 }).toBe('The query took longer than 2 seconds and was stopped.');

    await editor.fill('SELECT count(*) AS n FROM orders');
    await page.getByRole('button', { name: 'Save query' }).click();
    await expect.poll(() => page.getByText('Give the query a name.').isVisible()).toBe(true);
    await page.getByLabel('Save as').fill('Order count');
    await page.getByRole('button', { name: 'Save query' }).click();
    await page.getByRole('button', { name: 'Open Order count' }).click();
    await expect.poll(() => table.getByRole('cell', { name: '24' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Delete Order count' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete query' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Open Order count' }).count()).toBe(0);
  });

  it('offers an administrator without an export to make one, and tells staff who can', async () => {
    const admin = await pageAs('admin', { path: '/location/analysis' });
    await admin.getByRole('button', { name: 'Export now' }).waitFor();
    await shot(admin, 'analysis-no-export');
    const staff = await pageAs('staff', { path: '/location/analysis' });
    await staff.getByText('Only your practice administrator can question the practice’s history.').waitFor();
  });
});
