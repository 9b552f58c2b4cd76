import { readFileSync } from 'node:fs';
import type { Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/pricing/money';
import { orderStream } from '../../domain/ordering/events';
import { addYears } from '../../domain/prescriptions/prescription-rules';
import type { OrderStatusReportReply, SalesReportReply } from '../../domain/reports/api-schemas';
import { buildReportSnapshot } from '../../workers/projections/report-snapshots';
import { DEMO } from '../support/test-platform';
import { browserTest, expectAccessible, shot } from '../support/browser';
import { testMeta } from '../support/event-meta';

/**
 * The report screens in a real browser (issue #6): orders placed through the API by the staff
 * member, the practice administrator and a CSR acting for the staff member, one of them shipped
 * and one cancelled; the dashboard's figures, a figure's link to the orders behind it with the
 * same totals, sorting, paging, the CSV export and the "as of" snapshot selector. Axe on both pages.
 */

const TORIC = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' };
const TORIC_OS = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90' };
const ADDRESS = { name: 'Patricia Nguyen', address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const STAFF_ACCOUNT = '700000001';
const ADMIN_ACCOUNT = '800000001';

const { platform, pageAs, api } = browserTest();
const tokens = { staff: '', admin: '', csrAsStaff: '' };
let accountNumber = '';
let rxId = '';

interface Placed {
  orderId: string;
  by: 'staff' | 'admin' | 'csrAsStaff';
  boxes: number;
  summary: { subTotalCents: number; discountCents: number; insuranceCents: number; shippingCents: number; taxCents: number; totalCents: number };
}
const placed: Placed[] = [];
let cancelledId = '';
let shippedId = '';
let snapshotCutoff = '';
let snapshotId = '';

const post = (path: string, body: unknown, token?: string) => api.call(path, body, token);

function ok(r: { status: number; body: Record<string, unknown> }, what: string) {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(200);
  return r;
}

/** A staff-side order: cart, optional discount and insurance, in office or shipped, cash at the point of sale. */
async function placeOrder(by: Placed['by'], od: number, os: number, options: { discount?: number; insurance?: number; ship?: boolean } = {}): Promise<Placed> {
  const token = tokens[by];
  const cart = ok(await post('/api/order/createcart', { customerId: accountNumber, prescriptionId: rxId, rightEyeBoxes: od, leftEyeBoxes: os }, token), 'createcart');
  const cartId = cart.body.cartId as string;
  if (options.discount || options.insurance) ok(await post('/api/order/SetDiscount', { cartId, discount: options.discount ?? 0, insurance: options.insurance ?? 0 }, token), 'discount');
  if (options.ship) {
    ok(await post('/api/order/AddDeliveryAddress', { cartId, address: ADDRESS }, token), 'address');
    ok(await post('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: null }, token), 'mode');
  } else {
    ok(await post('/api/order/AddDeliveryAddress', { cartId, inOfficeInventory: true }, token), 'in office');
  }
  const out = ok(await post('/api/order/CheckOut', { cartId, mode: 'pos', method: 'cash' }, token), 'checkout');
  const order: Placed = { orderId: out.body.orderId as string, by, boxes: od + os, summary: out.body.summary as Placed['summary'] };
  placed.push(order);
  return order;
}

/** A status change as the fulfilment worker appends it (the worker's delays are minutes to hours). */
async function setStatus(orderId: string, status: 'processing' | 'shipped' | 'cancelled', extra: Record<string, string> = {}) {
  const stream = orderStream(orderId);
  const { version } = await platform.infra.store.readStream(stream);
  await platform.infra.store.appendToStream(
    stream,
    [
      {
        type: 'OrderStatusChanged',
        data: { orderId, status, at: new Date().toISOString(), ...extra },
        metadata: testMeta(),
      },
    ],
    { expectedVersion: version < 0 ? 'no_stream' : version },
  );
}

/** The report API itself, polled until its read models show every order placed here. */
async function apiReport<T>(path: string, ready: (reply: T) => boolean): Promise<T> {
  let reply: T | undefined;
  await expect
    .poll(
      async () => {
        const r = await api.call(path, undefined, tokens.admin);
        if (r.status !== 200) return `${r.status} ${r.text}`;
        reply = r.body as T;
        return ready(reply);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return reply!;
}

beforeAll(async () => {
  ({ staff: tokens.staff, admin: tokens.admin } = await api.signInAll('staff', 'admin'));
  const csr = await api.signIn('csr');
  tokens.csrAsStaff = ok(await post('/api/customer/beginimpersonation', { accountNumber: STAFF_ACCOUNT, reason: 'Phone order' }, csr), 'impersonate').body.token as string;
  accountNumber = await api.patientAccount(tokens.staff, DEMO.patient);
  const today = new Date().toISOString().slice(0, 10);
  const rx = ok(await post('/api/prescription/create', { patientAccountNo: accountNumber, prescriptionNickname: 'Toric', prescriptionExpirationDate: addYears(today, 1), rightEyeRx: TORIC, leftEyeRx: TORIC_OS }, tokens.staff), 'prescription');
  rxId = rx.body.id as string;

  // 12 orders: 8 by the staff member, 2 by the administrator, 1 by a CSR for the staff member, 1 cancelled.
  shippedId = (await placeOrder('staff', 2, 1, { discount: 5, ship: true })).orderId;
  await placeOrder('admin', 3, 3, { discount: 10, insurance: 20 });
  await placeOrder('admin', 1, 0);
  await placeOrder('csrAsStaff', 2, 2, { insurance: 15 });
  // An analyst's snapshot "as of" this moment will hold these four orders, all still new.
  await new Promise((r) => setTimeout(r, 20));
  snapshotCutoff = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 20));
  for (let i = 0; i < 7; i++) await placeOrder('staff', 1 + (i % 3), 1);
  cancelledId = (await placeOrder('staff', 4, 4)).orderId;
  await setStatus(shippedId, 'processing');
  await setStatus(shippedId, 'shipped', { trackingNumber: '1Z999AA10123456784', carrier: 'UPS', estimatedDelivery: addYears(today, 0) });
  await setStatus(cancelledId, 'cancelled');
  snapshotId = (await buildReportSnapshot({ sql: platform.infra.sql, db: platform.infra.db, store: platform.infra.store, asOf: snapshotCutoff })).id;
}, 300_000);

const sum = (orders: Placed[], pick: (o: Placed) => number) => orders.reduce((n, o) => n + pick(o), 0);

/** The value shown under a label in the totals bar. */
async function total(page: Page, label: string): Promise<string> {
  const item = page.getByRole('region', { name: 'Totals for all matching orders' }).locator('.report-totals__item').filter({ has: page.getByText(label, { exact: true }) });
  return (await item.locator('dd').innerText()).trim();
}

describe('reports: the dashboard and the order-status list agree, and every figure opens its orders', () => {
  it('shows the KPIs, opens the orders behind a figure with matching totals, sorts, pages and exports', async () => {
    const sales = placed.filter((o) => o.orderId !== cancelledId);
    const netSales = sum(sales, (o) => o.summary.subTotalCents - o.summary.discountCents);
    // The API's own view, once its read models have every order (the units need the pack sizes).
    const api = await apiReport<SalesReportReply>('/api/reports/sales', (r) => r.summary.orders === sales.length);
    expect(api.summary).toMatchObject({ orders: 11, boxes: sum(sales, (o) => o.boxes), netSalesCents: netSales, discountCents: sum(sales, (o) => o.summary.discountCents), insuranceCents: sum(sales, (o) => o.summary.insuranceCents) });
    await apiReport<OrderStatusReportReply>('/api/reports/order-status', (r) => r.total === 12 && r.rows.some((row) => row.salesOrderID === cancelledId && row.status === 'cancelled'));

    const page = await pageAs('admin', { path: '/location/dashboard' });
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();

    // KPI cards: each number is a link named after what it counts.
    const kpis = page.getByRole('list').filter({ has: page.getByText('Average order value') });
    const ordersKpi = kpis.getByRole('link', { name: /^11 orders from .* — view orders$/ });
    await ordersKpi.waitFor();
    expect(await kpis.getByRole('link', { name: /net sales from/ }).innerText()).toBe(formatMoney(netSales));
    expect(await kpis.getByRole('link', { name: /average order value from/ }).innerText()).toBe(formatMoney(Math.round(netSales / 11)));
    expect(await kpis.getByRole('link', { name: /boxes from/ }).innerText()).toBe(String(api.summary.boxes));
    expect(await kpis.getByRole('link', { name: /lenses from/ }).innerText()).toBe(api.summary.units.toLocaleString('en-US'));
    expect(await kpis.getByRole('link', { name: /in discounts from/ }).innerText()).toBe(formatMoney(api.summary.discountCents));
    expect(await kpis.getByRole('link', { name: /insurance applied from/ }).innerText()).toBe(formatMoney(api.summary.insuranceCents));

    // Charts are drawn (bars, not an empty frame), each with its heading and a table of the same numbers.
    await page.getByRole('heading', { name: /Sales over time/ }).waitFor();
    await page.getByRole('img', { name: /Bar chart of net sales and line of orders per day/ }).locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByRole('img', { name: /Bar chart of sales by brand/ }).locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByRole('table', { name: /Sales by day/ }).getByRole('link', { name: /^11 orders on / }).waitFor();
    const staffTable = page.getByRole('table', { name: /Sales by staff member/ });
    // The CSR placed its order as the staff member: it counts for Morgan Reyes (9 sales orders), the administrator has 2.
    await staffTable.getByRole('link', { name: /^9 orders placed by Morgan Reyes/ }).waitFor();
    await staffTable.getByRole('link', { name: /^2 orders placed by Dana Whitfield/ }).waitFor();
    await expectAccessible(page);
    await shot(page, 'reports-1-dashboard');

    // A figure → the orders behind it, filtered the same way, with the same totals.
    await ordersKpi.click();
    await page.waitForURL(/\/location\/order-status\?/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('status')).not.toContain('cancelled');
    await page.getByRole('list', { name: 'Active filters' }).getByText('Status: all but Cancelled').waitFor();
    await expect.poll(() => total(page, 'Orders')).toBe('11');
    expect(await total(page, 'Boxes')).toBe(String(api.summary.boxes));
    expect(await total(page, 'Units (lenses)')).toBe(api.summary.units.toLocaleString('en-US'));
    expect(await total(page, 'Discounts')).toBe(formatMoney(api.summary.discountCents));
    expect(await total(page, 'Total')).toBe(formatMoney(api.summary.totalCents));
    const table = page.getByRole('table', { name: /Orders of your practice/ });
    expect(await table.getByRole('row').count()).toBe(12); // header + 11
    // The CSR who acted, the tracking of the shipped order.
    await table.getByText(/by CSR Casey Support/).first().waitFor();
    const shippedRow = table.getByRole('row', { name: new RegExp(shippedId) });
    expect(await shippedRow.innerText()).toContain('1Z999AA10123456784');
    expect(await shippedRow.innerText()).toContain('Shipped');

    // Sort by total: largest first, then smallest first.
    const totals = sales.map((o) => o.summary.totalCents).sort((a, b) => a - b);
    await table.getByRole('button', { name: /^Total/ }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await table.getByRole('row').nth(1).innerText()).includes(formatMoney(totals.at(-1)!))).toBe(true);
    await table.getByRole('button', { name: /^Total/ }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await table.getByRole('row').nth(1).innerText()).includes(formatMoney(totals[0]!))).toBe(true);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('total');

    // Pages of 10: the second page holds the 11th order; the totals still cover all 11.
    await page.getByLabel('Orders per page').selectOption('10');
    await page.getByText(/Showing\s*1\s*–\s*10\s*of\s*11/).waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/Showing\s*11\s*–\s*11\s*of\s*11/).waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    expect(await total(page, 'Orders')).toBe('11');
    await expectAccessible(page);

    // CSV of everything the filters match (not just the page).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/);
    expect(csv.length).toBe(12); // header + 11
    expect(csv.join('\n')).toContain(shippedId);
    expect(csv.join('\n')).not.toContain(cancelledId);

    // Removing the status chip brings the cancelled order back; a reload keeps the filters.
    await page.getByRole('button', { name: 'Remove filter Status: all but Cancelled' }).click();
    await expect.poll(() => total(page, 'Orders')).toBe('12');
    await page.reload();
    await expect.poll(() => total(page, 'Orders')).toBe('12');
    await page.getByRole('button', { name: 'Previous page' }).waitFor();
    await page.goto(new URL(page.url()).pathname + '?search=' + cancelledId);
    await table.getByRole('row', { name: new RegExp(cancelledId) }).getByText('Cancelled').waitFor();
    await page.goto('/location/order-status');
    await table.getByRole('row').nth(12).waitFor();
    await expectAccessible(page);
    await shot(page, 'reports-2-order-status');
    // At 1280 px the whole list fits its card: no sideways scrolling.
    expect(await page.locator('.table-scroll').first().evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

    // The filters side panel: a staff filter from the checkbox list, shown as a chip.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await panel.getByRole('checkbox', { name: 'Dana Whitfield' }).check();
    await expect.poll(() => total(page, 'Orders')).toBe('2');
    await expectAccessible(page);
    await shot(page, 'reports-3-filters-panel');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove filter Placed by: Dana Whitfield' }).waitFor();
  }, 180_000);

  it('shows the reports as of a snapshot, with a banner, and back to live data', async () => {
    const page = await pageAs('admin', { path: '/location/dashboard' });
    const kpis = page.getByRole('list').filter({ has: page.getByText('Average order value') });
    await kpis.getByRole('link', { name: /^11 orders from/ }).waitFor();
    const asOf = page.getByLabel('Data as of');
    await expect.poll(async () => (await asOf.locator('option').allInnerTexts()).length).toBe(2);
    await asOf.selectOption(snapshotId);
    await page.waitForURL(new RegExp(`asOf=${snapshotId}`));
    await page.getByText(/^Showing data as of \d{2}\/\d{2}\/\d{4} .* \(snapshot built \d{2}\/\d{2}\/\d{4} .*\)$/).waitFor();
    await kpis.getByRole('link', { name: /^4 orders from/ }).waitFor();
    await expectAccessible(page);
    await shot(page, 'reports-4-dashboard-snapshot');

    // The figure's link keeps the snapshot: the list is as it stood then (the shipped order still new).
    await kpis.getByRole('link', { name: /^4 orders from/ }).click();
    await page.waitForURL(/\/location\/order-status\?.*asOf=/);
    await page.getByText(/^Showing data as of/).waitFor();
    await expect.poll(() => total(page, 'Orders')).toBe('4');
    const table = page.getByRole('table', { name: /Orders of your practice/ });
    expect(await table.getByRole('row', { name: new RegExp(shippedId) }).innerText()).toContain('New order processing');
    await page.getByRole('button', { name: 'Back to live data' }).click();
    await expect.poll(() => total(page, 'Orders')).toBe('11');
    expect(new URL(page.url()).searchParams.get('asOf')).toBeNull();
    expect(await page.getByText(/^Showing data as of/).count()).toBe(0);
  }, 90_000);

  it('links a staff member\'s figure to their orders', async () => {
    const page = await pageAs('admin', { path: '/location/dashboard?range=last7' });
    const staffTable = page.getByRole('table', { name: /Sales by staff member/ });
    await staffTable.getByRole('link', { name: /^2 orders placed by Dana Whitfield/ }).click();
    await page.waitForURL(/placedBy=800000001/);
    expect(new URL(page.url()).searchParams.get('placedBy')).toBe(ADMIN_ACCOUNT);
    await expect.poll(() => total(page, 'Orders')).toBe('2');
    const admins = placed.filter((o) => o.by === 'admin');
    expect(await total(page, 'Total')).toBe(formatMoney(sum(admins, (o) => o.summary.totalCents)));

    // Nothing matches: a plain empty state; dates the wrong way round: the contract's message, no request.
    await page.goto('/location/order-status?search=nobody-by-this-name');
    await page.getByText('No orders match these filters').waitFor();
    expect(await page.getByRole('button', { name: 'Remove filter Search: “nobody-by-this-name”' }).count()).toBe(1);
    await page.goto('/location/order-status?from=2026-11-05&to=2026-11-01');
    await page.getByRole('alert').getByText('The start date must not be after the end date').waitFor();
    await page.goto('/location/dashboard?from=2026-11-05&to=2026-11-01');
    await page.getByRole('alert').getByText('The start date must not be after the end date').waitFor();
  }, 60_000);
});
