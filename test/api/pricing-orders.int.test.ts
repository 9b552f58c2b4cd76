import { beforeAll, describe, expect, it } from 'vitest';
import { cartStream } from '../../domain/ordering/events';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';
import { atPosition, testApp } from '../support/test-app';
import { DEMO } from '../support/test-platform';

/**
 * Pricing and ordering (issue #6): orders placed after a strategy change use the new price, at the
 * tier of each line's supply; carts and orders made before keep theirs until RenewCart re-prices.
 * The cart's location decides (the staff member's, or the patient's for an administrator).
 *
 * The toric 6-pack PRD-1008 costs 54.99 and a box lasts 3 months (90 days): 1 box → single,
 * 2–3 boxes → semi-annual, 4 boxes → annual.
 */

const { call, eventsOf, signInAll } = testApp();
let staff: string;
let admin: string;
let patient: string;
let patientAccount: string;
let henryAccount: string;

const today = isoDateOf(new Date());
const TORIC = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' };
const TORIC_OS = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90' };
const SUGGESTED = 7699; // 54.99 × 1.40 = 76.986
// Tiered percentage 50 % / 40 % / 25 %: 82.485 → 8249, 76.986 → 7699, 68.7375 → 6874.
const TIERED = { single: 8249, semiAnnual: 7699, annual: 6874 };


