import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_QUERIES } from '../../domain/analysis/starter-queries';
import { openSandbox, type Sandbox } from '../../infra/analytics/engine/open-sandbox';
import { runQueryPage } from '../../infra/analytics/engine/run-query-page';
import { writeExportFixture } from './export-fixture';

/**
 * The six starter queries (issue #32) over a small export whose answers are worked out by hand:
 * the tables and columns are the exporter's (domain/analytics/export-tables.ts), the rows a tiny
 * history — two practices, three patients, their prescriptions, orders, lines, claim windows,
 * reminders.
 */
const ORDERS = [
  // order, patient, practice, prescription, ordered_at, supply_days, mode, shipped, delivered, sale
  ['o1', 'pa', 'P1', 'rx1', '2025-01-01 10:00:00+00', 90, 'standard', '2025-01-02 10:00:00+00', '2025-01-06 10:00:00+00', true],
  ['o2', 'pa', 'P1', 'rx1', '2025-03-22 10:00:00+00', 90, 'standard', '2025-03-23 10:00:00+00', '2025-03-27 10:00:00+00', true], // 80 days after o1: 10 early
  ['o3', 'pa', 'P1', 'rx1', '2025-07-01 10:00:00+00', 90, 'next_day', '2025-07-01 16:00:00+00', '2025-07-02 16:00:00+00', true], // 101 days after o2: 11 late
  ['o4', 'pb', 'P2', 'rx2', '2025-01-15 10:00:00+00', 30, null, null, null, true], // in office
  ['o5', 'pb', 'P2', 'rx2', '2025-02-09 10:00:00+00', 30, 'next_day', '2025-02-09 22:00:00+00', '2025-02-10 22:00:00+00', true], // 25 days after o4: 5 early
  ['o6', 'pc', 'P2', 'rx3', '2025-02-01 10:00:00+00', 60, 'standard', null, null, false], // cancelled
] as const;

const val = (v: unknown) => (v === null ? 'NULL' : typeof v === 'string' ? `'${v}'` : String(v));

const ordersSql = `SELECT order_id, patient_id, practice_id, prescription_id, ordered_at::TIMESTAMPTZ AS ordered_at, supply_days::INTEGER AS supply_days,
  CASE WHEN delivery_mode_id IS NULL THEN 'inOffice' ELSE 'ship' END AS delivery_method, delivery_mode_id,
  shipped_at::TIMESTAMPTZ AS shipped_at, delivered_at::TIMESTAMPTZ AS delivered_at, counts_as_sale, strftime(ordered_at::TIMESTAMPTZ, '%Y-%m') AS month
  FROM (VALUES ${ORDERS.map((o) => `(${o.map(val).join(', ')})`).join(', ')}) t(order_id, patient_id, practice_id, prescription_id, ordered_at, supply_days, delivery_mode_id, shipped_at, delivered_at, counts_as_sale)`;

let fixture: Awaited<ReturnType<typeof writeExportFixture>>;
let sandbox: Sandbox;

beforeAll(async () => {
  fixture = await writeExportFixture({
    orders: { sql: ordersSql },
    order_lines: {
      sql: `SELECT order_id, line_no::INTEGER AS line_no, brand_name, boxes::INTEGER AS boxes, retail_cents::BIGINT AS retail_cents, cost_cents::BIGINT AS cost_cents, month FROM (VALUES
        ('o1', 1, 'Acuvue', 2, 10000, 6000, '2025-01'), ('o1', 2, 'Acuvue', 2, 10000, 6000, '2025-01'),
        ('o4', 1, 'Biofinity', 1, 5000, 3500, '2025-01'),
        ('o5', 1, 'Biofinity', 1, 5000, NULL, '2025-02'),
        ('o6', 1, 'Acuvue', 4, 20000, 12000, '2025-02'),
        ('o2', 1, 'Acuvue', 3, 15000, 9000, '2025-03')) t(order_id, line_no, brand_name, boxes, retail_cents, cost_cents, month)`,
    },
    manufacturers: { sql: `SELECT * FROM (VALUES ('m1', 'Meridian', 'rebates', 'Meridian Rebates', '2024-01'), ('m2', 'Aurora', 'rewards', 'Aurora Rewards', '2024-01')) t(manufacturer_id, name, programme, programme_name, month)` },
    claim_windows: {
      sql: `SELECT order_id, manufacturer_id, programme, amount_cents::BIGINT AS amount_cents, opens_at::TIMESTAMPTZ AS opens_at, claimed, month FROM (VALUES
        ('o1', 'm1', 'rebates', 5000, '2025-01-06 10:00:00+00', true, '2025-01'),
        ('o2', 'm1', 'rebates', 5000, '2025-03-27 10:00:00+00', false, '2025-03'),
        ('o3', 'm1', 'rebates', 5000, '2025-07-02 10:00:00+00', true, '2025-07'),
        ('o5', 'm2', 'rewards', 2000, '2025-02-10 10:00:00+00', false, '2025-02')) t(order_id, manufacturer_id, programme, amount_cents, opens_at, claimed, month)`,
    },
    patients: {
      sql: `SELECT patient_id, practice_id, registered_at::TIMESTAMPTZ AS registered_at, month FROM (VALUES
        ('pa', 'P1', '2024-12-20 09:00:00+00', '2024-12'), ('pb', 'P2', '2025-01-10 09:00:00+00', '2025-01'), ('pc', 'P2', '2025-01-31 23:00:00+00', '2025-01'), ('pd', 'P1', '2025-01-05 09:00:00+00', '2025-01')) t(patient_id, practice_id, registered_at, month)`,
    },
    ev_reorder_reminder_sent: {
      sql: `SELECT position::BIGINT AS position, occurred_at::TIMESTAMPTZ AS occurred_at, prescription_id, sent_at::TIMESTAMPTZ AS sent_at, month FROM (VALUES
        (10, '2025-03-15 08:00:00+00', 'rx1', '2025-03-15 08:00:00+00', '2025-03'),
        (11, '2025-06-10 08:00:00+00', 'rx1', '2025-06-10 08:00:00+00', '2025-06'),
        (12, '2025-02-01 08:00:00+00', 'rx2', NULL, '2025-02'),
        (13, '2025-03-01 08:00:00+00', 'rx3', '2025-03-01 08:00:00+00', '2025-03')) t(position, occurred_at, prescription_id, sent_at, month)`,
    },
  });
  sandbox = await openSandbox(fixture.dir, { timeLimitSeconds: 10, rowCap: 1000, memoryLimit: '256MB', threads: 1 });
}, 60_000);
afterAll(() => {
  sandbox?.close();
  fixture?.cleanup();
});

