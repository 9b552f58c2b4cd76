import { beforeAll, describe, expect, it } from 'vitest';
import { cartStream, orderStream, type CartLine } from '../../domain/ordering/events';
import type { OrderStatusReportReply, SalesReportReply } from '../../domain/reports/api-schemas';
import { addDays, todayIn } from '../../domain/reports/report-days';
import { buildReportSnapshot } from '../../workers/projections/report-snapshots';
import { ORDERS_AS_PLACED, testApp } from '../support/test-app';
import { checkedOut } from '../support/order-events';
import { summaryOf } from '../support/report-events';
import { DEMO } from '../support/test-platform';

/**
 * The report routes (issue #6) over the two report projections, with the demo practices:
 * order-status rows, filters, sort, paging, totals and CSV; the sales dashboard; that every
 * dashboard figure is reproduced by the order-status filter it links to; as-of snapshots;
 * reportingconfig; who may read what.
 */

const { platform, call, fresh, signInAll } = testApp({ env: ORDERS_AS_PLACED });

let staff: string, admin: string, staffB: string, patient: string, csr: string;
let lastPosition = 0;
let cutoff = '';
let snapshotId = '';
const acct: Record<string, string> = {};
const run = Date.now().toString(36);
const id = (n: string) => `RPT-${run}-${n}`;
const today = todayIn('America/Chicago');
const day = (daysAgo: number) => addDays(today, -daysAgo);

const line = (eye: 'OD' | 'OS', productId: string, boxes: number, unitPriceCents: number, packSize: number, extra: Partial<CartLine> = {}): CartLine => ({
  eye,
  productId,
  variantId: `${productId}:x`,
  dimensions: {},
  boxes,
  packSize,
  unitPriceCents,
  supplyDays: 90 * boxes,
  ...extra,
});

async function append(stream: string, type: string, data: unknown, actor: { accountNumber: string; customerGroup: string }, impersonator?: { accountNumber: string; name: string }) {
  const r = await platform.infra.store.appendToStream(
    stream,
    [{ type, data, metadata: { actor, ...(impersonator ? { impersonator } : {}), correlationId: 'reports-test', occurredAt: new Date().toISOString(), schemaVersion: 1 } }],
    { expectedVersion: 'any' },
  );
  lastPosition = Math.max(lastPosition, r.position);
}

interface Placed {
  n: string;
  practiceId: string;
  locationId: string;
  patient: string;
  actor: { accountNumber: string; customerGroup: string };
  impersonator?: { accountNumber: string; name: string };
  daysAgo: number;
  lines: CartLine[];
  discountCents?: number;
  insuranceCents?: number;
}
async function place(o: Placed) {
  const data = checkedOut({
    orderId: id(o.n),
    cartId: id(`c${o.n}`),
    customerAccountNumber: o.patient,
    practiceId: o.practiceId,
    locationId: o.locationId,
    orderDate: `${day(o.daysAgo)}T17:00:00.000Z`, // 11:00 or 12:00 in Austin: the same local day
    placedBy: o.actor.customerGroup === 'Patient' ? 'Patient' : 'Practice',
    lines: o.lines,
    summary: summaryOf(o.lines, o.discountCents ?? 0, o.insuranceCents ?? 0, 599, 300),
  }).data;
  await append(cartStream(id(`c${o.n}`)), 'OrderCheckedOut', data, o.actor, o.impersonator);
}
const status = (n: string, s: string, extra: Record<string, unknown> = {}) =>
  append(orderStream(id(n)), 'OrderStatusChanged', { orderId: id(n), cartId: id(`c${n}`), status: s, at: new Date().toISOString(), ...extra }, { accountNumber: 'system', customerGroup: 'System' });

