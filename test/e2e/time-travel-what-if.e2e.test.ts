import type { Locator, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderStream } from '../../domain/ordering/events';
import { formatMoney } from '../../domain/pricing/money';
import { localParts } from '../../domain/time-travel/local-time';
import { browserTest, expectAccessible, expectNoHorizontalOverflow, shot } from '../support/browser';
import { testMeta } from '../support/event-meta';

/**
 * Time travel and what-if replays in a real browser (issue #32), on the demo practice with its
 * year of history, in a log made longer by years of catalog updates (≈ 54,000 events, which no
 * reactor acts on) so the background work takes long enough to be watched:
 * - a staff member asks for the reports as of ten days ago (three bad inputs first, each answered
 *   next to the field), watches the build's progress bar, compares the dashboard and the order
 *   list with today (an order cancelled since: its row marked, net sales lower now), the
 *   administrator finds the same snapshot, and it is deleted after a confirmation;
 * - the practice administrator runs a what-if (three bad inputs first) and reads its table and
 *   chart; a staff member is told only the administrator can.
 * Every screen is photographed (test-results/e2e/time-travel-*.png, what-if-*.png) and checked with axe.
 */
const { platform, pageAs, api } = browserTest({ demoHistory: true });
const CHICAGO = 'America/Chicago';
const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
let cutoffDay = '';
let cancelledOrder = '';

/** Catalog updates per product (36 products): a long log for the background work to read (≈ 54,000 events). */
const UPDATES_PER_PRODUCT = 1_500;