async function answer(id: string) {
  const q = STARTER_QUERIES.find((s) => s.id === id)!;
  const page = await runQueryPage(sandbox, q.sql, { offset: 0, limit: 100 });
  const names = page.columns.map((c) => c.name);
  expect(names).toContain(q.chart.x);
  expect(names).toContain(q.chart.y);
  return page.rows.map((r) => Object.fromEntries(names.map((n, i) => [n, r[i]])));
}

describe('the six starter queries answer as worked out by hand', () => {
  it('are six, each with a title and a description', () => {
    expect(STARTER_QUERIES).toHaveLength(6);
    for (const q of STARTER_QUERIES) expect(q.title.length * q.description.length).toBeGreaterThan(0);
  });

  it('reorders against supply running out', async () => {
    expect(await answer('reorder-timing')).toEqual([
      { month: '2025-02', reorders: 1, avg_days_between: 25, avg_supply_days: 30, median_gap_days: -5, pct_before_running_out: 100 },
      { month: '2025-03', reorders: 1, avg_days_between: 80, avg_supply_days: 90, median_gap_days: -10, pct_before_running_out: 100 },
      { month: '2025-07', reorders: 1, avg_days_between: 101, avg_supply_days: 90, median_gap_days: 11, pct_before_running_out: 0 },
    ]);
  });

  it('rebate claims made vs eligible per programme', async () => {
    expect(await answer('rebate-claims')).toEqual([
      { programme: 'Aurora Rewards', kind: 'rewards', eligible: 1, claimed: 0, claim_rate_pct: 0, eligible_dollars: 20, claimed_dollars: 0 },
      { programme: 'Meridian Rebates', kind: 'rebates', eligible: 3, claimed: 2, claim_rate_pct: 66.7, eligible_dollars: 150, claimed_dollars: 100 },
    ]);
  });

  it('order cycle time by shipping method', async () => {
    expect(await answer('cycle-time')).toEqual([
      { shipping_method: 'inOffice', orders: 1, delivered: 0, avg_hours_to_ship: null, avg_days_to_deliver: null, median_days_to_deliver: null },
      // o3: 6 h to ship, 1.25 d to deliver; o5: 12 h, 1.5 d.
      { shipping_method: 'next_day', orders: 2, delivered: 2, avg_hours_to_ship: 9, avg_days_to_deliver: 1.38, median_days_to_deliver: 1.38 },
      // o1, o2: 24 h to ship, 5 d to deliver (the cancelled o6 is left out).
      { shipping_method: 'standard', orders: 2, delivered: 2, avg_hours_to_ship: 24, avg_days_to_deliver: 5, median_days_to_deliver: 5 },
    ]);
  });

  it('retail margin by brand and month', async () => {
    expect(await answer('margin-by-brand')).toEqual([
      { month: '2025-01', brand: 'Acuvue', boxes: 4, retail_dollars: 200, cost_dollars: 120, margin_dollars: 80, margin_pct: 40 },
      { month: '2025-01', brand: 'Biofinity', boxes: 1, retail_dollars: 50, cost_dollars: 35, margin_dollars: 15, margin_pct: 30 },
      // o5's line has no cost, o6 was cancelled: February has none.
      { month: '2025-03', brand: 'Acuvue', boxes: 3, retail_dollars: 150, cost_dollars: 90, margin_dollars: 60, margin_pct: 40 },
    ]);
  });

  it('reorder reminders sent vs reorders within 14 days', async () => {
    expect(await answer('reminders-reorders')).toEqual([
      // rx2 reminded 02-01 (sent_at missing: the event's time), reordered 02-09: within 14 days.
      { month: '2025-02', reminders_sent: 1, reordered_within_14_days: 1, pct_reordered: 100 },
      // rx1 reminded 03-15, reordered 03-22: yes; rx3 reminded 03-01, its only order cancelled: no.
      { month: '2025-03', reminders_sent: 2, reordered_within_14_days: 1, pct_reordered: 50 },
      // rx1 reminded 06-10, reordered 07-01 (21 days): no.
      { month: '2025-06', reminders_sent: 1, reordered_within_14_days: 0, pct_reordered: 0 },
    ]);
  });

  it('new patients per practice and month', async () => {
    expect(await answer('new-patients')).toEqual([
      { month: '2024-12', practice_id: 'P1', new_patients: 1 },
      { month: '2025-01', practice_id: 'P1', new_patients: 1 },
      { month: '2025-01', practice_id: 'P2', new_patients: 2 },
    ]);
  });
});