/** GET with read-your-writes: waits until the report projections have applied everything appended. */
const get = (path: string, token: string) => fresh(path, undefined, token, { 'x-min-position': String(lastPosition) }, 20_000);
async function report(query: string, token = staff): Promise<OrderStatusReportReply> {
  const r = await get(`/api/reports/order-status?${query}`, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as OrderStatusReportReply;
}
async function sales(query: string, token = staff): Promise<SalesReportReply> {
  const r = await get(`/api/reports/sales?${query}`, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as SalesReportReply;
}
async function csv(query: string, token = staff) {
  const res = await platform.app.inject({ method: 'GET', url: `/api/reports/order-status.csv?${query}`, headers: { authorization: `Bearer ${token}`, 'x-min-position': String(lastPosition) } });
  return { status: res.statusCode, headers: res.headers, text: res.body };
}
const ids = (r: OrderStatusReportReply) => r.rows.map((x) => x.salesOrderID);
const NOT_CANCELLED = 'status=new,processing,shipped,delivered,delayed_delivery,shipped_error';

const STAFF = { accountNumber: '700000001', customerGroup: 'Staff' };
const ADMIN = { accountNumber: '800000001', customerGroup: 'Practice' };
const STAFF_B = { accountNumber: '700000002', customerGroup: 'Staff' };

beforeAll(async () => {
  ({ staff, admin, staffB, patient, csr } = await signInAll('staff', 'admin', 'staffB', 'patient', 'csr'));
  for (const email of [DEMO.patient, 'james.carter.1001@example.com', 'henry.nguyen.1001@example.com', 'patient.lakeside@demo.lensloop.test']) {
    const row = await platform.infra.db.withSchema('rm').selectFrom('customers').select('account_number').where('email', '=', email).executeTakeFirstOrThrow();
    acct[email] = row.account_number;
  }
  const patricia = acct[DEMO.patient]!;
  const james = acct['james.carter.1001@example.com']!;
  const henry = acct['henry.nguyen.1001@example.com']!;
  const grace = acct['patient.lakeside@demo.lensloop.test']!;
  const A = { practiceId: 'PR-1001', locationId: 'LOC-1001-A' };

  // Before the cutoff: A2 (administrator, North Lamar), A3 (the patient online), A4 (a CSR for the
  // staff member, then cancelled), A5 (two months ago), B1 (the other practice).
  await place({ n: 'A2', practiceId: 'PR-1001', locationId: 'LOC-1001-B', patient: henry, actor: ADMIN, daysAgo: 5, lines: [line('OD', 'PRD-2001', 2, 15800, 90)] });
  await place({ n: 'A3', ...A, patient: patricia, actor: { accountNumber: patricia, customerGroup: 'Patient' }, daysAgo: 5, lines: [line('OS', 'PRD-1006', 1, 5460, 6)] });
  await place({ n: 'A4', ...A, patient: james, actor: STAFF, impersonator: { accountNumber: '900000001', name: 'Casey Support' }, daysAgo: 10, lines: [line('OD', 'PRD-2001', 1, 15800, 90), line('OS', 'PRD-1008', 1, 7700, 6)] });
  await status('A4', 'cancelled');
  await place({ n: 'A5', ...A, patient: james, actor: STAFF, daysAgo: 60, lines: [line('OD', 'PRD-1008', 3, 7700, 6)] });
  await place({ n: 'B1', practiceId: 'PR-2002', locationId: 'LOC-2002-A', patient: grace, actor: STAFF_B, daysAgo: 2, lines: [line('OD', 'PRD-1008', 2, 7700, 6)] });
  await new Promise((r) => setTimeout(r, 10));
  cutoff = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 10));
  // After it: A1 by the staff member, with a discount and insurance, then shipped with tracking.
  await place({
    n: 'A1',
    ...A,
    patient: patricia,
    actor: STAFF,
    daysAgo: 2,
    lines: [line('OD', 'PRD-1008', 4, 7700, 6, { unitCostCents: 5499 }), line('OS', 'PRD-1006', 2, 5460, 6)],
    discountCents: 1000,
    insuranceCents: 500,
  });
  await status('A1', 'processing');
  await status('A1', 'shipped', { trackingNumber: '1ZREPORT', carrier: 'UPS', estimatedDelivery: day(-3) });
  snapshotId = (await buildReportSnapshot({ sql: platform.infra.sql, db: platform.infra.db, store: platform.infra.store, asOf: cutoff })).id;
});

