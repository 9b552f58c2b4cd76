import { describe, expect, it } from 'vitest';
import { decideAddDeliveryAddress } from '../../domain/ordering/add-delivery-address';
import { CART_IDLE_MS, CHECKOUT_FENCE_MS, type CartState, evolveCart, initialCartState } from '../../domain/ordering/cart-decider';
import { decideCardDeclined, decideCheckOut, decideConfirmCardCheckout, salesOrderId } from '../../domain/ordering/check-out';
import { decideCreateCart } from '../../domain/ordering/create-cart';
import { DISCOUNT_MESSAGES, INVALID_DISCOUNT_AMOUNT } from '../../domain/ordering/discount-rules';
import type { CartEvent, CartLine, OrderSummaryCents } from '../../domain/ordering/events';
import { ORDERING_MESSAGES } from '../../domain/ordering/ordering-messages';
import { decideRenewCart } from '../../domain/ordering/renew-cart';
import { decideReviewCart } from '../../domain/ordering/review-cart';
import { decideSetCartDiscount } from '../../domain/ordering/set-cart-discount';
import { decideSetDeliveryMode } from '../../domain/ordering/set-delivery-mode';
import { deciderSpec } from '../support/decider-spec';

const T0 = new Date('2026-11-20T10:00:00Z');
const at = (min: number) => new Date(T0.getTime() + min * 60_000);
const line = (eye: 'OD' | 'OS', boxes: number): CartLine => ({ eye, productId: 'PRD-1', variantId: 'V1', dimensions: {}, boxes, packSize: 6, unitPriceCents: 5000, supplyDays: boxes * 90 });
const created = (placedBy: 'Patient' | 'Practice' = 'Practice'): CartEvent =>
  decideCreateCart({ cartId: 'c1', customerAccountNumber: 'A1', practiceId: 'PR1', locationId: 'L1', prescriptionId: 'RX1', placedBy, lines: [line('OD', 2), line('OS', 2)], now: T0 }, initialCartState())[0]!;
