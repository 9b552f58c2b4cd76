import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusReportProjection } from '../../projections/order-status-report';
import { projectionBed } from '../support/projection-bed';
import { appendScenario } from '../support/report-events';

/** The order-status report read model: given the scenario's events → then its rows and daily totals; identical rebuilds. */

const { db, store, kdb, project, expectRebuildMatches } = projectionBed();

beforeAll(async () => {
  await appendScenario(store);
  await project([orderStatusReportProjection], 3);
});

const rm = () => kdb.withSchema('rm');
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

describe(`order_status_report projection (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('one denormalised row per order: local day, status and tracking, patient, placed by, CSR, products and amounts', async () => {
    const rows = await rm().selectFrom('order_status_report').selectAll().orderBy('order_id').execute();
    expect(rows.map((r) => r.order_id)).toEqual(['o1', 'o2', 'o3', 'o4', 'o5']);
    const [o1, o2, o3, o4, o5] = rows;
    expect(o1).toMatchObject({
      practice_id: 'PR-1',
      location_id: 'L-TX',
      location_name: 'Clear Eyes Austin',
      order_date: '2026-11-02T03:30:00.000Z',
      order_day: '2026-11-01', // Chicago, CST
      status: 'delivered',
      status_at: '2026-11-05T12:00:00.000Z',
      shipped_at: '2026-11-03T12:00:00.000Z',
      delivered_at: '2026-11-05T12:00:00.000Z',
      tracking_number: '1Z999',
      carrier: 'UPS',
      estimated_delivery: '2026-11-09',
      // renamed after the order: the report shows the patient's current name and e-mail
      patient_account: '100000101',
      patient_name: 'Patricia Nguyen',
      patient_sort: 'nguyen patricia',
      patient_email: 'patricia@x.test',
      placed_by: '700000101',
      placed_by_group: 'Staff',
      csr_name: null,
      boxes: 6,
      units: 4 * 6 + 2 * 30,
      sub_total_cents: 4 * 4200 + 2 * 2800,
      discount_cents: 1000,
      insurance_cents: 500,
      shipping_cents: 599,
      tax_cents: 250,
      total_cents: 22400 - 1000 - 500 + 599 + 250,
      delivery_method: 'ship',
      search_text: 'patricia nguyen patricia@x.test 100000101 o1',
    });
    expect([...o1!.brand_keys].sort()).toEqual(['PR-1|BR-A', 'PR-1|BR-B']);
    expect([...o1!.manufacturer_keys].sort()).toEqual(['PR-1|M1', 'PR-1|M2']);
    expect([...o1!.product_keys].sort()).toEqual(['PR-1|PRD-A', 'PR-1|PRD-B']);
    expect(parsed(o1!.products)).toEqual([
      { eye: 'OD', productId: 'PRD-A', brandId: 'BR-A', boxes: 4 },
      { eye: 'OS', productId: 'PRD-B', brandId: 'BR-B', boxes: 2 },
    ]);
    // The patient online, Los Angeles day; the location's rename reaches its rows.
    expect(o2).toMatchObject({ order_day: '2026-11-02', placed_by: 'patient', placed_by_group: 'Patient', location_name: 'Clear Eyes Fresno North', status: 'new', status_at: '2026-11-03T06:00:00.000Z', patient_name: 'Sam Ortiz' });
    // A CSR acting for the administrator: placed by the administrator, the CSR named.
    expect(o3).toMatchObject({ placed_by: '800000101', placed_by_group: 'Practice', csr_name: 'Casey Support', status: 'cancelled', order_day: '2026-11-05', shipped_at: null });
    expect(o4).toMatchObject({ practice_id: 'PR-2', order_day: '2026-11-03', placed_by: '700000201' });
    expect(o5).toMatchObject({ order_day: '2026-11-06', boxes: 3, units: 90, location_name: 'Clear Eyes Fresno North' });
  });

  it('daily totals per practice, day, location, status and placed by; moved with each status change', async () => {
    const daily = await rm().selectFrom('order_status_daily').selectAll().orderBy('practice_id').orderBy('order_day').orderBy('location_id').execute();
    expect(daily.map((d) => [d.practice_id, d.order_day, d.location_id, d.status, d.placed_by, Number(d.orders), Number(d.boxes), Number(d.total_cents)])).toEqual([
      ['PR-1', '2026-11-01', 'L-TX', 'delivered', '700000101', 1, 6, 21749],
      ['PR-1', '2026-11-02', 'L-CA', 'new', 'patient', 1, 1, 3649],
      ['PR-1', '2026-11-05', 'L-TX', 'cancelled', '800000101', 1, 1, 5049],
      ['PR-1', '2026-11-06', 'L-CA', 'new', '700000101', 1, 3, 9249],
      ['PR-2', '2026-11-03', 'L-WI', 'new', '700000201', 1, 4, 14849],
    ]);
    // The totals equal the rows, column by column.
    const { rows } = await db.client.query<Record<string, number>>(
      `SELECT (SELECT sum(total_cents) FROM rm.order_status_report)::bigint AS rows_total, (SELECT sum(total_cents) FROM rm.order_status_daily)::bigint AS daily_total,
              (SELECT sum(units) FROM rm.order_status_report)::bigint AS rows_units, (SELECT sum(units) FROM rm.order_status_daily)::bigint AS daily_units`,
    );
    expect(Number(rows[0]!.rows_total)).toBe(Number(rows[0]!.daily_total));
    expect(Number(rows[0]!.rows_units)).toBe(Number(rows[0]!.daily_units));
  });

  it('the same totals per brand, manufacturer and product an order contains: each order whole under every key it has', async () => {
    const byKey = await rm()
      .selectFrom('order_status_daily_keys')
      .selectAll()
      .where('key_kind', '=', 'brand')
      .orderBy('practice_id')
      .orderBy('key_id')
      .orderBy('order_day')
      .execute();
    // o1 (both brands) counts whole under each; its passes through processing and shipped left nothing behind.
    expect(byKey.map((d) => [d.practice_id, d.key_id, d.order_day, d.location_id, d.status, d.placed_by, Number(d.orders), Number(d.boxes), Number(d.total_cents)])).toEqual([
      ['PR-1', 'BR-A', '2026-11-01', 'L-TX', 'delivered', '700000101', 1, 6, 21749],
      ['PR-1', 'BR-A', '2026-11-05', 'L-TX', 'cancelled', '800000101', 1, 1, 5049],
      ['PR-1', 'BR-B', '2026-11-01', 'L-TX', 'delivered', '700000101', 1, 6, 21749],
      ['PR-1', 'BR-B', '2026-11-02', 'L-CA', 'new', 'patient', 1, 1, 3649],
      ['PR-1', 'BR-B', '2026-11-06', 'L-CA', 'new', '700000101', 1, 3, 9249],
      ['PR-2', 'BR-A', '2026-11-03', 'L-WI', 'new', '700000201', 1, 4, 14849],
      ['PR-2', 'BR-B', '2026-11-03', 'L-WI', 'new', '700000201', 1, 4, 14849],
    ]);
    // Every kind and key: its entries equal the sums over the rows holding that key, column by column.
    const rows = await rm().selectFrom('order_status_report').selectAll().execute();
    const all = await rm().selectFrom('order_status_daily_keys').selectAll().execute();
    const columns = ['orders', 'boxes', 'units', 'sub_total_cents', 'discount_cents', 'insurance_cents', 'shipping_cents', 'tax_cents', 'total_cents'] as const;
    const expected = new Map<string, number[]>();
    for (const r of rows) {
      for (const [kind, keys] of [['brand', r.brand_keys], ['manufacturer', r.manufacturer_keys], ['product', r.product_keys]] as const) {
        for (const scoped of keys) {
          const k = [r.practice_id, kind, scoped.split('|')[1], r.order_day, r.location_id, r.status, r.placed_by].join(' ');
          const sums = expected.get(k) ?? columns.map(() => 0);
          columns.forEach((c, i) => (sums[i]! += c === 'orders' ? 1 : r[c]));
          expected.set(k, sums);
        }
      }
    }
    const actual = new Map(all.map((d) => [[d.practice_id, d.key_kind, d.key_id, d.order_day, d.location_id, d.status, d.placed_by].join(' '), columns.map((c) => Number(d[c]))]));
    expect(actual).toEqual(expected);
    expect(new Set(all.map((d) => d.key_kind))).toEqual(new Set(['brand', 'manufacturer', 'product']));
  });

  it('its own dimensions: locations with time zones, products, people', async () => {
    const locations = await rm().selectFrom('osr_locations').select(['location_id', 'name', 'time_zone']).orderBy('location_id').execute();
    expect(locations).toEqual([
      { location_id: 'L-CA', name: 'Clear Eyes Fresno North', time_zone: 'America/Los_Angeles' },
      { location_id: 'L-TX', name: 'Clear Eyes Austin', time_zone: 'America/Chicago' },
      { location_id: 'L-WI', name: 'Lake Vision Madison', time_zone: 'America/Chicago' },
    ]);
    const people = await rm().selectFrom('osr_people').select(['account_number', 'name', 'customer_group']).orderBy('account_number').execute();
    expect(people).toContainEqual({ account_number: '700000101', name: 'Morgan Reyes', customer_group: 'Staff' });
    expect(people).toContainEqual({ account_number: '100000101', name: 'Patricia Nguyen', customer_group: 'Patient' });
    expect((await rm().selectFrom('osr_products').select('name').where('product_id', '=', 'PRD-B').executeTakeFirstOrThrow()).name).toBe('Bolt Daily Plus');
  });

  it('rebuilds byte-identically, whatever the batch size (1, 2, 7 and all at once)', async () => {
    for (const [intoSchema, batchSize] of [['osr_b1', 1], ['osr_b2', 2], ['osr_b7', 7], ['osr_ball', 5000]] as const) await expectRebuildMatches(orderStatusReportProjection, { intoSchema, batchSize });
  });

  it('a rebuild adds the read indexes after its replay: the built tables have the same indexes as the live ones', async () => {
    const indexesOf = async (schema: string) =>
      (await db.client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname`, [schema])).rows.map((r) => r.indexname);
    const live = await indexesOf('rm');
    expect(live).toEqual(expect.arrayContaining(['osr_practice_date_cover', 'osd_practice_day_cover', 'osdk_key_day_cover', 'osdk_empty', 'osr_practice_status', 'osr_brand_keys', 'osr_patient', 'osr_daily_empty']));
    expect(await indexesOf('osr_ball')).toEqual(live);
  });
});
