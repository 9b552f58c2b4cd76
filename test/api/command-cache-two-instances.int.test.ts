import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StateCache } from '../../command-api/lib/state-cache';
import { cartStream } from '../../domain/ordering/events';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';
import { startSecondCommandApi } from '../support/second-command-api';
import { type Reply, testApp } from '../support/test-app';
import { DEMO } from '../support/test-platform';

/**
 * Two command APIs on one database, each with its own aggregate state cache (issue #19, D-500…D-503):
 * the platform's, and a second one built here, as two processes would be. Both work on the same
 * carts and the same practice at once. No update may be lost and no decision may rest on a state
 * the other instance had already changed: the log refuses an append made on a stale kept state,
 * and a refusal made on one is checked before it stands.
 */

process.env.JWT_SECRET ||= 'two-instances-int-test-secret-0123456789abcdef0123';

const { platform, call, fresh, signInAll, eventsOf, createPrescription } = testApp();
let second: FastifyInstance;
const secondCache = new StateCache(16 * 2 ** 20);
let staff: string, csr: string;
let patientAccount: string;
const TORIC = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' };
const ADDRESS = { name: 'Patricia Nguyen', address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

/** A call on instance 1 (the platform) or 2 (the second command API). */
async function on(instance: 1 | 2, path: string, body: unknown, token: string): Promise<Reply> {
  if (instance === 1) return call(path, body, token);
  const res = await second.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}` }, payload: body as object });
  return { status: res.statusCode, body: res.json(), text: res.body, headers: res.headers };
}

async function newCart(instance: 1 | 2): Promise<string> {
  const rx = await createPrescription(staff, { patientAccountNo: patientAccount, prescriptionNickname: 'Two', prescriptionExpirationDate: addYears(isoDateOf(new Date()), 1), rightEyeRx: TORIC, leftEyeRx: TORIC });
  const r = await on(instance, '/api/order/createcart', { customerId: patientAccount, prescriptionId: rx, rightEyeBoxes: 2, leftEyeBoxes: 2 }, staff);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.cartId as string;
}

beforeAll(async () => {
  second = await startSecondCommandApi(platform, { stateCache: secondCache });
  ({ staff, csr } = await signInAll('staff', 'csr'));
  const found = await fresh('/api/customer/search', { keyword: DEMO.patient }, staff);
  patientAccount = found.body.patients[0].accountNumber;
}, 120_000);
afterAll(async () => {
  await second?.close();
});

describe('two command APIs, one database', () => {
  it('racing on the same carts from both instances, every order is placed once, on the cart as it was', async () => {
    const carts = await Promise.all([newCart(1), newCart(2), newCart(1), newCart(2)]);
    // Both instances keep every cart: each takes a step on each.
    for (const cartId of carts) {
      expect((await on(1, '/api/order/AddDeliveryAddress', { cartId, address: ADDRESS }, staff)).status).toBe(200);
      expect((await on(2, '/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: null }, staff)).status).toBe(200);
    }
    const hitsBefore = secondCache.stats().hits;
    const replies = await Promise.all(
      carts.flatMap((cartId) =>
        Array.from({ length: 12 }, (_, i) => {
          const instance = i % 2 === 0 ? 1 : 2;
          return i % 3 === 2 ? on(instance, '/api/order/CheckOut', { cartId, mode: 'pos', method: 'cash' }, staff) : on(instance, '/api/order/SetDiscount', { cartId, discount: i + 1, insurance: 0 }, staff);
        }),
      ),
    );
    for (const r of replies) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    expect(secondCache.stats().hits).toBeGreaterThan(hitsBefore);

    for (const cartId of carts) {
      const events = await eventsOf(cartStream(cartId));
      const orders = events.filter((e) => e.type === 'OrderCheckedOut');
      expect(orders).toHaveLength(1);
      const at = events.indexOf(orders[0]!);
      expect(at).toBe(events.length - 1);
      // The order carries the discount the cart had when it was placed: no decision saw an older cart.
      const lastDiscount = events.slice(0, at).filter((e) => e.type === 'CartDiscountSet').at(-1);
      const summary = orders[0]!.data.summary as Record<string, number>;
      expect(summary.discountCents).toBe((lastDiscount?.data.discountCents as number | undefined) ?? 0);
      // Every discount the instances answered 200 for is in the log, in order: none was lost.
      const answered = replies.filter((r) => r.status === 200 && r.body.cartId === cartId && !r.body.orderId).length;
      expect(events.filter((e) => e.type === 'CartDiscountSet')).toHaveLength(answered);
    }
  });

  it('a practice blocked through one instance stops the other at once, and its lifting is seen at once too', async () => {
    const cartId = await newCart(2);
    expect((await on(2, '/api/order/AddDeliveryAddress', { cartId, method: 'pickup' }, staff)).status).toBe(200);
    // Instance 2 keeps the practice as active; the CSR blocks it through instance 1.
    expect((await on(1, '/api/support/practice/state', { practiceId: 'PR-1001', blocked: true }, csr)).status).toBe(200);
    try {
      expect((await on(2, '/api/order/CheckOut', { cartId, mode: 'pos', method: 'none' }, staff)).body).toMatchObject({ status: 447, code: 'PRACTICE_BLOCKED' });
      expect((await on(2, '/api/order/createcart', { customerId: patientAccount, prescriptionId: 'rx-none' }, staff)).body).toMatchObject({ status: 447 });
    } finally {
      expect((await on(1, '/api/support/practice/state', { practiceId: 'PR-1001', blocked: false }, csr)).status).toBe(200);
    }
    // Instance 2 now keeps the practice as blocked: its refusal is checked against the log before it stands.
    const placed = await on(2, '/api/order/CheckOut', { cartId, mode: 'pos', method: 'none' }, staff);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await eventsOf(cartStream(cartId))).filter((e) => e.type === 'OrderCheckedOut')).toHaveLength(1);
  });

  it('a cart renewed through one instance is priced and summarised from its new lines on the other', async () => {
    const cartId = await newCart(1);
    expect((await on(2, '/api/order/SetDiscount', { cartId, discount: 3, insurance: 0 }, staff)).status).toBe(200);
    expect((await on(1, '/api/order/RenewCart', { cartId }, staff)).status).toBe(200);
    const after = await on(2, '/api/order/ReviewCart', { cartId }, staff);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    const reviewed = (await eventsOf(cartStream(cartId))).at(-1)!;
    expect(reviewed).toMatchObject({ type: 'CartReviewed', data: { summary: after.body.summary } });
  });

  it('a location edited through one instance is the tax state of the other\'s pickup orders at once (D-504)', async () => {
    const pickupTax = async () => {
      const cartId = await newCart(2);
      const r = await on(2, '/api/order/AddDeliveryAddress', { cartId, method: 'pickup' }, staff);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.summary.taxCents as number;
    };
    expect(await pickupTax()).toBeGreaterThan(0); // Austin, TX
    const moved = await on(1, '/api/customer/location/update', { name: 'Clearview - Portland', address: { address1: '1120 SW 5th Ave', city: 'Portland', state: 'OR', zip: '97204' } }, staff);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await pickupTax()).toBe(0); // Oregon has no sales tax
  });
});
