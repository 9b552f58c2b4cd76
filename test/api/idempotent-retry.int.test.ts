import { beforeAll, describe, expect, it } from 'vitest';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';
import { ORDERS_AS_PLACED, testApp, uniqueEmail } from '../support/test-app';

/**
 * A retry whose first attempt died after appending (issue #21, D-568): the process was killed
 * before it stored its reply, so the claim of the Idempotency-Key goes stale and the retry runs the
 * command again. The steps the first attempt appended are replayed, not decided again: the reply
 * names the ids the first attempt stored, and nothing is appended twice.
 */
const { call, platform, signInAll } = testApp({ env: ORDERS_AS_PLACED });
const RX = { rightEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' }, leftEyeRx: { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90' } };
const ADDRESS = { name: 'Rita Retry', address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

let staff: string;
beforeAll(async () => {
  ({ staff } = await signInAll('staff'));
});

/** The first attempt with `key` ran to its appends, then its process died: no reply stored, claim stale. */
async function diedAfterAppending(key: string): Promise<void> {
  const { rowCount } = await platform.infra.sql.query(`UPDATE command_replies SET status = NULL, body = NULL, claimed_at = '-infinity' WHERE key = $1`, [key]);
  expect(rowCount).toBe(1);
}

async function twice(path: string, body: object, key: string) {
  const first = await call(path, body, staff, { 'idempotency-key': key });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  await diedAfterAppending(key);
  const retry = await call(path, body, staff, { 'idempotency-key': key });
  expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  expect(retry.headers['idempotent-replayed']).toBeUndefined(); // it ran again…
  return { first: first.body, retry: retry.body };
}

const count = async (type: string, field: string, value: string) =>
  (await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE type = $1 AND data->>$2 = $3`, [type, field, value])).rows[0]!.n;

describe('a retry after its first attempt died mid-request', () => {
  it('answers with what the first attempt stored and appends nothing again: patient, prescription, cart, cart steps, checkout', async () => {
    const run = Math.random().toString(36).slice(2, 8);
    const email = uniqueEmail('rita');
    const patient = await twice('/api/customer/create', { firstName: 'Rita', lastName: 'Retry', email, dob: '04/12/1990', phone: '5125550177' }, `${run}-patient`);
    expect(patient.retry).toEqual(patient.first);
    expect(await count('PatientCreated', 'email', email)).toBe(1);
    const account = patient.first.accountNumber as string;

    const today = isoDateOf(new Date());
    const rx = await twice('/api/prescription/create', { patientAccountNo: account, prescriptionNickname: 'Retry', prescriptionExpirationDate: addYears(today, 1), ...RX }, `${run}-rx`);
    expect(rx.retry).toEqual(rx.first);
    expect(await count('PrescriptionCreated', 'patientAccountNo', account)).toBe(1);

    const cart = await twice('/api/order/createcart', { customerId: account, prescriptionId: rx.first.id, rightEyeBoxes: 2, leftEyeBoxes: 2 }, `${run}-cart`);
    expect(cart.retry.cartId).toBe(cart.first.cartId);
    expect(cart.retry.position).toBe(cart.first.position);
    expect(await count('CartCreated', 'customerAccountNumber', account)).toBe(1);
    const cartId = cart.first.cartId as string;

    const discount = await twice('/api/order/SetDiscount', { cartId, discount: 5, insurance: 0 }, `${run}-discount`);
    expect(discount.retry.position).toBe(discount.first.position);
    await twice('/api/order/AddDeliveryAddress', { cartId, method: 'ship', address: ADDRESS }, `${run}-address`);
    await twice('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: null }, `${run}-mode`);
    const out = await twice('/api/order/CheckOut', { cartId, mode: 'pos', method: 'cash' }, `${run}-checkout`);
    expect(out.retry.orderId).toBe(out.first.orderId);
    expect(out.retry.position).toBe(out.first.position);
    for (const type of ['CartDiscountSet', 'DeliveryAddressAdded', 'DeliveryModeSet', 'OrderCheckedOut']) expect(await count(type, 'cartId', cartId), type).toBe(1);
  });

  it('a first attempt that appended nothing before it died runs for real on the retry', async () => {
    const key = `fresh-${Math.random().toString(36).slice(2, 8)}`;
    const email = uniqueEmail('nora');
    await platform.infra.sql.query(`INSERT INTO command_replies (actor, key, route, claimed_at) VALUES ('700000001', $1, '/api/customer/create', '-infinity')`, [key]);
    const r = await call('/api/customer/create', { firstName: 'Nora', lastName: 'Never', email }, staff, { 'idempotency-key': key });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await count('PatientCreated', 'email', email)).toBe(1);
  });
});