beforeAll(async () => {
  const t0 = Date.now();
  // Years of catalog updates, back-dated before the history (no reactor acts on them): every report
  // snapshot and what-if reads them, so their progress can be watched.
  await platform.infra.sql.query(
    `INSERT INTO es_events (event_id, stream_id, stream_position, type, schema_version, data, metadata, occurred_at)
     SELECT gen_random_uuid(), e.stream_id, s.version + g, 'ProductUpdated', 1, e.data,
            jsonb_build_object('actor', jsonb_build_object('accountNumber', 'system', 'customerGroup', 'System'), 'correlationId', 'e2e-catalog',
                               'occurredAt', to_char((now() - interval '3 years' + g * interval '1 minute') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'schemaVersion', 1),
            now() - interval '3 years' + g * interval '1 minute'
       FROM es_events e JOIN es_streams s ON s.stream_id = e.stream_id, generate_series(1, $1::int) g
      WHERE e.type = 'ProductAdded'
      ORDER BY g, e.stream_id`,
    [UPDATES_PER_PRODUCT],
  );
  await platform.infra.sql.query(`UPDATE es_streams SET version = version + $1 WHERE stream_id IN (SELECT stream_id FROM es_events WHERE type = 'ProductAdded')`, [UPDATES_PER_PRODUCT]);
  await platform.projections.caughtUp(240_000);
  // An order of the demo practice placed before the cutoff, cancelled now: then it was a sale.
  const today = localParts(Date.now(), CHICAGO).day;
  cutoffDay = new Date(Date.parse(`${today}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
  const { rows } = await platform.infra.sql.query<{ order_id: string }>(
    `SELECT order_id FROM rm.order_status_report WHERE practice_id = 'PR-1001' AND status <> 'cancelled' AND order_day < $1 AND order_day >= $2 ORDER BY order_date DESC LIMIT 1`,
    [cutoffDay, new Date(Date.parse(`${cutoffDay}T00:00:00Z`) - 25 * 86_400_000).toISOString().slice(0, 10)],
  );
  cancelledOrder = rows[0]!.order_id;
  const { version } = await platform.infra.store.readStream(orderStream(cancelledOrder));
  await platform.infra.store.appendToStream(orderStream(cancelledOrder), [{ type: 'OrderStatusChanged', data: { orderId: cancelledOrder, status: 'cancelled', at: new Date().toISOString() }, metadata: testMeta() }], {
    expectedVersion: version,
  });
  await platform.projections.caughtUp(60_000);
  console.log(`catalog updates written and projected in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}, 400_000);

/** The words shown next to a field (its error, tied to it by aria-describedby), once they are there. */
const errorOf = (page: Page, label: string) =>
  expect.poll(async () => {
    const error = page.locator(`[id="${await page.getByLabel(label, { exact: true }).getAttribute('id')}-error"]`);
    return (await error.count()) ? error.innerText() : '';
  });
const textOf = (locator: Locator) => expect.poll(() => locator.innerText());
const classOf = (locator: Locator) => expect.poll(async () => (await locator.getAttribute('class')) ?? '');
const countOf = (locator: Locator, timeout = 15_000) => expect.poll(() => locator.count(), { timeout });

describe('time travel from the Reports screens', () => {
  it('asks for a snapshot, watches it build, compares it with today, shares and deletes it', async () => {
    const page = await pageAs('staff', { path: '/location/dashboard' });
    const panel = page.getByRole('region', { name: 'Time travel' });
    await panel.getByRole('button', { name: 'Build snapshot' }).waitFor();

    // Three bad inputs, each answered next to its field; nothing is asked for.
    await panel.getByRole('button', { name: 'Build snapshot' }).click();
    await errorOf(page, 'As of date').toMatch(/Enter the date to look back to\./);
    await panel.getByLabel('As of date').fill('2099-01-01');
    await panel.getByRole('button', { name: 'Build snapshot' }).click();
    await errorOf(page, 'As of date').toMatch(/That day is still to come/);
    await panel.getByLabel('As of date').fill('2020-01-01');
    await panel.getByRole('button', { name: 'Build snapshot' }).click();
    await errorOf(page, 'As of date').toMatch(/history starts on/);
    await shot(page, 'time-travel-bad-input');
    await panel.getByText('No snapshots yet.').waitFor(); // nothing was asked for

    // What the screen is told while the snapshot builds (the list, re-read on each live message).
    const seen: [string, number, number][] = [];
    page.on('response', async (r) => {
      if (!r.url().includes('/api/time-travel/snapshots?')) return;
      const body = (await r.json().catch(() => null)) as { snapshots?: { status: string; progress: { done: number; total: number } }[] } | null;
      for (const x of body?.snapshots ?? []) seen.push([x.status, x.progress.done, x.progress.total]);
    });
    // The real request: the end of the day ten days ago, on the practice's clock.
    await panel.getByLabel('As of date').fill(cutoffDay);
    await panel.getByRole('button', { name: 'Build snapshot' }).click();
    const label = `${usDay(cutoffDay)}, end of day`;
    const row = panel.getByRole('row').filter({ hasText: label });
    await row.getByRole('progressbar').waitFor({ timeout: 30_000 });
    await shot(page, 'time-travel-building');
    await row.getByText(/^Ready/).waitFor({ timeout: 120_000 });
    await shot(page, 'time-travel-ready');
    // The run recorded its progress (done, total, rate, time left) at most once a second, and the screen
    // followed it live: the list it re-read during the build carried the figures its bar draws.
    const { rows: progress } = await platform.infra.sql.query<{ done: number; total: number }>(
      `SELECT (data->>'done')::int AS done, (data->>'total')::int AS total FROM es_events WHERE type = 'AnalysisJobProgressed' AND data->>'kind' = 'report-snapshot' ORDER BY global_position`,
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p.done <= p.total)).toBe(true);
    const running = seen.filter(([status, done, total]) => status === 'running' && done > 0 && done < total);
    console.log(`snapshot build: ${progress.length} progress events; the screen read ${running.map(([, d, t]) => `${Math.floor((d * 100) / t)}%`).join(', ')} before it was ready`);
    expect(running.length).toBeGreaterThan(0);

    // Compare the dashboard: net sales then include the order cancelled since.
    await row.getByRole('button', { name: /Compare the reports as of/ }).click();
    await page.getByRole('heading', { name: /then and now/ }).waitFor();
    const netSales = page.getByRole('table', { name: /Sales from .* then and now/ }).getByRole('row', { name: /Net sales/ });
    await classOf(netSales).toMatch(/comparison-row--changed/);
    await textOf(netSales.getByRole('cell').nth(2)).toMatch(/^−\$/);
    await shot(page, 'time-travel-compare-sales');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    // The same snapshot on Your Orders: the cancelled order's row marked, its status then and now.
    const compareParam = new URL(page.url()).searchParams.get('compare')!;
    await page.goto(`/location/order-status?compare=${compareParam}`);
    await page.getByRole('heading', { name: /The snapshot’s orders/ }).waitFor();
    await page.getByLabel('Ordered from').fill(new Date(Date.parse(`${cutoffDay}T00:00:00Z`) - 25 * 86_400_000).toISOString().slice(0, 10));
    const cancelled = page.getByRole('row').filter({ hasText: cancelledOrder });
    await classOf(cancelled).toMatch(/comparison-row--changed/);
    await textOf(cancelled.getByRole('cell').nth(2)).toBe('Cancelled'); // Patient, status then, status now…
    await textOf(cancelled).toContain('status');
    await shot(page, 'time-travel-compare-orders');
    await expectAccessible(page);

    // Shared: the administrator finds it in the practice's list.
    const admin = await pageAs('admin', { path: '/location/dashboard' });
    await admin.getByRole('region', { name: 'Time travel' }).getByRole('row').filter({ hasText: label }).getByText(/^Ready/).waitFor();

    // Deleted after a confirmation, for everyone.
    await page.goto('/location/dashboard');
    await page.getByRole('region', { name: 'Time travel' }).getByRole('button', { name: `Delete the snapshot as of ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: /Delete the snapshot/ });
    await shot(page, 'time-travel-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete snapshot' }).click();
    await countOf(page.getByRole('region', { name: 'Time travel' }).getByRole('row').filter({ hasText: label })).toBe(0);
    await countOf(admin.getByRole('region', { name: 'Time travel' }).getByRole('row').filter({ hasText: label })).toBe(0);
  }, 300_000);
});

describe('what-if pricing replays', () => {
  it('runs a what-if after three bad inputs, and reads its table and chart', async () => {
    const page = await pageAs('admin', { path: '/location/what-if' });
    const form = page.getByRole('form', { name: 'A new what-if pricing replay' });
    await form.getByRole('button', { name: 'Run what-if' }).waitFor();
    const current = localParts(Date.now(), CHICAGO).day.slice(0, 7);
    const back = (months: number) => {
      const [y, m] = current.split('-').map(Number) as [number, number];
      const d = new Date(Date.UTC(y, m - 1 - months, 1));
      return d.toISOString().slice(0, 7);
    };

    // Three bad inputs: a period backwards and a negative markup (the browser), a period not begun (the API).
    await form.getByLabel('From month').fill(back(1));
    await form.getByLabel('To month').fill(back(3));
    await form.getByLabel('Markup (%)').fill('-5');
    await form.getByRole('button', { name: 'Run what-if' }).click();
    await errorOf(page, 'To month').toMatch(/The first month must not be after the last\./);
    await errorOf(page, 'Markup (%)').not.toBe('');
    await form.getByLabel('To month').fill(`${Number(current.slice(0, 4)) + 1}${current.slice(4)}`);
    await form.getByLabel('Markup (%)').fill('60');
    await form.getByRole('button', { name: 'Run what-if' }).click();
    await errorOf(page, 'To month').toMatch(/Choose a period that has begun/);
    await shot(page, 'what-if-bad-input');

    // The real one: the last twelve months at a 60 % markup.
    await form.getByLabel('Name').fill('Markup 60%');
    await form.getByLabel('From month').fill(back(12));
    await form.getByLabel('To month').fill(back(1));
    await form.getByRole('button', { name: 'Run what-if' }).click();
    const row = page.getByRole('table', { name: /what-if pricing replays/ }).getByRole('row').filter({ hasText: 'Markup 60%' });
    await row.waitFor();
    await shot(page, 'what-if-running');
    await row.getByRole('link', { name: 'Open the figures of Markup 60%' }).waitFor({ timeout: 120_000 });
    await row.getByRole('link', { name: 'Open the figures of Markup 60%' }).click();

    await page.getByRole('heading', { name: /Per month and brand/ }).waitFor();
    const jobId = new URL(page.url()).searchParams.get('jobId')!;
    const { body } = await api.call(`/api/what-if/result?jobId=${jobId}`, undefined, await api.signIn('admin'));
    expect(body.totals.orders).toBeGreaterThan(20);
    await page.getByText(`Margin ${formatMoney(body.totals.asWas.marginCents)} as it was, ${formatMoney(body.totals.whatIf.marginCents)} with this pricing`).waitFor();
    await page.getByRole('img', { name: /Bar chart of revenue per month/ }).waitFor();
    const months = page.getByRole('table', { name: /per month, as it was/ });
    await countOf(months.getByRole('row')).toBe(body.byMonth.length + 2); // header, months, total
    await textOf(months.getByRole('row', { name: /^Total/ })).toContain(formatMoney(body.totals.whatIf.revenueCents));
    await page.getByRole('radio', { name: 'Margin' }).check();
    await page.getByRole('img', { name: /Bar chart of margin per month/ }).waitFor();
    await page.mouse.move(0, 0); // no chart tooltip left open
    await shot(page, 'what-if-result');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
  }, 300_000);

  it('tells a staff member that only the administrator runs what-ifs', async () => {
    const page = await pageAs('staff', { path: '/location/what-if' });
    await page.getByText('Only your practice administrator can run and read what-if pricing replays.').first().waitFor();
    await shot(page, 'what-if-staff');
  });
});
