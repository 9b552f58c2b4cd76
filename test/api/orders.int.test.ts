import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartStream, orderStream } from '../../domain/ordering/events';
import { ORDERS_AS_PLACED, testApp } from '../support/test-app';
import { checkedOut, toricOd } from '../support/order-events';

/** /api/order/getbyid, /api/order/history and the receipt PDF over the orders read model (OrderCheckedOut appended as O1's CheckOut does). */

const { platform, call, fresh, signInAll } = testApp({ env: ORDERS_AS_PLACED });

let staff: string, staffB: string, patient: string, csr: string;
let patientAccount: string;
let practiceId: string, locationId: string;
let lastPosition = 0;
const run = Date.now().toString(36);
const id = (n: string) => `ord-${run}-${n}`;

const meta = (occurredAt: string) => ({ actor: { accountNumber: 'test', customerGroup: 'System' as const }, correlationId: 'orders-test', occurredAt, schemaVersion: 1 });

async function given(stream: string, type: string, data: unknown, occurredAt = new Date().toISOString()) {
  const r = await platform.infra.store.appendToStream(stream, [{ type, data, metadata: meta(occurredAt) }], { expectedVersion: 'any' });
  lastPosition = Math.max(lastPosition, r.position);
}

const ids = (r: { body: { orders: { salesOrderID: string }[] } }) => r.body.orders.map((o) => o.salesOrderID);

const get = (path: string, token: string) => fresh(path, undefined, token, { 'x-min-position': String(lastPosition) });

beforeAll(async () => {
  ({ staff, staffB, patient, csr } = await signInAll('staff', 'staffB', 'patient', 'csr'));
  const me = await call('/api/customer/get', {}, patient);
  expect(me.status, JSON.stringify(me.body)).toBe(200);
  ({ accountNumber: patientAccount, practiceId, locationId } = me.body);
  const at = { customerAccountNumber: patientAccount, practiceId, locationId };
  // Three orders of the demo patient on three days, one of another practice's patient.
  await given(cartStream(id('c1')), 'OrderCheckedOut', checkedOut({ ...at, orderId: id('1'), cartId: id('c1'), orderDate: '2026-10-01T09:00:00.000Z' }).data);
  await given(cartStream(id('c2')), 'OrderCheckedOut', checkedOut({ ...at, orderId: id('2'), cartId: id('c2'), orderDate: '2026-10-15T09:00:00.000Z', lines: [toricOd], payment: { type: 'pos', method: 'cash' } }).data);
  await given(cartStream(id('c3')), 'OrderCheckedOut', checkedOut({ ...at, orderId: id('3'), cartId: id('c3'), orderDate: '2026-11-01T09:00:00.000Z' }).data);
  await given(cartStream(id('c9')), 'OrderCheckedOut', checkedOut({ customerAccountNumber: '123456789', practiceId: 'PR-OTHER', locationId: 'L-OTHER', orderId: id('9'), cartId: id('c9'), orderDate: '2026-11-02T09:00:00.000Z' }).data);
  await given(orderStream(id('2')), 'OrderStatusChanged', { orderId: id('2'), cartId: id('c2'), status: 'cancelled', at: '2026-10-15T10:00:00.000Z' });
  await given(orderStream(id('3')), 'OrderStatusChanged', { orderId: id('3'), cartId: id('c3'), status: 'processing', at: '2026-11-01T10:00:00.000Z' });
  await given(orderStream(id('3')), 'OrderStatusChanged', { orderId: id('3'), cartId: id('c3'), status: 'shipped_error', estimatedDelivery: '2026-11-10', at: '2026-11-01T12:00:00.000Z' });
});

