import { seconds } from './measure';

/**
 * The checkout benchmarks' HTTP clients (bench/checkout.bench.ts; reusable by any bench that
 * drives a command API at a base URL, e.g. several processes behind one): the staff flow, the
 * patient's card flow, the plain-INSERT baseline request, and N concurrent clients running one.
 */

/** One measured unit of work: ms of the CheckOut call (or the baseline's one request), of the whole flow, and of each call. */
export interface Timing {
  call: number;
  flow: number;
  steps?: number[];
}

export interface ClientRun {
  /** Wall seconds of the whole run. */
  wall: number;
  timings: Timing[];
}

/** Where a flow sends its calls: one URL, or a function choosing one per call (several processes, round-robin). */
export type BaseUrl = string | (() => string);

/** A flow for order number i (0-based, offset included). */
export type Flow = (i: number) => Promise<Timing>;

export const STAFF_STEPS = ['createcart', 'SetDiscount', 'AddDeliveryAddress', 'SetDeliveryMode', 'CheckOut'] as const;
export const PATIENT_STEPS = ['createcart', 'AddDeliveryAddress', 'SetDeliveryMode', 'CheckOut'] as const;

export const BENCH_ADDRESS = { name: 'Bench Patient', address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

/** A patient the flows order for: the account, a current prescription, and (patient flow) their token and a saved card. */
export interface BenchPatient {
  accountNumber: string;
  prescriptionId: string;
  token?: string;
  uniqueCardId?: string;
}

/** POST a JSON body (keep-alive fetch); a non-200 answer throws with its body. */
export async function postJson(baseUrl: string, path: string, body: object, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path} → ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Times each call of a flow: `step(path, body, token)` posts and marks; `done()` gives the timing (the last call is the CheckOut). */
export function stepTimer(baseUrl: BaseUrl) {
  const marks = [process.hrtime.bigint()];
  const at = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  return {
    async step(path: string, body: object, token?: string) {
      const r = await postJson(at(), path, body, token);
      marks.push(process.hrtime.bigint());
      return r;
    },
    done(): Timing {
      const steps = marks.slice(1).map((m, k) => Number(m - marks[k]!) / 1e6);
      return { call: steps[steps.length - 1]!, flow: Number(marks[marks.length - 1]! - marks[0]!) / 1e6, steps };
    },
  };
}

/**
 * The staff checkout flow (spec point 4, staff-assisted): createcart (2 boxes per eye) → SetDiscount (5.00) →
 * AddDeliveryAddress (ship) → SetDeliveryMode (standard) → CheckOut (point of sale, cash), as the
 * staff member whose token is given, for `patientOf(i)`.
 */
export function staffCheckoutFlow(baseUrl: BaseUrl, staffToken: string, patientOf: (i: number) => BenchPatient): Flow {
  return async (i) => {
    const p = patientOf(i);
    const t = stepTimer(baseUrl);
    const cart = await t.step('/api/order/createcart', { customerId: p.accountNumber, prescriptionId: p.prescriptionId, rightEyeBoxes: 2, leftEyeBoxes: 2 }, staffToken);
    const cartId = cart.cartId as string;
    await t.step('/api/order/SetDiscount', { cartId, discount: 5, insurance: 0 }, staffToken);
    await t.step('/api/order/AddDeliveryAddress', { cartId, method: 'ship', address: BENCH_ADDRESS }, staffToken);
    await t.step('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: null }, staffToken);
    const out = await t.step('/api/order/CheckOut', { cartId, mode: 'pos', method: 'cash' }, staffToken);
    if (typeof out.orderId !== 'string') throw new Error('CheckOut returned no orderId');
    return t.done();
  };
}

/**
 * The patient's card checkout (spec point 4, online): createcart for themself → AddDeliveryAddress
 * (ship) → SetDeliveryMode → CheckOut with their saved card, which the payment provider charges.
 */
export function patientCardCheckoutFlow(baseUrl: BaseUrl, patientOf: (i: number) => BenchPatient): Flow {
  return async (i) => {
    const p = patientOf(i);
    if (!p.token || !p.uniqueCardId) throw new Error(`patient ${p.accountNumber} has no token or saved card`);
    const t = stepTimer(baseUrl);
    const cart = await t.step('/api/order/createcart', { customerId: p.accountNumber, prescriptionId: p.prescriptionId, rightEyeBoxes: 2, leftEyeBoxes: 2 }, p.token);
    const cartId = cart.cartId as string;
    await t.step('/api/order/AddDeliveryAddress', { cartId, method: 'ship', address: BENCH_ADDRESS }, p.token);
    await t.step('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: null }, p.token);
    const out = await t.step('/api/order/CheckOut', { cartId, mode: 'savedCard', uniqueCardId: p.uniqueCardId }, p.token);
    if (typeof out.orderId !== 'string') throw new Error('CheckOut returned no orderId');
    return t.done();
  };
}

/** `clients` concurrent loops taking order numbers from one counter until `total` are done; wall seconds and each order's timing. */
export async function runClients(clients: number, total: number, flow: Flow, offset = 0): Promise<ClientRun> {
  let next = 0;
  const timings: Timing[] = [];
  const wall = await seconds(async () => {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let i = next++; i < total; i = next++) timings.push(await flow(offset + i));
      }),
    );
  });
  return { wall, timings };
}

/** The p-quantile (0..1) of values, ms rounded to 0.01. */
export function pct(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100;
}