/** The event as stored, with the time the cart decider reads from its metadata. */
function withMeta(e: CartEvent, min: number): CartEvent {
  const stored: CartEvent & { metadata: { occurredAt: string } } = { ...e, metadata: { occurredAt: at(min).toISOString() } };
  return stored;
}
const summary: OrderSummaryCents = { subTotalCents: 20000, discountCents: 0, insuranceCents: 0, shippingCents: 0, taxCents: 0, totalCents: 20000 };
const address = { name: 'Pat Doe', address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' };
const fold = (events: CartEvent[]): CartState => events.reduce(evolveCart, initialCartState());

type Cmd = (s: CartState) => CartEvent[];
const spec = deciderSpec<CartState, CartEvent, Cmd>({ initial: initialCartState, evolve: evolveCart, decide: (c, s) => c(s) });

const shipped: CartEvent[] = [
  created(),
  { type: 'DeliveryAddressAdded', data: { cartId: 'c1', method: 'ship', address } },
  { type: 'DeliveryModeSet', data: { cartId: 'c1', deliveryModeId: 'standard', promoCode: null, shippingCents: 599 } },
];

describe('create cart', () => {
  it('keeps eyes with boxes and expires 30 minutes later', () => {
    const [e] = decideCreateCart({ cartId: 'c1', customerAccountNumber: 'A1', practiceId: 'PR1', locationId: 'L1', prescriptionId: 'RX1', placedBy: 'Patient', lines: [line('OD', 1), line('OS', 0)], now: T0 }, initialCartState());
    expect(e!.data.lines.map((l) => l.eye)).toEqual(['OD']);
    expect(e!.data.expiresAt).toBe(new Date(T0.getTime() + CART_IDLE_MS).toISOString());
  });
  it('refuses an order without boxes', () => {
    spec.given([]).when((s) => decideCreateCart({ cartId: 'c1', customerAccountNumber: 'A1', practiceId: 'PR1', locationId: 'L1', prescriptionId: 'RX1', placedBy: 'Patient', lines: [line('OD', 0)], now: T0 }, s)).thenThrows({ code: 'NO_EYE_ORDERED' });
  });
});

describe('refusals shared by every step', () => {
  const steps: [string, (now: Date) => Cmd][] = [
    ['review', (now) => (s) => decideReviewCart({ summary, now }, s)],
    ['discount', (now) => (s) => decideSetCartDiscount({ discountCents: 0, insuranceCents: 0, now }, s)],
    ['address', (now) => (s) => decideAddDeliveryAddress({ method: 'pickup', address: null, now }, s)],
    ['mode', (now) => (s) => decideSetDeliveryMode({ deliveryModeId: 'standard', promoCode: null, freeShippingRule: true, now }, s)],
    ['checkout pos', (now) => (s) => decideCheckOut({ orderId: 'SO-1', now, summary, payment: { type: 'pos', method: 'cash' }, createdByCsr: false }, s)],
  ];
  it.each(steps)('%s: unknown cart → 404 CART_NOT_FOUND', (_n, step) => spec.given([]).when(step(at(1))).thenThrows({ code: 'CART_NOT_FOUND', kind: 'not_found' }));
  it.each(steps)('%s: checked out → 409 CART_CHECKED_OUT', (_n, step) => {
    const out = decideCheckOut({ orderId: 'SO-1', now: at(1), summary, payment: { type: 'pos', method: 'none' }, createdByCsr: false }, fold(shipped));
    spec.given([...shipped, ...out]).when(step(at(2))).thenThrows({ code: 'CART_CHECKED_OUT', kind: 'conflict' });
  });
  it.each(steps)('%s: idle over 30 minutes → "Long time no see!"', (_n, step) => {
    spec.given(shipped).when(step(at(31))).thenThrows({ code: 'CART_EXPIRED', message: ORDERING_MESSAGES.idle });
  });
  it('activity (event time) keeps the cart alive; RenewCart revives an idle one', () => {
    const active = [withMeta(shipped[0]!, 0), withMeta(shipped[1]!, 20), withMeta(shipped[2]!, 25)];
    expect(() => decideReviewCart({ summary, now: at(50) }, fold(active))).not.toThrow();
    expect(() => decideReviewCart({ summary, now: at(56) }, fold(active))).toThrow(expect.objectContaining({ code: 'CART_EXPIRED' }));
    const renewed = decideRenewCart({ lines: [line('OD', 2)], now: at(90) }, fold(active));
    expect(renewed[0]!.data.expiresAt).toBe(at(90 + CART_IDLE_MS / 60_000).toISOString());
    expect(() => decideReviewCart({ summary, now: at(100) }, fold([...active, ...renewed]))).not.toThrow();
  });
});

describe('set discount', () => {
  it('a practice cart records discount and insurance in cents', () => {
    spec.given([created()]).when((s) => decideSetCartDiscount({ discountCents: 1500, insuranceCents: 2500, now: at(1) }, s)).then([{ type: 'CartDiscountSet', data: { cartId: 'c1', discountCents: 1500, insuranceCents: 2500 } }]);
  });
  it('cannot exceed the subtotal (spec message)', () => {
    spec.given([created()]).when((s) => decideSetCartDiscount({ discountCents: 15000, insuranceCents: 5001, now: at(1) }, s)).thenThrows({ code: INVALID_DISCOUNT_AMOUNT, message: DISCOUNT_MESSAGES.totalBelowZero });
  });
  it('a patient cart may not carry a discount, only 0.00', () => {
    spec.given([created('Patient')]).when((s) => decideSetCartDiscount({ discountCents: 100, insuranceCents: 0, now: at(1) }, s)).thenThrows({ code: 'DISCOUNT_NOT_ALLOWED', kind: 'forbidden' });
    spec.given([created('Patient')]).when((s) => decideSetCartDiscount({ discountCents: 0, insuranceCents: 0, now: at(1) }, s)).then([{ type: 'CartDiscountSet', data: { cartId: 'c1', discountCents: 0, insuranceCents: 0 } }]);
  });
});

describe('delivery', () => {
  it.each([
    [{ ...address, address1: 'Box 12' }, 'ADDRESS_NOT_DELIVERABLE', 'The address entered is not deliverable.'],
    [{ ...address, address1: 'PSC 1234 Box 5', city: 'APO', state: 'AE', zip: '09012' }, 'ADDRESS_NOT_DELIVERABLE', 'The address entered is not deliverable.'],
    [{ ...address, state: 'CA' }, 'ADDRESS_ZIP_STATE_MISMATCH', undefined],
  ])('refuses %o', (addr, code, message) => {
    spec.given([created()]).when((s) => decideAddDeliveryAddress({ method: 'ship', address: addr, now: at(1) }, s)).thenThrows(message ? { code, message } : { code });
  });
  it('ship needs an address; in-office and pickup carry none', () => {
    spec.given([created()]).when((s) => decideAddDeliveryAddress({ method: 'ship', address: null, now: at(1) }, s)).thenThrows({ code: 'ADDRESS_REQUIRED' });
    spec.given([created()]).when((s) => decideAddDeliveryAddress({ method: 'inOffice', address: null, now: at(1) }, s)).then([{ type: 'DeliveryAddressAdded', data: { cartId: 'c1', method: 'inOffice', address: null } }]);
  });
  it('a delivery mode needs a shipped order and records the server charge', () => {
    spec.given([created()]).when((s) => decideSetDeliveryMode({ deliveryModeId: 'standard', promoCode: null, freeShippingRule: true, now: at(1) }, s)).thenThrows({ code: 'DELIVERY_REQUIRED' });
    spec
      .given([created(), { type: 'DeliveryAddressAdded', data: { cartId: 'c1', method: 'pickup', address: null } }])
      .when((s) => decideSetDeliveryMode({ deliveryModeId: 'standard', promoCode: null, freeShippingRule: true, now: at(1) }, s))
      .thenThrows({ code: 'NOT_SHIPPED' });
    // 2 boxes × 90 days per eye = 180: semi-annual for both eyes → free
    spec
      .given(shipped.slice(0, 2))
      .when((s) => decideSetDeliveryMode({ deliveryModeId: 'standard', promoCode: null, freeShippingRule: true, now: at(1) }, s))
      .then([{ type: 'DeliveryModeSet', data: { cartId: 'c1', deliveryModeId: 'standard', promoCode: null, shippingCents: 0 } }]);
    spec
      .given(shipped.slice(0, 2))
      .when((s) => decideSetDeliveryMode({ deliveryModeId: 'standard', promoCode: null, freeShippingRule: false, now: at(1) }, s))
      .then([{ type: 'DeliveryModeSet', data: { cartId: 'c1', deliveryModeId: 'standard', promoCode: null, shippingCents: 599 } }]);
  });
});

describe('check out', () => {
  it('point of sale from a ready practice cart', () => {
    const [e] = decideCheckOut({ orderId: 'SO-1', now: at(2), summary, payment: { type: 'pos', method: 'cash' }, createdByCsr: true }, fold(shipped));
    expect(e).toMatchObject({ type: 'OrderCheckedOut', data: { orderId: 'SO-1', placedBy: 'Practice', createdByCsr: true, summary, delivery: { method: 'ship', deliveryModeId: 'standard' }, payment: { type: 'pos', method: 'cash' } } });
  });
  it('point of sale is refused for a patient cart and before the delivery steps', () => {
    const patientShipped = [created('Patient'), ...shipped.slice(1)];
    spec.given(patientShipped).when((s) => decideCheckOut({ orderId: 'SO-1', now: at(2), summary, payment: { type: 'pos', method: 'cash' }, createdByCsr: false }, s)).thenThrows({ code: 'POS_NOT_ALLOWED' });
    spec.given([created()]).when((s) => decideCheckOut({ orderId: 'SO-1', now: at(2), summary, payment: { type: 'pos', method: 'none' }, createdByCsr: false }, s)).thenThrows({ code: 'DELIVERY_REQUIRED' });
    spec.given(shipped.slice(0, 2)).when((s) => decideCheckOut({ orderId: 'SO-1', now: at(2), summary, payment: { type: 'pos', method: 'none' }, createdByCsr: false }, s)).thenThrows({ code: 'DELIVERY_MODE_REQUIRED' });
  });
  it('card: confirm (frozen amount) → cart refuses changes → order with the frozen summary', () => {
    const confirm = decideConfirmCardCheckout({ orderId: 'SO-9', paymentMode: 'card', summary, now: at(2) }, fold(shipped)).map((e) => withMeta(e, 2));
    expect(confirm[0]!.data).toMatchObject({ checkout: { orderId: 'SO-9', attempt: 1, paymentMode: 'card' } });
    const s = fold([...shipped, ...confirm]);
    expect(() => decideSetCartDiscount({ discountCents: 10, insuranceCents: 0, now: at(3) }, s)).toThrow(expect.objectContaining({ code: 'CHECKOUT_IN_PROGRESS' }));
    expect(() => decideConfirmCardCheckout({ orderId: 'SO-10', paymentMode: 'card', summary, now: at(3) }, s)).toThrow(expect.objectContaining({ code: 'CHECKOUT_IN_PROGRESS' }));
    const other = { ...summary, totalCents: 1 };
    const [order] = decideCheckOut({ orderId: 'SO-9', now: at(3), summary: other, payment: { type: 'card', cardType: '001', maskedCardNumber: 'xxxxxxxxxxxx1111', transactionId: 't1' }, createdByCsr: false }, s);
    expect(order!.data.summary).toEqual(summary);
    expect(() => decideCheckOut({ orderId: 'SO-8', now: at(3), summary, payment: { type: 'card', cardType: '001', maskedCardNumber: 'x', transactionId: 't' }, createdByCsr: false }, s)).toThrow(expect.objectContaining({ code: 'CHECKOUT_IN_PROGRESS' }));
  });
  it('a declined charge opens the cart again; the next attempt is attempt 2; a stale pending checkout no longer holds the cart', () => {
    const confirm = decideConfirmCardCheckout({ orderId: 'SO-9', paymentMode: 'card', summary, now: at(2) }, fold(shipped)).map((e) => withMeta(e, 2));
    const declined = decideCardDeclined({ attempt: 1, reason: 'declined' }, fold([...shipped, ...confirm]));
    expect(declined[0]!.data.paymentDeclined).toBe('declined');
    const s = fold([...shipped, ...confirm, ...declined]);
    expect(s.pendingCheckout).toBeNull();
    expect(decideConfirmCardCheckout({ orderId: 'SO-10', paymentMode: 'card', summary, now: at(3) }, s)[0]!.data.checkout!.attempt).toBe(2);
    const stale = fold([...shipped, ...confirm]);
    expect(() => decideSetCartDiscount({ discountCents: 0, insuranceCents: 0, now: new Date(at(2).getTime() + CHECKOUT_FENCE_MS + 1) }, stale)).not.toThrow();
  });
  it('a stale pending checkout (a crash after charging) with the same amount is resumed under the same attempt and order id', () => {
    const confirm = decideConfirmCardCheckout({ orderId: 'SO-9', paymentMode: 'card', summary, now: at(2) }, fold(shipped)).map((e) => withMeta(e, 2));
    const later = new Date(at(2).getTime() + CHECKOUT_FENCE_MS + 1000);
    const [again] = decideConfirmCardCheckout({ orderId: 'SO-NEW', paymentMode: 'card', summary, now: later }, fold([...shipped, ...confirm]));
    expect(again!.data.checkout).toEqual({ orderId: 'SO-9', attempt: 1, paymentMode: 'card' });
    const [changed] = decideConfirmCardCheckout({ orderId: 'SO-NEW', paymentMode: 'card', summary: { ...summary, discountCents: 100, totalCents: 19900 }, now: later }, fold([...shipped, ...confirm]));
    expect(changed!.data.checkout).toEqual({ orderId: 'SO-NEW', attempt: 2, paymentMode: 'card' });
  });
  it('sales order ids are readable: SO-YYMMDD-XXXXXX', () => {
    expect(salesOrderId(T0, new Uint8Array([0, 1, 2, 31, 32, 255]))).toBe('SO-261120-012Z0Z');
  });
});