describe('/api/order/getbyid', () => {
  it('gives the patient their order: summary in dollars and cents, eyes with dimensions in spec order, status label and message', async () => {
    const r = await get(`/api/order/getbyid?salesOrderID=${id('1')}`, patient);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const sub = 5460 * 4 + 3150 * 2;
    expect(r.body).toMatchObject({
      salesOrderID: id('1'),
      orderDate: '2026-10-01T09:00:00.000Z',
      customerAccountNumber: patientAccount,
      status: 'new',
      statusLabel: 'New order processing',
      paymentType: 'credit card',
      payment: { type: 'card', cardType: '001', maskedCardNumber: 'xxxxxxxxxxxx1111', posMethod: null },
      subTotalWithoutTax: sub / 100,
      discountAmount: 10,
      insuranceAmount: 5,
      shippingChargeAmount: 5.99,
      taxAmount: 12.34,
      totalAmount: (sub - 1000 - 500 + 599 + 1234) / 100,
      amountsCents: { subTotalCents: sub, totalCents: sub - 1000 - 500 + 599 + 1234 },
      deliveryMethod: 'ship',
      deliveryAddress: { name: 'Pat Patient', street: '12 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
      rightEye: { eye: 'OD', quantity: 4, price: 54.6, priceCents: 5460, lineTotal: 218.4, packSize: 6 },
      leftEye: { eye: 'OS', quantity: 2, price: 31.5 },
      createdByCsr: false,
    });
    expect(r.body.statusMessage).toMatch(/will be confirmed/);
    expect(r.body.rightEye.dimensions.map((d: { dimensionName: string }) => d.dimensionName)).toEqual(['baseCurve', 'diameter', 'power', 'cylinder', 'axis']);
    expect(r.body.rightEye.productName).toBeTruthy();
    expect(r.body.practiceName).toBeTruthy();
    expect(r.body).not.toHaveProperty('rebatesInformation');
  });

  it('maps shipped_error to Shipped with the tracking-unavailable message', async () => {
    const r = await get(`/api/order/getbyid?salesOrderID=${id('3')}`, staff);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'shipped_error', statusLabel: 'Shipped', trackingNumber: null, estimatedDelivery: '2026-11-10' });
    expect(r.body.statusHistory.map((h: { status: string; statusLabel: string; at: string }) => [h.status, h.statusLabel, h.at]).slice(1)).toEqual([
      ['processing', 'Pending', '2026-11-01T10:00:00.000Z'],
      ['shipped_error', 'Shipped', '2026-11-01T12:00:00.000Z'],
    ]);
    expect(r.body.statusHistory[0]).toMatchObject({ status: 'new', statusLabel: 'New order processing' });
    expect(r.body.statusMessage).toMatch(/contact support/i);
  });

  it('tenant scope: staff of another practice, another practice’s order, a CSR without impersonation are refused', async () => {
    expect((await get(`/api/order/getbyid?salesOrderID=${id('1')}`, staffB)).status).toBe(404);
    expect((await get(`/api/order/getbyid?salesOrderID=${id('9')}`, staff)).status).toBe(404);
    expect((await get(`/api/order/getbyid?salesOrderID=${id('9')}`, patient)).status).toBe(404);
    expect((await get(`/api/order/getbyid?salesOrderID=${id('1')}`, csr)).status).toBe(403);
    expect((await get(`/api/order/getbyid?salesOrderID=nope`, patient)).body).toMatchObject({ code: 'VALUE_NOT_FOUND' });
    expect((await get(`/api/order/getbyid`, patient)).status).toBe(400);
  });

  it('a CSR impersonating the staff member reads as them', async () => {
    const began = await call('/api/customer/beginimpersonation', { accountNumber: '700000001' }, csr);
    expect(began.status, JSON.stringify(began.body)).toBe(200);
    const r = await get(`/api/order/getbyid?salesOrderID=${id('2')}`, began.body.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'cancelled', statusLabel: 'Cancelled', paymentType: 'offline payment', payment: { type: 'pos', posMethod: 'cash' }, leftEye: null });
    await call('/api/customer/endimpersonation', {}, began.body.token);
  });
});

