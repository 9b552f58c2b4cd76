import { beforeAll, describe, expect, it } from 'vitest';
import { orderStream } from '../../domain/ordering/events';
import { ordersProjection } from '../../projections/orders';
import { projectionBed } from '../support/projection-bed';
import { checkedOut, toricOd } from '../support/order-events';

/** The orders read model: given checkouts and order events → then rows; deterministic rebuild. */

const { kdb, given, project, expectRebuildMatches } = projectionBed({ start: new Date(Date.UTC(2026, 10, 1, 10, 0)) });

const at = { customerAccountNumber: '100', practiceId: 'PR-1', locationId: 'L-A' };

beforeAll(async () => {
  await given('cart-c1', [checkedOut({ ...at, orderId: 'o1', cartId: 'c1' })]);
  await given('cart-c2', [
    checkedOut({ ...at, orderId: 'o2', cartId: 'c2', lines: [toricOd], payment: { type: 'pos', method: 'cash' }, createdByCsr: true, placedBy: 'Practice', delivery: { method: 'inOffice', address: null, deliveryModeId: null, promoCode: null } }),
  ]);
  await given(orderStream('o1'), [
    { type: 'OrderStatusChanged', data: { orderId: 'o1', cartId: 'c1', status: 'processing', at: '2026-11-01T10:10:00.000Z' } },
    { type: 'OrderConfirmationEmailSent', data: { orderId: 'o1', to: 'p@x.test', messageId: 'm1', sentAt: '2026-11-01T10:07:00.000Z' } },
    { type: 'OrderStatusChanged', data: { orderId: 'o1', cartId: 'c1', status: 'shipped', trackingNumber: '1ZABC', carrier: 'UPS', estimatedDelivery: '2026-11-10', at: '2026-11-01T12:00:00.000Z' } },
    { type: 'OrderShippingEmailSent', data: { orderId: 'o1', to: 'p@x.test', messageId: 'm2', trackingNumber: '1ZABC', sentAt: '2026-11-01T12:01:00.000Z' } },
    { type: 'OrderStatusChanged', data: { orderId: 'o1', cartId: 'c1', status: 'delivered', at: '2026-11-03T12:00:00.000Z' } },
  ]);
  await project([ordersProjection], 3);
});

describe('orders read model', () => {
  it('one row per order: checkout facts, then status, tracking and e-mail times', async () => {
    const rows = await kdb.withSchema('rm').selectFrom('orders').selectAll().orderBy('order_id').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      order_id: 'o1',
      cart_id: 'c1',
      customer_account_number: '100',
      practice_id: 'PR-1',
      placed_by_account: '700000001',
      sub_total_cents: 5460 * 4 + 3150 * 2,
      discount_cents: 1000,
      shipping_cents: 599,
      payment_type: 'card',
      card_type: '001',
      masked_card_number: 'xxxxxxxxxxxx1111',
      status: 'delivered',
      status_at: '2026-11-03T12:00:00.000Z',
      tracking_number: '1ZABC',
      carrier: 'UPS',
      estimated_delivery: '2026-11-10',
      confirmation_email_sent_at: '2026-11-01T10:07:00.000Z',
      shipping_email_sent_at: '2026-11-01T12:01:00.000Z',
      delivery_mode_id: 'standard',
    });
    const history = typeof rows[0]!.status_history === 'string' ? JSON.parse(rows[0]!.status_history) : rows[0]!.status_history;
    expect(history.map((h: { status: string }) => h.status)).toEqual(['new', 'processing', 'shipped', 'delivered']);
    expect(rows[1]).toMatchObject({ order_id: 'o2', status: 'new', payment_type: 'pos', pos_method: 'cash', card_type: null, created_by_csr: true, delivery_method: 'inOffice', tracking_number: null });
    const lines = typeof rows[1]!.lines === 'string' ? JSON.parse(rows[1]!.lines) : rows[1]!.lines;
    expect(lines).toEqual([toricOd]);
  });

  it('rebuilds byte-identically, whatever the batch size', async () => {
    await expectRebuildMatches(ordersProjection, { intoSchema: 'orders_rebuild' });
  });
});