async function patientNamed(keyword: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const r = await call('/api/customer/search', { keyword }, { token: admin });
    if (r.body.patients?.length || Date.now() > deadline) return r.body.patients[0].accountNumber as string;
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function newCart(token: string, account: string, boxes: { rightEyeBoxes: number; leftEyeBoxes: number }) {
  const rx = await call('/api/prescription/create', { patientAccountNo: account, prescriptionNickname: 'Toric', prescriptionExpirationDate: addYears(today, 1), rightEyeRx: TORIC, leftEyeRx: TORIC_OS }, { token: staffOrAdmin(token) });
  expect(rx.status, JSON.stringify(rx.body)).toBe(200);
  const r = await call('/api/order/createcart', { customerId: account, prescriptionId: rx.body.id, ...boxes }, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { cartId: string; summary: { subTotalCents: number } };
}
/** Prescriptions are written by the practice (a patient's own cart uses one the staff wrote). */
const staffOrAdmin = (token: string) => (token === patient ? staff : token);

async function linesOf(cartId: string) {
  const events = await eventsOf(cartStream(cartId));
  const last = [...events].reverse().find((e) => e.type === 'CartCreated' || e.type === 'CartRenewed')!;
  return (last.data.lines as { eye: string; boxes: number; unitPriceCents: number; unitCostCents: number; priceTier: string; supplyDays: number }[]).map((l) => ({
    eye: l.eye,
    boxes: l.boxes,
    unitPriceCents: l.unitPriceCents,
    unitCostCents: l.unitCostCents,
    priceTier: l.priceTier,
  }));
}

async function checkOut(cartId: string, token: string) {
  const office = await call('/api/order/AddDeliveryAddress', { cartId, inOfficeInventory: true }, { token });
  expect(office.status, JSON.stringify(office.body)).toBe(200);
  const r = await call('/api/order/CheckOut', { cartId, mode: 'pos', method: 'cash' }, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { orderId: string; summary: { subTotalCents: number }; position: number };
}

beforeAll(async () => {
  ({ staff, admin, patient } = await signInAll('staff', 'admin', 'patient'));
  patientAccount = await patientNamed(DEMO.patient);
  henryAccount = await patientNamed('Henry Nguyen');
}, 120_000);

let oldCartId: string;
let oldRenewCartId: string;
let oldOrderId: string;

describe('before any strategy: suggested pricing, cost and tier recorded', () => {
  it('prices every line at cost × 1.40 and records unitCostCents and priceTier', async () => {
    const cart = await newCart(staff, patientAccount, { rightEyeBoxes: 1, leftEyeBoxes: 4 });
    expect(cart.summary.subTotalCents).toBe(5 * SUGGESTED);
    expect(await linesOf(cart.cartId)).toEqual([
      { eye: 'OD', boxes: 1, unitPriceCents: SUGGESTED, unitCostCents: 5499, priceTier: 'single' },
      { eye: 'OS', boxes: 4, unitPriceCents: SUGGESTED, unitCostCents: 5499, priceTier: 'annual' },
    ]);
    oldOrderId = (await checkOut(cart.cartId, staff)).orderId;
    oldCartId = (await newCart(staff, patientAccount, { rightEyeBoxes: 1, leftEyeBoxes: 0 })).cartId;
    oldRenewCartId = (await newCart(staff, patientAccount, { rightEyeBoxes: 1, leftEyeBoxes: 0 })).cartId;
  });
});

describe('after the location changes its strategy', () => {
  let changedAt: number;

  it('new carts use the new prices, each line at the tier of its supply', async () => {
    const change = await call('/api/pricing/updatestrategy', { markupType: 'percentage', tiered: true, unitMarkupValue: 150, semiAnnualMarkupValue: 140, annualMarkupValue: 125 }, { token: staff });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    changedAt = change.body.position;
    const cart = await newCart(staff, patientAccount, { rightEyeBoxes: 1, leftEyeBoxes: 2 });
    expect(await linesOf(cart.cartId)).toEqual([
      { eye: 'OD', boxes: 1, unitPriceCents: TIERED.single, unitCostCents: 5499, priceTier: 'single' },
      { eye: 'OS', boxes: 2, unitPriceCents: TIERED.semiAnnual, unitCostCents: 5499, priceTier: 'semiAnnual' },
    ]);
    expect(cart.summary.subTotalCents).toBe(TIERED.single + 2 * TIERED.semiAnnual);
    const annual = await newCart(staff, patientAccount, { rightEyeBoxes: 4, leftEyeBoxes: 0 });
    expect(annual.summary.subTotalCents).toBe(4 * TIERED.annual);
    const order = await checkOut(annual.cartId, staff);
    expect(order.summary.subTotalCents).toBe(4 * TIERED.annual);
    // The order read model keeps the price it was sold at.
    const view = await call(`/api/order/getbyid?salesOrderID=${order.orderId}`, undefined, { token: staff, headers: atPosition(order.position) });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.rightEye).toMatchObject({ quantity: 4, price: 68.74 });
  });

  it('a patient’s own cart is priced at their location too', async () => {
    const cart = await newCart(patient, patientAccount, { rightEyeBoxes: 1, leftEyeBoxes: 0 });
    expect(cart.summary.subTotalCents).toBe(TIERED.single);
  });

  it('a cart made before keeps its price, also when checked out; RenewCart re-prices it', async () => {
    const review = await call('/api/order/ReviewCart', { cartId: oldCartId }, { token: staff });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    expect(review.body.summary.subTotalCents).toBe(SUGGESTED);
    const order = await checkOut(oldCartId, staff);
    expect(order.summary.subTotalCents).toBe(SUGGESTED);

    const renewed = await call('/api/order/RenewCart', { cartId: oldRenewCartId }, { token: staff });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.summary.subTotalCents).toBe(TIERED.single);
    expect(await linesOf(oldRenewCartId)).toEqual([{ eye: 'OD', boxes: 1, unitPriceCents: TIERED.single, unitCostCents: 5499, priceTier: 'single' }]);
  });

  it('an order placed before keeps its price', async () => {
    const view = await call(`/api/order/getbyid?salesOrderID=${oldOrderId}`, undefined, { token: staff, headers: atPosition(changedAt) });
    expect(view.body).toMatchObject({ rightEye: { quantity: 1, price: 76.99 }, leftEye: { quantity: 4, price: 76.99 } });
  });

  it('the product step shows the location’s price per tier before the cart exists (packsize)', async () => {
    const variant = encodeURIComponent(TORIC.variantId);
    const r = await call(`/api/product/packsize?productId=PRD-1008&variantId=${variant}`, undefined, { token: staff, headers: atPosition(changedAt) });
    expect(r.body).toMatchObject({ locationId: 'LOC-1001-A', supplyDaysPerBox: 90, prices: TIERED });
    const own = await call(`/api/product/packsize?productId=PRD-1008&variantId=${variant}`, undefined, { token: patient, headers: atPosition(changedAt) });
    expect(own.body).toMatchObject({ locationId: 'LOC-1001-A', prices: TIERED });
  });
});

describe('the cart’s location decides', () => {
  it('an administrator ordering for a patient of another location charges that location’s prices', async () => {
    const change = await call('/api/pricing/updatestrategy', { locationId: 'LOC-1001-B', markupType: 'dollar', markupValue: 10 }, { token: admin });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const cart = await newCart(admin, henryAccount, { rightEyeBoxes: 1, leftEyeBoxes: 0 });
    expect(cart.summary.subTotalCents).toBe(6499); // 54.99 + 10.00
    const events = await eventsOf(cartStream(cart.cartId));
    expect(events[0]!.data).toMatchObject({ locationId: 'LOC-1001-B' });
    const variant = encodeURIComponent(TORIC.variantId);
    const forHenry = await call(`/api/product/packsize?productId=PRD-1008&variantId=${variant}&customerId=${henryAccount}`, undefined, { token: admin, headers: atPosition(change.body.position) });
    expect(forHenry.body).toMatchObject({ locationId: 'LOC-1001-B', prices: { single: 6499, semiAnnual: 6499, annual: 6499 } });
    // Another practice's patient number does not move the administrator to that patient's location.
    const stranger = await call(`/api/product/packsize?productId=PRD-1008&variantId=${variant}&customerId=999999999`, undefined, { token: admin });
    expect(stranger.body.locationId).toBe('LOC-1001-A');
  });
});
