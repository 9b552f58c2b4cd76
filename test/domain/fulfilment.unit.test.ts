import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../domain/ordering/events';
import {
  decideFulfilmentStep,
  estimatedDeliveryDate,
  foldOrderProgress,
  hashRoll,
  nextFulfilmentStatus,
  trackingNumberFor,
} from '../../domain/ordering/fulfilment';
import { confirmationDelayFor, orderWorkerConfig, remainingDelay } from '../../workers/jobs/order-config';

const none = { delayedChance: 0, shippedErrorChance: 0 };

describe('fulfilment transitions', () => {
  it.each([
    ['new', 0.5, none, 'processing'],
    ['processing', 0.5, none, 'shipped'],
    ['processing', 0.1, { delayedChance: 0.2, shippedErrorChance: 0 }, 'delayed_delivery'],
    ['processing', 0.25, { delayedChance: 0.2, shippedErrorChance: 0.1 }, 'shipped_error'],
    ['processing', 0.35, { delayedChance: 0.2, shippedErrorChance: 0.1 }, 'shipped'],
    ['delayed_delivery', 0.5, { delayedChance: 1, shippedErrorChance: 0 }, 'shipped'],
    ['delayed_delivery', 0.05, { delayedChance: 0, shippedErrorChance: 0.1 }, 'shipped_error'],
    ['shipped', 0.5, none, 'delivered'],
    ['shipped_error', 0.5, none, 'delivered'],
    ['delivered', 0.5, none, null],
    ['cancelled', 0.5, none, null],
  ] as const)('%s with roll %s → %s', (from, roll, chances, next) => expect(nextFulfilmentStatus(from, roll, chances)).toBe(next));

  it('rolls and tracking numbers are deterministic', () => {
    expect(hashRoll('a')).toBe(hashRoll('a'));
    expect(hashRoll('a')).not.toBe(hashRoll('b'));
    expect(hashRoll('x')).toBeGreaterThanOrEqual(0);
    expect(hashRoll('x')).toBeLessThan(1);
    expect(trackingNumberFor('o1')).toBe(trackingNumberFor('o1'));
    expect(trackingNumberFor('o1')).toMatch(/^1Z[0-9A-Z]{16}$/);
    expect(trackingNumberFor('o1')).not.toBe(trackingNumberFor('o2'));
  });

  it.each([
    // 2026-11-20 is a Friday
    ['2026-11-20T10:00:00Z', 'standard', '2026-12-01'],
    ['2026-11-20T10:00:00Z', null, '2026-12-01'],
    ['2026-11-20T10:00:00Z', 'second_day', '2026-11-24'],
    ['2026-11-20T10:00:00Z', 'next_day', '2026-11-23'],
    ['2026-11-20T10:00:00Z', 'saturday', '2026-11-21'],
    ['2026-11-21T10:00:00Z', 'saturday', '2026-11-28'],
    ['2026-11-23T10:00:00Z', 'next_day', '2026-11-24'],
  ] as const)('shipped %s by %s arrives %s (spec point 9)', (at, mode, date) => expect(estimatedDeliveryDate(at, mode)).toBe(date));
});

describe('decideFulfilmentStep', () => {
  const base = { orderId: 'o-1', cartId: 'c-1', deliveryModeId: 'next_day' as const, now: '2026-11-23T10:00:00.000Z', chances: none, seed: 't' };
  const changed = (status: string, extra: object = {}): OrderEvent => ({ type: 'OrderStatusChanged', data: { orderId: 'o-1', status, at: 'x', ...extra } }) as OrderEvent;

  it('a new order becomes processing', () => {
    expect(decideFulfilmentStep({ ...base, fromStatus: 'new' }, foldOrderProgress([]))).toEqual([
      { type: 'OrderStatusChanged', data: { orderId: 'o-1', cartId: 'c-1', status: 'processing', at: base.now } },
    ]);
  });
  it('processing ships with tracking, carrier and the estimate', () => {
    const [e] = decideFulfilmentStep({ ...base, fromStatus: 'processing' }, foldOrderProgress([changed('processing')]));
    expect(e!.data).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNumber: trackingNumberFor('o-1', 't'), estimatedDelivery: '2026-11-24' });
  });
  it('shipped_error has no tracking number', () => {
    const [e] = decideFulfilmentStep({ ...base, fromStatus: 'processing', chances: { delayedChance: 0, shippedErrorChance: 1 } }, foldOrderProgress([changed('processing')]));
    expect(e!.data.status).toBe('shipped_error');
    expect(e!.data.trackingNumber).toBeUndefined();
  });
  it('a replayed job (order moved on) or a final order decides nothing', () => {
    expect(decideFulfilmentStep({ ...base, fromStatus: 'new' }, foldOrderProgress([changed('processing')]))).toEqual([]);
    expect(decideFulfilmentStep({ ...base, fromStatus: 'delivered' }, foldOrderProgress([changed('processing'), changed('shipped'), changed('delivered')]))).toEqual([]);
  });
  it('folds e-mail flags and tracking', () => {
    const s = foldOrderProgress([
      changed('processing'),
      { type: 'OrderConfirmationEmailSent', data: { orderId: 'o-1', to: 'a@b.c', messageId: 'm', sentAt: 'x' } },
      changed('shipped', { trackingNumber: '1ZX' }),
    ]);
    expect(s).toEqual({ status: 'shipped', trackingNumber: '1ZX', confirmationEmailSent: true, shippingEmailSent: false, confirmationNoticeDone: true, shippingNoticeDone: false, deliveryNoticeDone: false });
  });
});

describe('order worker settings (D-112)', () => {
  it('defaults: confirmation 5 to 10 minutes after checkout, per order; fulfilment on', () => {
    const c = orderWorkerConfig({});
    expect(c).toMatchObject({ confirmationDelayMs: null, processingDelayMs: 600_000, shipDelayMs: 7_200_000, delayedChance: 0.05, shippedErrorChance: 0.02, fulfilmentEnabled: true });
    for (const id of ['a', 'b', 'SO-261121-ABCDEF', 'x'.repeat(40)]) {
      const d = confirmationDelayFor(id, c);
      expect(d).toBeGreaterThanOrEqual(5 * 60_000);
      expect(d).toBeLessThanOrEqual(10 * 60_000);
      expect(confirmationDelayFor(id, c)).toBe(d);
    }
  });
  it('reads the environment; bad numbers fall back, chances are capped at 1', () => {
    const c = orderWorkerConfig({ ORDER_CONFIRMATION_DELAY_MS: '0', FULFILMENT_SHIP_DELAY_MS: 'soon', FULFILMENT_DELAYED_CHANCE: '3', FULFILMENT_ENABLED: 'false', FULFILMENT_SEED: 's' });
    expect(c).toMatchObject({ confirmationDelayMs: 0, shipDelayMs: 7_200_000, delayedChance: 1, fulfilmentEnabled: false, seed: 's' });
    expect(confirmationDelayFor('a', c)).toBe(0);
  });
  it('a delay counts from the causing event, never below zero', () => {
    const event = { metadata: { occurredAt: '2026-11-21T10:00:00.000Z' } } as never;
    expect(remainingDelay(event, 60_000, Date.parse('2026-11-21T10:00:20.000Z'))).toBe(40_000);
    expect(remainingDelay(event, 60_000, Date.parse('2026-11-21T11:00:00.000Z'))).toBe(0);
  });
});
