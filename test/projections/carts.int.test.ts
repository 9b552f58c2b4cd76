import { beforeAll, describe, expect, it } from 'vitest';
import type { CartEvent, CartLine, OrderSummaryCents } from '../../domain/ordering/events';
import { cartStream } from '../../domain/ordering/events';
import { cartsProjection } from '../../projections/carts';
import { projectionBed } from '../support/projection-bed';

/** The carts read model: given cart events → then one row per cart; deterministic rebuild. */

const { kdb, at, given, project, expectRebuildMatches } = projectionBed({ start: new Date(Date.UTC(2026, 10, 20, 10, 0)) });

const line = (eye: 'OD' | 'OS', boxes: number): CartLine => ({ eye, productId: 'PRD-1008', variantId: 'V', dimensions: {}, boxes, packSize: 6, unitPriceCents: 7699, supplyDays: boxes * 90 });
const summary: OrderSummaryCents = { subTotalCents: 15398, discountCents: 500, insuranceCents: 0, shippingCents: 599, taxCents: 931, totalCents: 16428 };
const created = (cartId: string, placedBy: 'Patient' | 'Practice'): CartEvent => ({
  type: 'CartCreated',
  data: { cartId, customerAccountNumber: '100', practiceId: 'PR-1', locationId: 'L-A', prescriptionId: 'rx1', placedBy, lines: [line('OD', 1), line('OS', 1)], createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-11-20T10:30:00.000Z' },
});
const address = { name: 'Pat', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

beforeAll(async () => {
  await given(cartStream('c1'), [
    created('c1', 'Practice'),
    { type: 'CartDiscountSet', data: { cartId: 'c1', discountCents: 500, insuranceCents: 0 } },
    { type: 'DeliveryAddressAdded', data: { cartId: 'c1', method: 'ship', address } },
    { type: 'DeliveryModeSet', data: { cartId: 'c1', deliveryModeId: 'standard', promoCode: 'DTP2+', shippingCents: 0 } },
    { type: 'CartReviewed', data: { cartId: 'c1', summary } },
    {
      type: 'OrderCheckedOut',
      data: {
        cartId: 'c1', orderId: 'SO-261120-ABCDEF', orderDate: '2026-11-20T10:05:00.000Z', customerAccountNumber: '100', practiceId: 'PR-1', locationId: 'L-A', prescriptionId: 'rx1', placedBy: 'Practice', createdByCsr: false,
        lines: [line('OD', 1), line('OS', 1)], summary, delivery: { method: 'ship', address, deliveryModeId: 'standard', promoCode: 'DTP2+' }, payment: { type: 'pos', method: 'cash' },
      },
    },
  ]);
  await given(cartStream('c2'), [
    created('c2', 'Patient'),
    { type: 'DeliveryAddressAdded', data: { cartId: 'c2', method: 'ship', address } },
    { type: 'DeliveryModeSet', data: { cartId: 'c2', deliveryModeId: 'next_day', promoCode: null, shippingCents: 2499 } },
    { type: 'DeliveryAddressAdded', data: { cartId: 'c2', method: 'pickup', address: null } },
    { type: 'CartRenewed', data: { cartId: 'c2', lines: [line('OD', 3)], expiresAt: '2026-11-20T11:30:00.000Z' } },
  ]);
  await project([cartsProjection], 3);
});

describe('carts read model', () => {
  it('folds the cart events into one row per cart', async () => {
    const rows = await kdb.withSchema('rm').selectFrom('carts').selectAll().orderBy('cart_id').execute();
    expect(rows).toEqual([
      expect.objectContaining({ cart_id: 'c1', placed_by: 'Practice', discount_cents: 500, insurance_cents: 0, delivery_method: 'ship', address, delivery_mode_id: 'standard', promo_code: 'DTP2+', shipping_cents: 0, status: 'checked_out', order_id: 'SO-261120-ABCDEF', created_at: at(1), updated_at: at(6) }),
      expect.objectContaining({ cart_id: 'c2', placed_by: 'Patient', delivery_method: 'pickup', address: null, delivery_mode_id: null, shipping_cents: 0, status: 'open', order_id: null, lines: [line('OD', 3)], expires_at: '2026-11-20T11:30:00.000Z' }),
    ]);
  });

  it('rebuilds byte-identically, whatever the batch size', async () => {
    await expectRebuildMatches(cartsProjection, { intoSchema: 'carts_rebuild' });
  });
});
