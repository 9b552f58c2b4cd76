import { beforeAll, describe, expect, it } from 'vitest';
import { salesDashboardProjection } from '../../projections/sales-dashboard';
import { projectionBed } from '../support/projection-bed';
import { appendScenario } from '../support/report-events';

/** The sales dashboard read model: given the scenario → daily sums in local days, cancellations taken back, cost as of checkout; identical rebuilds. */

const { store, kdb, project, expectRebuildMatches } = projectionBed();

beforeAll(async () => {
  await appendScenario(store);
  await project([salesDashboardProjection], 2);
});

const rm = () => kdb.withSchema('rm');
const TEXT = new Set(['practice_id', 'day', 'location_id', 'placed_by', 'brand_id', 'manufacturer_id']);
/** The row's values in this column order, sums as numbers (bigint may arrive as text). */
const nums = <T extends object>(r: T, cols: (keyof T & string)[]) => cols.map((c) => (TEXT.has(c) ? r[c] : Number(r[c])));

describe(`sales_dashboard projection (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('daily sums per practice, local day, location and placed by; the cancelled order is not a sale', async () => {
    const rows = await rm().selectFrom('sales_daily').selectAll().orderBy('practice_id').orderBy('day').execute();
    const cols = ['practice_id', 'day', 'location_id', 'placed_by', 'orders', 'boxes', 'units', 'sub_total_cents', 'discount_cents', 'insurance_cents', 'shipping_cents', 'tax_cents', 'total_cents', 'cost_cents'] as const;
    expect(rows.map((r) => nums(r, [...cols]))).toEqual([
      // o1: A 4 × 42.00 (cost 31.00 recorded on the line) + B 2 × 28.00 (cost from the catalog then: 20.00)
      ['PR-1', '2026-11-01', 'L-TX', '700000101', 1, 6, 84, 22400, 1000, 500, 599, 250, 21749, 4 * 3100 + 2 * 2000],
      // o2: the patient online, Los Angeles day
      ['PR-1', '2026-11-02', 'L-CA', 'patient', 1, 1, 30, 2800, 0, 0, 599, 250, 3649, 2000],
      // o3 (cancelled) left no row; o5 after the catalog's cost went to 25.00
      ['PR-1', '2026-11-06', 'L-CA', '700000101', 1, 3, 90, 8400, 0, 0, 599, 250, 9249, 3 * 2500],
      ['PR-2', '2026-11-03', 'L-WI', '700000201', 1, 4, 72, 14000, 0, 0, 599, 250, 14849, 2 * 3000 + 2 * 2000],
    ]);
  });

  it('brand and manufacturer lines: an order counts once per brand it holds', async () => {
    const brands = await rm().selectFrom('sales_daily_brands').selectAll().where('practice_id', '=', 'PR-1').orderBy('day').orderBy('brand_id').execute();
    expect(brands.map((r) => nums(r, ['day', 'brand_id', 'orders', 'boxes', 'units', 'sales_cents', 'cost_cents']))).toEqual([
      ['2026-11-01', 'BR-A', 1, 4, 24, 16800, 12400],
      ['2026-11-01', 'BR-B', 1, 2, 60, 5600, 4000],
      ['2026-11-02', 'BR-B', 1, 1, 30, 2800, 2000],
      ['2026-11-06', 'BR-B', 1, 3, 90, 8400, 7500],
    ]);
    const makers = await rm().selectFrom('sales_daily_manufacturers').selectAll().where('practice_id', '=', 'PR-2').execute();
    expect(makers.map((r) => nums(r, ['manufacturer_id', 'orders', 'boxes'])).sort()).toEqual([
      ['M1', 1, 2],
      ['M2', 1, 2],
    ]);
  });

  it('keeps each order’s contribution, the cancelled one marked not counted', async () => {
    const orders = await rm().selectFrom('sales_orders').select(['order_id', 'counted', 'day', 'placed_by', 'cost_cents']).orderBy('order_id').execute();
    expect(orders).toEqual([
      { order_id: 'o1', counted: true, day: '2026-11-01', placed_by: '700000101', cost_cents: 16400 },
      { order_id: 'o2', counted: true, day: '2026-11-02', placed_by: 'patient', cost_cents: 2000 },
      { order_id: 'o3', counted: false, day: '2026-11-05', placed_by: '800000101', cost_cents: 3000 },
      { order_id: 'o4', counted: true, day: '2026-11-03', placed_by: '700000201', cost_cents: 10000 },
      { order_id: 'o5', counted: true, day: '2026-11-06', placed_by: '700000101', cost_cents: 7500 },
    ]);
    const people = await rm().selectFrom('sales_people').select(['account_number', 'name', 'customer_group']).orderBy('account_number').execute();
    expect(people).toEqual([
      { account_number: '700000101', name: 'Morgan Reyes', customer_group: 'Staff' },
      { account_number: '700000201', name: 'Tyler Berg', customer_group: 'Staff' },
      { account_number: '800000101', name: 'Dana Whitfield', customer_group: 'Practice' },
    ]);
    expect((await rm().selectFrom('sales_manufacturers').select(['manufacturer_id', 'name']).orderBy('manufacturer_id').execute()).map((m) => m.name)).toEqual(['Acme Vision', 'Bolt Optics']);
  });

  it('rebuilds byte-identically, whatever the batch size (1, 3 and all at once)', async () => {
    for (const [intoSchema, batchSize] of [['sales_b1', 1], ['sales_b3', 3], ['sales_ball', 5000]] as const) await expectRebuildMatches(salesDashboardProjection, { intoSchema, batchSize });
  });
});
