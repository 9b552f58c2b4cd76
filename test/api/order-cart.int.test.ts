import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StateCache } from '../../command-api/lib/state-cache';
import { DISCOUNT_MESSAGES } from '../../domain/ordering/discount-rules';
import { cartStream } from '../../domain/ordering/events';
import { ORDERING_MESSAGES } from '../../domain/ordering/ordering-messages';
import { cardsStream } from '../../domain/payments/events';
import { prescriptionsStream } from '../../domain/prescriptions/events';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';
import type { ChargeRequest, ChargeResult, HostedPaymentProvider } from '../../infra/payments/port';
import { startSecondCommandApi } from '../support/second-command-api';
import { testApp, type Reply, uniqueEmail } from '../support/test-app';
import { DEMO } from '../support/test-platform';
import { testMeta } from '../support/event-meta';

// The free-shipping rule is behind its feature flag; the command server below shares the platform's JWT secret.
process.env.FEATURE_FLAGS = 'freeShippingRule';
process.env.JWT_SECRET ||= 'order-cart-int-test-secret-0123456789abcdef0123456789';

let commands: FastifyInstance;
/** The state cache of that command API (a second one beside the platform's, as in a second process). */
const commandsCache = new StateCache(16 * 2 ** 20);
const { platform, call, fresh, signIn, signInAll, eventsOf, createPrescription } = testApp();

/** A payment provider that counts charges and answers a repeated idempotency key with its first answer. */
const charges: ChargeRequest[] = [];
const answers = new Map<string, ChargeResult>();
const masked = (token: string) => `************${token === 'tok_visa2' ? '4242' : token === 'tok_decline' ? '0002' : '1111'}`;
/** Also a hosted-form provider: it knows the tokens it issued (all the demo patient's but tok_stranger). */
const fakePayments: HostedPaymentProvider = {
  name: 'fake',
  formUrl: '/fake-form',
  signRequest: async (fields) => fields,
  verifyResponse: async () => true,
  lookupToken: async (token) => (token.startsWith('tok_') ? { token, maskedCardNumber: masked(token), cardType: '001', expiry: '12/30', owner: token === 'tok_stranger' ? '100000999' : patientAccount } : undefined),
  async charge(req) {
    const known = answers.get(req.idempotencyKey);
    if (known) return known;
    await new Promise((r) => setTimeout(r, 10));
    if (answers.has(req.idempotencyKey)) return answers.get(req.idempotencyKey)!;
    charges.push(req);
    const result: ChargeResult = req.token === 'tok_decline' ? { status: 'declined', reason: 'The card was declined.' } : { status: 'authorized', transactionId: `tx-${charges.length}` };
    answers.set(req.idempotencyKey, result);
    return result;
  },
};