describe('GET /api/reports/order-status', () => {
  it('every order of the practice, both locations, newest first, with totals over all matches', async () => {
    const r = await report('');
    // Newest first; A2 and A3 share a checkout instant, so the order id decides (descending).
    expect(ids(r)).toEqual([id('A1'), id('A3'), id('A2'), id('A4'), id('A5')]);
    expect(r).toMatchObject({ total: 5, limit: 25, offset: 0, snapshot: null });
    const a1 = r.rows.find((x) => x.salesOrderID === id('A1'))!;
    expect(a1).toMatchObject({
      orderDay: day(2),
      status: 'shipped',
      statusLabel: 'Shipped',
      patient: { accountNumber: acct[DEMO.patient], name: 'Patricia Nguyen', email: DEMO.patient },
      location: { locationId: 'LOC-1001-A' },
      placedBy: { accountNumber: '700000001', name: 'Morgan Reyes', group: 'Staff', csrName: null },
      boxes: 6,
      units: 36,
      subTotalCents: 4 * 7700 + 2 * 5460,
      discountCents: 1000,
      insuranceCents: 500,
      totalCents: 4 * 7700 + 2 * 5460 - 1500 + 599 + 300,
      trackingNumber: '1ZREPORT',
      carrier: 'UPS',
      estimatedDelivery: day(-3),
      deliveryMethod: 'ship',
    });
    expect(a1.shippedAt).toBeTruthy();
    expect(a1.products).toEqual([
      { eye: 'OD', productId: 'PRD-1008', name: 'Aurora HydraFlex for Astigmatism 6 pack', brandId: 'BR-AURORA-HYDRA', brand: 'Aurora HydraFlex', boxes: 4 },
      { eye: 'OS', productId: 'PRD-1006', name: 'Aurora HydraFlex 2-Week 6 pack', brandId: 'BR-AURORA-HYDRA', brand: 'Aurora HydraFlex', boxes: 2 },
    ]);
    expect(r.rows.find((x) => x.salesOrderID === id('A3'))!.placedBy).toEqual({ accountNumber: null, name: 'Patient (online)', group: 'Patient', csrName: null });
    expect(r.rows.find((x) => x.salesOrderID === id('A4'))!).toMatchObject({ status: 'cancelled', statusLabel: 'Cancelled', placedBy: { accountNumber: '700000001', csrName: 'Casey Support' } });
    expect(r.totals.orders).toBe(5);
    expect(r.totals.totalCents).toBe(r.rows.reduce((n, x) => n + x.totalCents, 0));
    expect(r.totals.units).toBe(r.rows.reduce((n, x) => n + x.units, 0));
  });

  it('filters: status (any spelling), location, placed by, brand, manufacturer, product, dates, search', async () => {
    expect(ids(await report('status=canceled'))).toEqual([id('A4')]);
    expect(ids(await report('locationId=LOC-1001-B'))).toEqual([id('A2')]);
    expect(ids(await report('placedBy=patient'))).toEqual([id('A3')]);
    expect(ids(await report('placedBy=800000001,patient&sort=orderDate&dir=asc'))).toEqual([id('A2'), id('A3')]);
    expect(ids(await report('brandId=BR-MERIDIAN-1DAY&sort=orderDate&dir=asc'))).toEqual([id('A4'), id('A2')]);
    expect(ids(await report('manufacturerId=MFR-MERIDIAN&manufacturerId=MFR-COASTAL&sort=orderDate&dir=asc'))).toEqual([id('A4'), id('A2')]);
    expect(ids(await report('productId=PRD-1006&sort=orderDate'))).toEqual([id('A1'), id('A3')]);
    expect(ids(await report(`from=${day(5)}&to=${day(5)}&sort=location&dir=asc`))).toEqual([id('A3'), id('A2')]); // Downtown before North Lamar
    expect((await report(`to=${day(30)}`)).rows.map((x) => x.salesOrderID)).toEqual([id('A5')]);
    expect(ids(await report('search=carter'))).toEqual([id('A4'), id('A5')]);
    expect(ids(await report('search=HENRY nguyen'))).toEqual([id('A2')]);
    expect(ids(await report(`search=${id('A3').toLowerCase()}`))).toEqual([id('A3')]);
    expect(ids(await report('search=100%25'))).toEqual([]);
    const filtered = await report('brandId=BR-AURORA-HYDRA');
    expect(filtered.totals.orders).toBe(filtered.total);
    expect(filtered.totals.boxes).toBe(filtered.rows.reduce((n, x) => n + x.boxes, 0));
  });

  it('totals equal the sums of the matching rows, whichever table answers them (one key: per-key daily sums; several keys or a search: the rows)', async () => {
    const fromRows = (r: OrderStatusReportReply) => ({
      orders: r.rows.length,
      boxes: r.rows.reduce((n, x) => n + x.boxes, 0),
      units: r.rows.reduce((n, x) => n + x.units, 0),
      subTotalCents: r.rows.reduce((n, x) => n + x.subTotalCents, 0),
      discountCents: r.rows.reduce((n, x) => n + x.discountCents, 0),
      insuranceCents: r.rows.reduce((n, x) => n + x.insuranceCents, 0),
      shippingCents: r.rows.reduce((n, x) => n + x.shippingCents, 0),
      taxCents: r.rows.reduce((n, x) => n + x.taxCents, 0),
      totalCents: r.rows.reduce((n, x) => n + x.totalCents, 0),
    });
    const cases: Array<[string, number]> = [
      ['brandId=BR-AURORA-HYDRA', 4], // A1 has two Aurora HydraFlex lines: counted once
      ['brandId=BR-AURORA-HYDRA&brandId=BR-AURORA-HYDRA', 4],
      ['brandId=BR-AURORA-HYDRA&status=cancelled', 1],
      ['brandId=BR-MERIDIAN-1DAY&status=canceled', 1],
      [`brandId=BR-AURORA-HYDRA&from=${day(5)}&to=${day(2)}`, 2],
      ['brandId=BR-AURORA-HYDRA&placedBy=700000001', 3],
      ['manufacturerId=MFR-MERIDIAN', 2],
      ['productId=PRD-1008&locationId=LOC-1001-A', 3],
      ['productId=PRD-1006', 2],
      ['brandId=BR-AURORA-HYDRA,BR-MERIDIAN-1DAY', 5], // two keys: A4 has both and counts once
      ['brandId=BR-MERIDIAN-1DAY&manufacturerId=MFR-MERIDIAN', 2],
      ['brandId=BR-AURORA-HYDRA&search=carter', 2],
      ['brandId=BR-NOT-SOLD', 0],
    ];
    for (const [query, orders] of cases) {
      const r = await report(`${query}&limit=100`);
      expect(r.totals, query).toEqual(fromRows(r));
      expect(r.total, query).toBe(orders);
      expect(r.totals.orders, query).toBe(orders);
    }
  });

  it('sorts every way and pages', async () => {
    const byTotal = await report('sort=total&dir=asc');
    expect(byTotal.rows.map((x) => x.totalCents)).toEqual([...byTotal.rows.map((x) => x.totalCents)].sort((a, b) => a - b));
    const byPatient = await report('sort=patient&dir=asc');
    expect(byPatient.rows.map((x) => x.patient.name.split(' ')[1])).toEqual(['Carter', 'Carter', 'Nguyen', 'Nguyen', 'Nguyen']);
    for (const sort of ['statusDate', 'status']) expect((await report(`sort=${sort}&dir=desc`)).rows).toHaveLength(5);
    const all = ids(await report('sort=orderDate&dir=desc'));
    const page2 = await report('sort=orderDate&dir=desc&limit=2&offset=2');
    expect(ids(page2)).toEqual(all.slice(2, 4));
    expect(page2.total).toBe(5);
    // Pages (ids from the sort's index, then the rows) put together are the whole sorted list, every sort and direction.
    for (const sort of ['orderDate', 'statusDate', 'status', 'patient', 'location', 'total']) {
      for (const dir of ['asc', 'desc']) {
        const whole = ids(await report(`sort=${sort}&dir=${dir}`));
        const pages = [];
        for (let offset = 0; offset < 6; offset += 2) pages.push(...ids(await report(`sort=${sort}&dir=${dir}&limit=2&offset=${offset}`)));
        expect(pages, `${sort} ${dir}`).toEqual(whole);
      }
    }
    expect((await report('sort=orderDate&limit=2&offset=10')).rows).toEqual([]);
  });

  it('tenant scope and roles: another practice sees only its own; patients and a CSR’s own token are refused; a CSR impersonating staff reads as them', async () => {
    const other = await report('', staffB);
    expect(ids(other)).toEqual([id('B1')]);
    expect((await report('search=carter', staffB)).total).toBe(0);
    expect((await report(`locationId=LOC-1001-A`, staffB)).total).toBe(0);
    expect((await report('', admin)).total).toBe(5);
    expect((await get('/api/reports/order-status', patient)).status).toBe(403);
    expect((await get('/api/reports/order-status', csr)).status).toBe(403);
    expect((await call('/api/reports/order-status')).status).toBe(401);
    const began = await call('/api/customer/beginimpersonation', { accountNumber: '700000001' }, csr);
    expect(began.status, JSON.stringify(began.body)).toBe(200);
    expect((await report('', began.body.token)).total).toBe(5);
    await call('/api/customer/endimpersonation', {}, began.body.token);
  });

  it('bad input is a 400 and says why', async () => {
    for (const q of ['from=2026-02-30', `from=${day(1)}&to=${day(3)}`, 'status=lost', 'limit=1000', 'sort=price', 'asOf=../rm']) {
      const r = await get(`/api/reports/order-status?${q}`, staff);
      expect(r.status, q).toBe(400);
      expect(r.body).toMatchObject({ error: true, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('GET /api/reports/order-status.csv', () => {
  it('the filtered report as UTF-8 CSV: a header, dollars, MM/dd/yyyy, the same order', async () => {
    const r = await csv('sort=orderDate&dir=desc&locationId=LOC-1001-A');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(r.headers['content-disposition'])).toMatch(/^attachment; filename="order-status-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = r.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order ID,Order date,Status,Status date,Patient,Patient account,Patient email,Location,Placed by,CSR,Products,Boxes,Lenses,Subtotal,Discount,Insurance,Shipping,Tax,Total,Delivery method,Tracking number,Carrier,Estimated delivery,Shipped,Delivered',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(ids(await report('sort=orderDate&dir=desc&locationId=LOC-1001-A')));
    const a1 = lines.find((l) => l.startsWith(id('A1')))!;
    const us = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
    expect(a1).toContain(`,${us(day(2))},Shipped,`);
    expect(a1).toContain(',Patricia Nguyen,');
    expect(a1).toContain(',Morgan Reyes,,OD: Aurora HydraFlex for Astigmatism 6 pack x 4; OS: Aurora HydraFlex 2-Week 6 pack x 2,6,36,417.20,10.00,5.00,5.99,3.00,411.19,Ship to patient,1ZREPORT,UPS,');
    expect(lines.find((l) => l.startsWith(id('A4')))).toContain(',Morgan Reyes,Casey Support,');
    expect((await csv('', patient)).status).toBe(403);
    expect((await csv(`asOf=asof_19990101`)).status).toBe(404);
  });
});

describe('GET /api/reports/sales', () => {
  it('the last 30 days by default: summary of the sales (cancelled excluded), every day present, by location, staff, brand and manufacturer', async () => {
    const s = await sales('');
    expect(s).toMatchObject({ from: day(29), to: day(0), granularity: 'day', snapshot: null, everOrdered: true });
    expect(s.series).toHaveLength(30);
    expect(s.series[0]).toMatchObject({ period: day(29), periodEnd: day(29), orders: 0, netSalesCents: 0 });
    const a1 = 4 * 7700 + 2 * 5460;
    const sub = a1 + 2 * 15800 + 5460;
    expect(s.summary).toMatchObject({ orders: 3, boxes: 6 + 2 + 1, units: 36 + 180 + 6, subTotalCents: sub, discountCents: 1000, insuranceCents: 500, netSalesCents: sub - 1000, shippingCents: 3 * 599, taxCents: 900 });
    // Cost: A1's OD line carries its cost (54.99); the others take the catalog's box price then.
    const cost = 4 * 5499 + 2 * 3899 + 2 * 11299 + 3899;
    expect(s.summary).toMatchObject({ costCents: cost, marginCents: sub - 1000 - cost, averageOrderValueCents: Math.round((sub - 1000) / 3) });
    expect(s.series.find((p) => p.period === day(5))).toMatchObject({ orders: 2, subTotalCents: 2 * 15800 + 5460 });
    expect(s.byLocation.map((l) => [l.locationId, l.orders])).toEqual([
      ['LOC-1001-A', 2],
      ['LOC-1001-B', 1],
    ]);
    expect(s.byStaff.map((x) => [x.accountNumber, x.name, x.group, x.orders])).toEqual([
      ['700000001', 'Morgan Reyes', 'Staff', 1],
      ['800000001', 'Dana Whitfield', 'Practice', 1],
      [null, 'Patient (online)', 'Patient', 1],
    ]);
    expect(s.byBrand.map((b) => [b.brandId, b.name, b.orders, b.boxes])).toEqual([
      ['BR-AURORA-HYDRA', 'Aurora HydraFlex', 2, 7],
      ['BR-MERIDIAN-1DAY', 'Meridian OneDay', 1, 2],
    ]);
    expect(s.byManufacturer.map((m) => [m.manufacturerId, m.name, m.orders, m.salesCents])).toEqual([
      ['MFR-AURORA', 'Aurora Vision', 2, a1 + 5460],
      ['MFR-MERIDIAN', 'Meridian Optics', 1, 2 * 15800],
    ]);
    expect((await sales('', staffB)).summary.orders).toBe(1);
  });

  it('weeks (Monday first) and months, clipped to the range; wide ranges and other roles refused', async () => {
    const from = day(60);
    const weeks = await sales(`from=${from}&to=${today}&granularity=week`);
    expect(weeks.series[0]!.period).toBe(from);
    for (const p of weeks.series.slice(1)) expect(new Date(`${p.period}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.series.at(-1)!.periodEnd).toBe(today);
    const months = await sales(`from=${from}&to=${today}&granularity=month`);
    for (const p of months.series.slice(1)) expect(p.period.endsWith('-01')).toBe(true);
    const sum = (s: SalesReportReply) => s.series.reduce((n, p) => n + p.netSalesCents, 0);
    expect(sum(weeks)).toBe(weeks.summary.netSalesCents);
    expect(sum(months)).toBe(weeks.summary.netSalesCents);
    expect(weeks.summary.orders).toBe(4); // A5, two months ago, is in
    // A range with no orders of a practice that has had some: "choose a wider range", not "no orders yet" (issue #34).
    expect(await sales('from=2021-01-01&to=2021-01-31')).toMatchObject({ summary: { orders: 0 }, everOrdered: true });
    expect((await get('/api/reports/sales?from=2020-01-01&to=2026-01-01', staff)).status).toBe(400);
    expect((await get('/api/reports/sales', patient)).status).toBe(403);
    expect((await get('/api/reports/sales', csr)).status).toBe(403);
  });

  it('reconciles: every dashboard figure is the order-status report of the filter it links to', async () => {
    const from = day(60);
    const s = await sales(`from=${from}&to=${today}&granularity=week`);
    const totals = async (q: string) => (await report(`from=${from}&to=${today}&${NOT_CANCELLED}&${q}`)).totals;
    const same = (a: { orders: number; boxes: number; units: number; subTotalCents: number; discountCents: number; insuranceCents: number }, b: typeof a) =>
      expect([a.orders, a.boxes, a.units, a.subTotalCents, a.discountCents, a.insuranceCents]).toEqual([b.orders, b.boxes, b.units, b.subTotalCents, b.discountCents, b.insuranceCents]);
    const all = await totals('');
    same(s.summary, all);
    expect([s.summary.shippingCents, s.summary.taxCents, s.summary.totalCents]).toEqual([all.shippingCents, all.taxCents, all.totalCents]);
    for (const p of s.series.filter((x) => x.orders > 0)) same(p, (await report(`from=${p.period}&to=${p.periodEnd}&${NOT_CANCELLED}`)).totals);
    for (const l of s.byLocation) same(l, await totals(`locationId=${l.locationId}`));
    for (const x of s.byStaff) same(x, await totals(`placedBy=${x.accountNumber ?? 'patient'}`));
    for (const b of s.byBrand) expect(b.orders).toBe((await totals(`brandId=${b.brandId}`)).orders);
    for (const m of s.byManufacturer) expect(m.orders).toBe((await totals(`manufacturerId=${m.manufacturerId}`)).orders);
  });
});

describe('as-of snapshots through the API', () => {
  it('asOf reads the snapshot and says which; live data has everything', async () => {
    const list = await get('/api/reports/snapshots', staff);
    expect(list.status).toBe(200);
    expect(list.body.snapshots).toContainEqual(expect.objectContaining({ id: snapshotId, asOf: cutoff, projections: ['order_status_report', 'sales_dashboard'] }));
    const past = await report(`asOf=${snapshotId}`);
    expect(past.snapshot).toMatchObject({ id: snapshotId, asOf: cutoff });
    expect(ids(past).sort()).toEqual([id('A2'), id('A3'), id('A4'), id('A5')].sort());
    expect((await report('')).total).toBe(5);
    const pastSales = await sales(`asOf=${snapshotId}`);
    expect(pastSales.snapshot).toMatchObject({ id: snapshotId });
    expect(pastSales.summary.orders).toBe(2);
    expect((await sales('')).summary.orders).toBe(3);
    const past2 = await report(`asOf=${snapshotId}`, staffB);
    expect(ids(past2)).toEqual([id('B1')]);
  });

  it('a snapshot built before the per-key daily totals existed (projection version 1) still totals a one-brand filter, from its rows', async () => {
    const old = await buildReportSnapshot({ sql: platform.infra.sql, db: platform.infra.db, store: platform.infra.store, asOf: new Date().toISOString() });
    await platform.infra.sql.exec(`DROP TABLE ${old.schema}.order_status_daily_keys`);
    const live = await report('brandId=BR-AURORA-HYDRA');
    const past = await report(`asOf=${old.id}&brandId=BR-AURORA-HYDRA`);
    expect(past.snapshot).toMatchObject({ id: old.id });
    expect(past.totals).toEqual(live.totals);
    expect(past.totals.orders).toBe(4);
    const exported = await csv(`asOf=${old.id}&brandId=BR-AURORA-HYDRA`);
    expect(exported.status).toBe(200);
  });

  it('an unknown snapshot is a 404 with a clear message', async () => {
    for (const path of ['/api/reports/order-status?asOf=asof_19990101', '/api/reports/sales?asOf=asof_19990101']) {
      const r = await get(path, staff);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'SNAPSHOT_NOT_FOUND', message: expect.stringMatching(/no snapshot "asof_19990101"/) });
    }
  });
});

describe('GET /api/pricing/reportingconfig', () => {
  it('what each report screen offers the caller', async () => {
    const r = await get('/api/pricing/reportingconfig?reportType=orderStatus', staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ reportType: 'orderStatus', title: 'Order status report', granularities: [], sorts: ['orderDate', 'statusDate', 'status', 'patient', 'location', 'total'], defaultRange: { from: day(29), to: today } });
    expect(r.body.locations).toEqual([
      { locationId: 'LOC-1001-A', name: expect.stringMatching(/Downtown/), timeZone: 'America/Chicago' },
      { locationId: 'LOC-1001-B', name: expect.stringMatching(/North Lamar/), timeZone: 'America/Chicago' },
    ]);
    expect(r.body.placedBy).toEqual([
      { value: '800000001', label: 'Dana Whitfield' },
      { value: '700000001', label: 'Morgan Reyes' },
      { value: 'patient', label: 'Patient (online)' },
    ]);
    expect(r.body.brands).toHaveLength(9);
    expect(r.body.manufacturers.map((m: { label: string }) => m.label)).toEqual(['Aurora Vision', 'Coastal Lens Co.', 'Meridian Optics']);
    expect(r.body.statuses).toContainEqual({ value: 'processing', label: 'Pending' });
    expect(r.body.snapshots.map((s: { id: string }) => s.id)).toContain(snapshotId);
    const s = await get('/api/pricing/reportingconfig?reportType=sales', staffB);
    expect(s.body).toMatchObject({ reportType: 'sales', title: 'Sales dashboard', granularities: ['day', 'week', 'month'], sorts: [] });
    expect(s.body.locations.map((l: { locationId: string }) => l.locationId)).toEqual(['LOC-2002-A']);
    expect(s.body.placedBy).toEqual([{ value: '700000002', label: 'Tyler Berg' }]);
    expect((await get('/api/pricing/reportingconfig?reportType=nope', staff)).status).toBe(400);
    expect((await get('/api/pricing/reportingconfig?reportType=sales', patient)).status).toBe(403);
  });

  it('every report path is in the OpenAPI document', async () => {
    const doc = await call('/api/openapi.json');
    for (const p of ['/api/reports/order-status', '/api/reports/order-status.csv', '/api/reports/sales', '/api/reports/snapshots', '/api/pricing/reportingconfig']) expect(Object.keys(doc.body.paths)).toContain(p);
  });
});