describe('/api/order/history', () => {

  it('newest orderDate first, the patient’s own only', async () => {
    const r = await get('/api/order/history', patient);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(ids(r)).toEqual([id('3'), id('2'), id('1')]);
    expect(r.body).toMatchObject({ customerAccountNumber: patientAccount, total: 3, limit: 12, offset: 0 });
    expect(r.body.orders[0]).toMatchObject({ status: 'shipped_error', statusLabel: 'Shipped', boxes: 6 });
    expect((await get(`/api/order/history?customerAccountNumber=123456789`, patient)).status).toBe(404);
  });

  it('pages', async () => {
    const r = await get(`/api/order/history?customerAccountNumber=${patientAccount}&limit=2&offset=1`, staff);
    expect(ids(r)).toEqual([id('2'), id('1')]);
    expect(r.body.total).toBe(3);
    expect(ids(await get(`/api/order/history?limit=1&offset=0`, patient))).toEqual([id('3')]);
  });

  it('filters by status (any spelling) and by date range', async () => {
    expect(ids(await get('/api/order/history?status=canceled', patient))).toEqual([id('2')]);
    expect(ids(await get('/api/order/history?status=new,shipped_error', patient))).toEqual([id('3'), id('1')]);
    expect(ids(await get('/api/order/history?fromDate=2026-10-02&toDate=2026-11-01', patient))).toEqual([id('3'), id('2')]);
    expect(ids(await get('/api/order/history?toDate=2026-10-01', patient))).toEqual([id('1')]);
    expect((await get('/api/order/history?status=lost', patient)).status).toBe(400);
    expect((await get('/api/order/history?fromDate=2026-11-02&toDate=2026-11-01', patient)).status).toBe(400);
  });

  it('staff see their practice’s orders, never another practice’s', async () => {
    const mine = ids(await get('/api/order/history?limit=100', staff));
    expect(mine).toEqual(expect.arrayContaining([id('1'), id('2'), id('3')]));
    expect(mine).not.toContain(id('9'));
    const other = await get(`/api/order/history?customerAccountNumber=${patientAccount}`, staffB);
    expect(other.status).toBe(200);
    expect(other.body.orders).toEqual([]);
  });
});

/** Text of an uncompressed (or Flate) pdfkit page: the hex strings of its TJ operators, decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let body = m[1]!;
    try {
      body = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      /* not compressed */
    }
    for (const t of body.matchAll(/<([0-9a-fA-F]+)>/g)) out += Buffer.from(t[1]!, 'hex').toString('latin1');
    out += '\n';
  }
  return out;
}

describe('through the real cart commands (helper O1)', () => {
  it('a staff point-of-sale checkout appears in getbyid and history', async () => {
    const expires = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const rx = await call('/api/prescription/create', { patientAccountNo: patientAccount, prescriptionNickname: 'Toric', prescriptionExpirationDate: expires, rightEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' } }, staff);
    expect(rx.status, JSON.stringify(rx.body)).toBe(200);
    const cart = await call('/api/order/createcart', { customerId: patientAccount, prescriptionId: rx.body.id, rightEyeBoxes: 2 }, staff);
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const cartId = cart.body.cartId as string;
    expect((await call('/api/order/AddDeliveryAddress', { cartId, inOfficeInventory: true }, staff)).status).toBe(200);
    const out = await call('/api/order/CheckOut', { cartId, mode: 'pos', method: 'cash' }, staff);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    lastPosition = Math.max(lastPosition, out.body.position ?? 0);
    const r = await get(`/api/order/getbyid?salesOrderID=${out.body.orderId}`, patient);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ salesOrderID: out.body.orderId, status: 'new', placedBy: 'Practice', deliveryMethod: 'inOffice', paymentType: 'offline payment', rightEye: { quantity: 2 }, leftEye: null, amountsCents: out.body.summary });
    expect(ids(await get('/api/order/history?limit=1', patient))).toEqual([out.body.orderId]);
  });
});

describe('OpenAPI', () => {
  it('lists the order read routes', async () => {
    const doc = await platform.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(['/api/order/getbyid', '/api/order/history', '/api/order/receipt']));
  });
});

describe('/api/order/receipt', () => {
  it('is a real PDF with the order, the patient, the amounts and the payment', async () => {
    const res = await platform.app.inject({ method: 'GET', url: `/api/order/receipt?salesOrderID=${id('1')}`, headers: { authorization: `Bearer ${patient}`, 'x-min-position': String(lastPosition) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toContain('attachment');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(id('1'));
    expect(text).toMatch(/Total:\$284\.73/);
    expect(text).toContain('Estimated tax:$12.34');
    expect(text).toContain('Visa xxxxxxxxxxxx1111');
    expect(text).toContain("Base curve (BC) 8.6 · Diameter (DIA) 14.5 · Power (SPH) -2.25 · Cylinder (CYL) -1.25 · Axis 180");
  });

  it('has the same access rule as getbyid', async () => {
    const res = await platform.app.inject({ method: 'GET', url: `/api/order/receipt?salesOrderID=${id('1')}`, headers: { authorization: `Bearer ${staffB}` } });
    expect(res.statusCode).toBe(404);
  });
});