/** Cart commands go to a command API with the fake provider (the platform's may have the sandbox or none). */
async function cmd(path: string, body: unknown, token: string, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await commands.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}`, ...headers }, payload: body as object });
  return { status: res.statusCode, body: res.json(), text: res.body, headers: res.headers };
}

let staff: string, staffB: string, patient: string, csr: string;
let patientAccount: string;
const today = isoDateOf(new Date());
const TORIC = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' };
const TORIC_OS = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.50:-0.75:90' };
const TORIC_PRICE = 7699; // 54.99 × 1.40 = 76.986
const ADDRESS = { name: 'Patricia Nguyen', address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

function newPrescription(extra: Record<string, unknown> = {}): Promise<string> {
  return createPrescription(staff, { patientAccountNo: patientAccount, prescriptionNickname: 'Toric', prescriptionExpirationDate: addYears(today, 1), rightEyeRx: TORIC, leftEyeRx: TORIC_OS, ...extra });
}

async function newCart(token: string, boxes = { rightEyeBoxes: 1, leftEyeBoxes: 1 }) {
  const rx = await newPrescription();
  const r = await cmd('/api/order/createcart', { customerId: patientAccount, prescriptionId: rx, ...boxes }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { cartId: r.body.cartId as string, prescriptionId: rx, created: r.body };
}

async function shipTo(cartId: string, token: string, mode = 'standard', promoCode: string | null = null) {
  const a = await cmd('/api/order/AddDeliveryAddress', { cartId, address: ADDRESS }, token);
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  const m = await cmd('/api/order/SetDeliveryMode', { cartId, deliveryModeId: mode, promoCode }, token);
  expect(m.status, JSON.stringify(m.body)).toBe(200);
  return m.body;
}

beforeAll(async () => {
  commands = await startSecondCommandApi(platform, { payments: fakePayments, stateCache: commandsCache });
  ({ staff, staffB, patient, csr } = await signInAll('staff', 'staffB', 'patient', 'csr'));
  const found = await fresh('/api/customer/search', { keyword: DEMO.patient }, staff);
  patientAccount = found.body.patients[0].accountNumber;
}, 120_000);
afterAll(async () => {
  await commands?.close();
});

describe('create cart', () => {
  it('builds lines per eye from the prescription at cost × 1.40, tagged with the prescriptionId, and records CartCreated', async () => {
    const { cartId, prescriptionId, created } = await newCart(staff, { rightEyeBoxes: 2, leftEyeBoxes: 1 });
    expect(created).toMatchObject({ cartId, prescriptionId, summary: { subTotalCents: 3 * TORIC_PRICE }, orderSummary: { rightEye: { quantity: 2, price: 76.99 }, leftEye: { quantity: 1 } } });
    const [e] = await eventsOf(cartStream(cartId));
    expect(e).toMatchObject({ type: 'CartCreated', data: { placedBy: 'Practice', customerAccountNumber: patientAccount, practiceId: 'PR-1001', locationId: 'LOC-1001-A' } });
    expect((e!.data.lines as { eye: string; supplyDays: number; unitPriceCents: number }[]).map((l) => [l.eye, l.supplyDays, l.unitPriceCents])).toEqual([
      ['OD', 180, TORIC_PRICE],
      ['OS', 90, TORIC_PRICE],
    ]);
    expect(e!.metadata).toMatchObject({ actor: { customerGroup: 'Staff' } });
  });

  it('a patient orders for themself only', async () => {
    const rx = await newPrescription();
    const own = await cmd('/api/order/createcart', { customerId: patientAccount, prescriptionId: rx }, patient);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await eventsOf(cartStream(own.body.cartId)))[0]!.data.placedBy).toBe('Patient');
    const other = await cmd('/api/order/createcart', { customerId: '100000999', prescriptionId: rx }, patient);
    expect(other.status).toBe(404);
  });

  it('another practice cannot order for the patient (404) nor touch the cart', async () => {
    const rx = await newPrescription();
    expect((await cmd('/api/order/createcart', { customerId: patientAccount, prescriptionId: rx }, staffB)).status).toBe(404);
    const { cartId } = await newCart(staff);
    const r = await cmd('/api/order/SetDiscount', { cartId, discount: 1, insurance: 0 }, staffB);
    expect(r.body).toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
    const lakesidePatient = await signIn('patient.lakeside@demo.lensloop.test');
    expect((await cmd('/api/order/ReviewCart', { cartId }, lakesidePatient)).status).toBe(404);
  });

  it('an expired prescription or an unknown one refuses, telling the patient to call the doctor', async () => {
    const rx = await newPrescription();
    await platform.infra.store.appendToStream(
      prescriptionsStream(patientAccount),
      [{ type: 'PrescriptionExpirationChanged', data: { prescriptionId: rx, patientAccountNo: patientAccount, prescriptionExpirationDate: addYears(today, -1) }, metadata: testMeta() }],
      { expectedVersion: 'any' },
    );
    const r = await cmd('/api/order/createcart', { customerId: patientAccount, prescriptionId: rx }, patient);
    expect(r.body).toMatchObject({ status: 422, code: 'PRESCRIPTION_EXPIRED', message: ORDERING_MESSAGES.prescriptionExpired });
    expect(r.body.message).toMatch(/call your doctor/);
    const none = await cmd('/api/order/createcart', { customerId: patientAccount, prescriptionId: 'nope' }, patient);
    expect(none.body).toMatchObject({ status: 404, code: 'VALUE_NOT_FOUND' });
  });

  it('an unavailable product refuses with the call-the-doctor message', async () => {
    const rx = await newPrescription();
    // Make the prescription's product unavailable in the catalog (as a catalog update would).
    const { events } = await platform.infra.store.readStream('catalog-product-PRD-1008');
    const def = (events.at(-1)!.data as Record<string, unknown>);
    const meta = testMeta();
    await platform.infra.store.appendToStream('catalog-product-PRD-1008', [{ type: 'ProductUpdated', data: { ...def, isAvailable: false }, metadata: meta }], { expectedVersion: 'any' });
    try {
      const r = await cmd('/api/order/createcart', { customerId: patientAccount, prescriptionId: rx }, patient);
      expect(r.body).toMatchObject({ status: 422, code: 'PRODUCT_UNAVAILABLE', message: ORDERING_MESSAGES.productUnavailable });
    } finally {
      await platform.infra.store.appendToStream('catalog-product-PRD-1008', [{ type: 'ProductUpdated', data: { ...def, isAvailable: true }, metadata: meta }], { expectedVersion: 'any' });
    }
  });

  it('an incomplete patient profile blocks ordering until completed', async () => {
    const made = await call('/api/customer/create', { firstName: 'No', lastName: 'Phone', email: uniqueEmail('no.phone') }, staff);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const acct = made.body.accountNumber as string;
    const rx = await call('/api/prescription/create', { patientAccountNo: acct, prescriptionNickname: 'A', prescriptionExpirationDate: addYears(today, 1), rightEyeRx: TORIC }, staff);
    expect(rx.status, JSON.stringify(rx.body)).toBe(200);
    const r = await cmd('/api/order/createcart', { customerId: acct, prescriptionId: rx.body.id }, staff);
    expect(r.body).toMatchObject({ status: 422, code: 'PROFILE_INCOMPLETE' });
    // In words, never the raw field keys ("Missing: dob, phone").
    expect(r.body.message).toBe(`${ORDERING_MESSAGES.profileIncomplete} Add the date of birth and phone number.`);
  });
});

describe('cart steps', () => {
  it('discount and insurance: practice only, default 0.00, never above the subtotal (spec code and message)', async () => {
    const { cartId } = await newCart(staff);
    const zero = await cmd('/api/order/SetDiscount', { cartId }, staff);
    expect(zero.body.summary).toMatchObject({ discountCents: 0, insuranceCents: 0 });
    const ok = await cmd('/api/order/SetDiscount', { cartId, discount: 10.5, insurance: 20 }, staff);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.summary).toMatchObject({ subTotalCents: 2 * TORIC_PRICE, discountCents: 1050, insuranceCents: 2000 });
    expect(ok.body.orderSummary).toMatchObject({ discountAmount: 10.5, insuranceAmount: 20 });
    const over = await cmd('/api/order/SetDiscount', { cartId, discount: 150, insurance: 4 }, staff);
    expect(over.body).toMatchObject({ status: 400, code: 'INVALID_DISCOUNT_AMOUNT', message: DISCOUNT_MESSAGES.totalBelowZero });
    const negative = await cmd('/api/order/SetDiscount', { cartId, discount: -1 }, staff);
    expect(negative.body).toMatchObject({ status: 400, code: 'INVALID_DISCOUNT_AMOUNT' });
    const types = (await eventsOf(cartStream(cartId))).map((e) => e.type);
    expect(types.filter((t) => t === 'CartDiscountSet')).toHaveLength(2);
    const own = await newCart(patient);
    expect((await cmd('/api/order/SetDiscount', { cartId: own.cartId, discount: 1 }, patient)).body).toMatchObject({ status: 403, code: 'DISCOUNT_NOT_ALLOWED' });
  });

  it('delivery: PO boxes missing from the USPS database and APO/FPO are not deliverable; shipping follows spec point 9; tax is estimated by the ship-to state', async () => {
    const { cartId } = await newCart(staff, { rightEyeBoxes: 1, leftEyeBoxes: 1 });
    const po = await cmd('/api/order/AddDeliveryAddress', { cartId, address: { ...ADDRESS, address1: 'Box 123' } }, staff);
    expect(po.body).toMatchObject({ status: 400, code: 'ADDRESS_NOT_DELIVERABLE', message: 'The address entered is not deliverable.' });
    const early = await cmd('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard' }, staff);
    expect(early.body).toMatchObject({ status: 422, code: 'DELIVERY_REQUIRED' });
    const standard = await shipTo(cartId, staff);
    // 2 boxes, 90 days each eye: 5.99; TX 6.25 % on 153.98
    expect(standard.summary).toMatchObject({ subTotalCents: 15398, shippingCents: 599, taxCents: 962, totalCents: 15398 + 599 + 962 });
    const dtp = await cmd('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: 'DTP' }, staff);
    expect(dtp.body).toMatchObject({ summary: { shippingCents: 0 }, promoShippingCharge: 0, promoCode: 'DTP' });
    const dtp2 = await cmd('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: 'DTP2+' }, staff);
    expect(dtp2.body.summary.shippingCents).toBe(0);
    const nextDay = await cmd('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'next_day', promoCode: 'DTP' }, staff);
    expect(nextDay.body.summary.shippingCents).toBe(2499);
    const semi = await newCart(staff, { rightEyeBoxes: 2, leftEyeBoxes: 2 });
    const free = await shipTo(semi.cartId, staff);
    expect(free).toMatchObject({ summary: { shippingCents: 0 }, promoShippingCharge: -1 });
    const pickup = await cmd('/api/order/AddDeliveryAddress', { cartId, method: 'pickup' }, staff);
    expect(pickup.body.summary).toMatchObject({ shippingCents: 0 });
  });

  it('review records the summary; an idle cart says "Long time no see!" until RenewCart', async () => {
    const { cartId } = await newCart(staff);
    const review = await cmd('/api/order/ReviewCart', { cartId }, staff);
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const events = await eventsOf(cartStream(cartId));
    expect(events.at(-1)).toMatchObject({ type: 'CartReviewed', data: { summary: review.body.summary } });
    // Age the cart: its events were 31 minutes ago.
    await platform.infra.sql.query(`UPDATE es_events SET metadata = jsonb_set(metadata, '{occurredAt}', to_jsonb($2::text)) WHERE stream_id = $1`, [cartStream(cartId), new Date(Date.now() - 31 * 60_000).toISOString()]);
    await platform.infra.sql.query(`UPDATE es_events SET data = jsonb_set(data, '{expiresAt}', to_jsonb($2::text)) WHERE stream_id = $1 AND type = 'CartCreated'`, [cartStream(cartId), new Date(Date.now() - 60_000).toISOString()]);
    // The log was rewritten behind the store's back (no new version): the command API's kept state of the cart is forgotten too.
    commandsCache.invalidate(cartStream(cartId));
    const idle = await cmd('/api/order/SetDiscount', { cartId, discount: 1 }, staff);
    expect(idle.body).toMatchObject({ status: 422, code: 'CART_EXPIRED', message: "Long time no see! You've been idle for a while, so you'll have to restart your order." });
    const renewed = await cmd('/api/order/RenewCart', { cartId }, staff);
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(Date.parse(renewed.body.expiresAt)).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await cmd('/api/order/SetDiscount', { cartId, discount: 1 }, staff)).status).toBe(200);
  });
});

describe('check out', () => {
  it('point of sale: a staff order with discount, in-office inventory, cash; OrderCheckedOut carries everything; the cart then refuses all', async () => {
    const { cartId, prescriptionId } = await newCart(staff, { rightEyeBoxes: 4, leftEyeBoxes: 4 });
    await cmd('/api/order/SetDiscount', { cartId, discount: 25, insurance: 50 }, staff);
    const inOffice = await cmd('/api/order/AddDeliveryAddress', { cartId, inOfficeInventory: true }, staff);
    expect(inOffice.status, JSON.stringify(inOffice.body)).toBe(200);
    const r = await cmd('/api/order/CheckOut', { cartId, mode: 'pos', method: 'cash' }, staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.orderId).toMatch(/^SO-\d{6}-[0-9A-Z]{6}$/);
    const sub = 8 * TORIC_PRICE;
    const tax = Math.floor(((sub - 7500) * 6250 + 50_000) / 100_000); // practice location in TX
    expect(r.body).toMatchObject({ cartId, prescriptionId, createdByCsr: false, payment: { type: 'pos', method: 'cash' }, summary: { subTotalCents: sub, discountCents: 2500, insuranceCents: 5000, shippingCents: 0, taxCents: tax, totalCents: sub - 7500 + tax } });
    const last = (await eventsOf(cartStream(cartId))).at(-1)!;
    expect(last).toMatchObject({ type: 'OrderCheckedOut', data: { orderId: r.body.orderId, placedBy: 'Practice', delivery: { method: 'inOffice', address: null }, summary: r.body.summary } });
    for (const [path, body] of [
      ['/api/order/SetDiscount', { cartId, discount: 0 }],
      ['/api/order/CheckOut', { cartId, mode: 'pos', method: 'cash' }],
      ['/api/order/RenewCart', { cartId }],
    ] as const) {
      expect((await cmd(path, body, staff)).body).toMatchObject({ status: 409, code: 'CART_CHECKED_OUT' });
    }
    expect(charges.filter((c) => c.idempotencyKey.startsWith(cartId))).toHaveLength(0);
  });

  it('patients cannot use point of sale', async () => {
    const { cartId } = await newCart(patient);
    await shipTo(cartId, patient);
    expect((await cmd('/api/order/CheckOut', { cartId, mode: 'pos', method: 'none' }, patient)).body).toMatchObject({ status: 403, code: 'POS_NOT_ALLOWED' });
  });

  it('card: a patient pays with a hosted-form token; one charge of the order total, under the cart key, referencing the order id', async () => {
    const { cartId } = await newCart(patient);
    await shipTo(cartId, patient);
    const r = await cmd('/api/order/CheckOut', { cartId, mode: 'card', token: 'tok_visa', maskedCardNumber: 'xxxxxxxxxxxx1111', cardType: '001' }, patient);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const mine = charges.filter((c) => c.idempotencyKey.startsWith(`${cartId}:`));
    expect(mine).toEqual([{ token: 'tok_visa', amountCents: r.body.summary.totalCents, reference: r.body.orderId, idempotencyKey: `${cartId}:1` }]);
    expect(r.body.payment).toMatchObject({ type: 'card', cardType: '001', maskedCardNumber: '************1111', transactionId: expect.stringMatching(/^tx-/) });
    // Save to account defaults to true: the card is now one of the patient's saved cards.
    expect(r.body.savedCardId).toEqual(expect.any(String));
    const saved = (await eventsOf(cardsStream(patientAccount))).filter((e) => e.type === 'CardSaved' && e.data.token === 'tok_visa');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.data).toMatchObject({ uniqueCardId: r.body.savedCardId, maskedCardNumber: '************1111', billing: { email: DEMO.patient, country: 'USA' } });
    const types = (await eventsOf(cartStream(cartId))).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['CartReviewed', 'OrderCheckedOut']);
  });

  it('a token the provider did not issue for this patient is refused, nothing charged; saveCard false saves nothing', async () => {
    const { cartId } = await newCart(patient);
    await shipTo(cartId, patient);
    const r = await cmd('/api/order/CheckOut', { cartId, mode: 'card', token: 'tok_stranger' }, patient);
    expect(r.body).toMatchObject({ status: 400, code: 'INVALID_PAYMENT_TOKEN' });
    expect(charges.filter((c) => c.idempotencyKey.startsWith(`${cartId}:`))).toHaveLength(0);
    const ok = await cmd('/api/order/CheckOut', { cartId, mode: 'card', token: 'tok_nosave', saveCard: false }, patient);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.savedCardId).toBeNull();
    expect((await eventsOf(cardsStream(patientAccount))).filter((e) => e.data.token === 'tok_nosave')).toHaveLength(0);
  });

  it('a declined card opens the cart again; the next card is charged under a new key', async () => {
    const { cartId } = await newCart(patient);
    await shipTo(cartId, patient);
    const declined = await cmd('/api/order/CheckOut', { cartId, mode: 'card', token: 'tok_decline', maskedCardNumber: 'xxxxxxxxxxxx0002', cardType: '001' }, patient);
    expect(declined.body).toMatchObject({ status: 422, code: 'PAYMENT_DECLINED' });
    const ok = await cmd('/api/order/CheckOut', { cartId, mode: 'card', token: 'tok_visa2', maskedCardNumber: 'xxxxxxxxxxxx4242', cardType: '001' }, patient);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(charges.filter((c) => c.idempotencyKey.startsWith(`${cartId}:`)).map((c) => c.idempotencyKey)).toEqual([`${cartId}:1`, `${cartId}:2`]);
  });

  it('saved card: unknown card 404; staff may not charge a patient’s saved card', async () => {
    const { cartId } = await newCart(patient);
    await shipTo(cartId, patient);
    expect((await cmd('/api/order/CheckOut', { cartId, mode: 'savedCard', uniqueCardId: 'nope' }, patient)).body).toMatchObject({ status: 404, code: 'CARD_NOT_FOUND' });
    const s = await newCart(staff);
    await shipTo(s.cartId, staff);
    expect((await cmd('/api/order/CheckOut', { cartId: s.cartId, mode: 'savedCard', uniqueCardId: 'x' }, staff)).body).toMatchObject({ status: 403 });
  });

  it('saved card: the patient pays with a card saved to their account (its provider token is charged)', async () => {
    const uniqueCardId = `card-${Date.now()}`;
    const meta = testMeta({ actor: { accountNumber: patientAccount, customerGroup: 'Patient' } });
    const billing = { forename: 'Patricia', surname: 'Nguyen', email: DEMO.patient, phone: '5125550143', line1: '1100 Congress Ave', line2: null, city: 'Austin', state: 'TX', country: 'USA', postalCode: '78701' };
    await platform.infra.store.appendToStream(
      cardsStream(patientAccount),
      [{ type: 'CardSaved', data: { accountNumber: patientAccount, uniqueCardId, token: 'tok_saved', maskedCardNumber: 'xxxxxxxxxxxx4444', cardType: '002', expiry: '12/30', cardNickname: 'Work', billing, savedAt: meta.occurredAt }, metadata: meta }],
      { expectedVersion: 'any' },
    );
    const { cartId } = await newCart(patient);
    await shipTo(cartId, patient);
    const r = await cmd('/api/order/CheckOut', { cartId, mode: 'savedCard', uniqueCardId }, patient);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.payment).toMatchObject({ type: 'card', cardType: '002', maskedCardNumber: 'xxxxxxxxxxxx4444', savedCardId: uniqueCardId });
    expect(charges.filter((c) => c.idempotencyKey.startsWith(`${cartId}:`)).map((c) => [c.token, c.amountCents])).toEqual([['tok_saved', r.body.summary.totalCents]]);
  });

  it('a checkout retried with the same Idempotency-Key gives the same reply, one OrderCheckedOut and one charge', async () => {
    const { cartId } = await newCart(patient);
    await shipTo(cartId, patient);
    const body = { cartId, mode: 'card', token: 'tok_retry', maskedCardNumber: 'xxxxxxxxxxxx1111', cardType: '001' };
    const headers = { 'idempotency-key': `checkout-${cartId}` };
    const [a, b] = await Promise.all([cmd('/api/order/CheckOut', body, patient, headers), cmd('/api/order/CheckOut', body, patient, headers)]);
    const c = await cmd('/api/order/CheckOut', body, patient, headers);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    const events = await eventsOf(cartStream(cartId));
    expect(events.filter((e) => e.type === 'OrderCheckedOut')).toHaveLength(1);
    expect(charges.filter((x) => x.idempotencyKey.startsWith(`${cartId}:`))).toHaveLength(1);
  });

  it('a CSR impersonating staff places an order flagged createdByCsr, with the impersonator in the metadata', async () => {
    const begun = await call('/api/customer/beginimpersonation', { accountNumber: '700000001' }, csr);
    if (begun.status !== 200) return expect.soft(begun.status, JSON.stringify(begun.body)).toBe(200);
    const asStaff = begun.body.token as string;
    const { cartId } = await newCart(asStaff);
    await cmd('/api/order/AddDeliveryAddress', { cartId, method: 'pickup' }, asStaff);
    const r = await cmd('/api/order/CheckOut', { cartId, mode: 'pos', method: 'none' }, asStaff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.createdByCsr).toBe(true);
    const last = (await eventsOf(cartStream(cartId))).at(-1)!;
    expect(last.data.createdByCsr).toBe(true);
    expect(last.metadata).toMatchObject({ impersonator: { accountNumber: '900000001' } });
  });

  it('20 parallel SetDiscount / CheckOut calls (point of sale) leave exactly one order whose amounts match the last discount before it', async () => {
    const { cartId } = await newCart(staff, { rightEyeBoxes: 2, leftEyeBoxes: 2 });
    await shipTo(cartId, staff);
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? cmd('/api/order/SetDiscount', { cartId, discount: i + 1, insurance: 0 }, staff) : cmd('/api/order/CheckOut', { cartId, mode: 'pos', method: 'card' }, staff),
    );
    const replies = await Promise.all(calls);
    for (const r of replies) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    const events = await eventsOf(cartStream(cartId));
    const orders = events.filter((e) => e.type === 'OrderCheckedOut');
    expect(orders).toHaveLength(1);
    const idx = events.indexOf(orders[0]!);
    expect(idx).toBe(events.length - 1);
    const lastDiscount = events.slice(0, idx).filter((e) => e.type === 'CartDiscountSet').at(-1);
    const summary = orders[0]!.data.summary as Record<string, number>;
    expect(summary.discountCents).toBe((lastDiscount?.data.discountCents as number | undefined) ?? 0);
    expect(summary.totalCents).toBe(summary.subTotalCents! - summary.discountCents! - summary.insuranceCents! + summary.shippingCents! + summary.taxCents!);
    const winners = replies.filter((r) => r.status === 200 && r.body.orderId);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.body.summary).toEqual(summary);
  });

  it('20 parallel card checkouts and discounts: one order, one charge, of the order total', async () => {
    const { cartId } = await newCart(staff, { rightEyeBoxes: 1, leftEyeBoxes: 1 });
    await shipTo(cartId, staff);
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? cmd('/api/order/SetDiscount', { cartId, discount: i + 1, insurance: 0 }, staff) : cmd('/api/order/CheckOut', { cartId, mode: 'card', token: 'tok_race', maskedCardNumber: 'xxxxxxxxxxxx1111', cardType: '001' }, staff),
    );
    const replies = await Promise.all(calls);
    for (const r of replies) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    const orders = (await eventsOf(cartStream(cartId))).filter((e) => e.type === 'OrderCheckedOut');
    const mine = charges.filter((c) => c.idempotencyKey.startsWith(`${cartId}:`));
    expect(orders).toHaveLength(1);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.amountCents).toBe((orders[0]!.data.summary as { totalCents: number }).totalCents);
  });

  it('a blocked practice (447) and credit on hold (448) stop checkout', async () => {
    const { cartId } = await newCart(staff);
    await cmd('/api/order/AddDeliveryAddress', { cartId, method: 'pickup' }, staff);
    const block = await call('/api/support/practice/state', { practiceId: 'PR-1001', blocked: true }, csr);
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    try {
      expect((await cmd('/api/order/CheckOut', { cartId, mode: 'pos', method: 'none' }, staff)).body).toMatchObject({ status: 447, code: 'PRACTICE_BLOCKED', message: 'Practice is blocked' });
      expect((await cmd('/api/order/createcart', { customerId: patientAccount, prescriptionId: 'x' }, staff)).body).toMatchObject({ status: 447 });
    } finally {
      await call('/api/support/practice/state', { practiceId: 'PR-1001', blocked: false }, csr);
    }
    await call('/api/support/practice/state', { practiceId: 'PR-1001', creditHold: true }, csr);
    try {
      expect((await cmd('/api/order/CheckOut', { cartId, mode: 'pos', method: 'none' }, staff)).body).toMatchObject({ status: 448, code: 'CREDIT_ON_HOLD', message: 'Account credit on hold' });
    } finally {
      await call('/api/support/practice/state', { practiceId: 'PR-1001', creditHold: false }, csr);
    }
    expect((await cmd('/api/order/CheckOut', { cartId, mode: 'pos', method: 'none' }, staff)).status).toBe(200);
  });

  it('every cart path is in the OpenAPI document', async () => {
    const doc = (await commands.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    for (const p of ['createcart', 'ReviewCart', 'RenewCart', 'SetDiscount', 'AddDeliveryAddress', 'SetDeliveryMode', 'CheckOut']) expect(doc.paths).toHaveProperty(`/api/order/${p}`);
    const full = (await call('/api/openapi.json')).body as { paths: Record<string, unknown> };
    for (const p of ['createcart', 'ReviewCart', 'RenewCart', 'SetDiscount', 'AddDeliveryAddress', 'SetDeliveryMode', 'CheckOut', 'GetDeliveryMode', 'GetDeliveryModeByCartId']) expect(full.paths).toHaveProperty(`/api/order/${p}`);
  });
});

describe('delivery mode queries', () => {
  it('GetDeliveryMode prices each mode for a supply, with the spec estimates', async () => {
    const r = await call('/api/order/GetDeliveryMode?state=TX&rightEyeSupplyDays=180&leftEyeSupplyDays=180', undefined, patient);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const byId = Object.fromEntries((r.body.deliveryModes as { deliveryModeId: string }[]).map((m) => [m.deliveryModeId, m]));
    expect(byId.standard).toMatchObject({ priceCents: 0, promoShippingCharge: -1, estimate: '5 to 7 business days after shipping' });
    expect(byId.second_day).toMatchObject({ priceCents: 1499, estimate: '2 days' });
    expect(byId.next_day).toMatchObject({ priceCents: 2499, estimate: '1 day' });
    expect(r.body.taxRatePercent).toBe(6.25);
    const one = await call('/api/order/GetDeliveryMode?rightEyeSupplyDays=90', undefined, patient);
    expect(one.body.deliveryModes[0]).toMatchObject({ deliveryModeId: 'standard', priceCents: 599, price: 5.99 });
  });

  it('GetDeliveryModeByCartId reads the carts read model (read-your-writes), for the cart’s own people only', async () => {
    const { cartId } = await newCart(patient, { rightEyeBoxes: 1, leftEyeBoxes: 1 });
    await cmd('/api/order/AddDeliveryAddress', { cartId, address: ADDRESS }, patient);
    const set = await cmd('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'second_day', promoCode: 'DTP2+' }, patient);
    const headers = { 'x-min-position': String(set.body.position) };
    const deadline = Date.now() + 15_000;
    let r: Reply;
    do r = await call(`/api/order/GetDeliveryModeByCartId?cartId=${cartId}`, undefined, patient, headers);
    while (r.headers['x-read-model-stale'] === 'true' && Date.now() < deadline);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ cartId, deliveryModeId: 'second_day', promoCode: 'DTP2+', deliveryMethod: 'ship' });
    expect(r.body.deliveryModes[0]).toMatchObject({ deliveryModeId: 'standard', priceCents: 0 });
    // Where the cart stands against the free-shipping rule (issue #34): DTP2+ with its 2 boxes.
    expect(r.body.freeShipping).toEqual({ rule: true, reason: 'promo_dtp2_plus', boxes: 2, boxesToFree: 0 });
    expect((await call(`/api/order/GetDeliveryModeByCartId?cartId=${cartId}`, undefined, staff)).status).toBe(200);
    expect((await call(`/api/order/GetDeliveryModeByCartId?cartId=${cartId}`, undefined, staffB)).body).toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
  });
});
