import { describe, expect, it } from 'vitest';
import { orderHistoryInput } from '../../domain/ordering/api-schemas';
import { centsToDollars, formatMoney } from '../../domain/pricing/money';
import { canTransition, orderStatusLabel, orderStatusMessage, parseOrderStatus, ORDER_STATUS_VALUES } from '../../domain/ordering/order-status';

describe('order delivery statuses (spec point 4)', () => {
  it.each([
    ['shipped', 'shipped'],
    ['cancelled', 'cancelled'],
    ['canceled', 'cancelled'],
    ['delayed_delivery', 'delayed_delivery'],
    ['delayed', 'delayed_delivery'],
    ['processing', 'processing'],
    ['delivered', 'delivered'],
    ['shipped_error', 'shipped_error'],
    ['new order processing', 'new'],
    ['SHIPPED', 'shipped'],
  ])('%s is read as %s', (raw, stored) => expect(parseOrderStatus(raw)).toBe(stored));

  it('refuses unknown spellings', () => expect(parseOrderStatus('lost')).toBeUndefined());

  it.each([
    ['processing', 'Pending'],
    ['shipped_error', 'Shipped'],
    ['shipped', 'Shipped'],
    ['new', 'New order processing'],
    ['delivered', 'Delivered'],
    ['delayed_delivery', 'Delayed'],
    ['cancelled', 'Cancelled'],
  ] as const)('%s is shown as %s', (status, label) => expect(orderStatusLabel(status)).toBe(label));

  it('status messages say what the spec says', () => {
    expect(orderStatusMessage('new')).toMatch(/will be confirmed/);
    expect(orderStatusMessage('processing')).toMatch(/will ship/);
    expect(orderStatusMessage('delayed_delivery')).toMatch(/delayed/);
    expect(orderStatusMessage('shipped_error')).toMatch(/tracking information is unavailable/i);
    expect(orderStatusMessage('shipped_error')).toMatch(/contact support/i);
    for (const s of ORDER_STATUS_VALUES) expect(orderStatusMessage(s).length).toBeGreaterThan(10);
  });

  it.each([
    ['new', 'processing', true],
    ['new', 'shipped', false],
    ['processing', 'shipped', true],
    ['processing', 'delayed_delivery', true],
    ['processing', 'shipped_error', true],
    ['processing', 'delivered', false],
    ['delayed_delivery', 'shipped', true],
    ['shipped', 'delivered', true],
    ['shipped_error', 'delivered', true],
    ['shipped', 'cancelled', false],
    ['delivered', 'shipped', false],
    ['cancelled', 'processing', false],
  ] as const)('%s → %s allowed: %s', (from, to, ok) => expect(canTransition(from, to)).toBe(ok));
});

describe('order history input', () => {
  it('defaults paging to 12 from 0 and reads status spellings', () => {
    const v = orderHistoryInput.parse({ status: 'canceled,delayed' });
    expect(v).toMatchObject({ limit: 12, offset: 0, status: ['cancelled', 'delayed_delivery'] });
  });
  it('refuses an inverted date range, an unknown status, a page over 100', () => {
    expect(orderHistoryInput.safeParse({ fromDate: '2026-02-01', toDate: '2026-01-01' }).success).toBe(false);
    expect(orderHistoryInput.safeParse({ status: 'lost' }).success).toBe(false);
    expect(orderHistoryInput.safeParse({ limit: 101 }).success).toBe(false);
    expect(orderHistoryInput.safeParse({ fromDate: '2026-02-30' }).success).toBe(false);
  });
  it('amounts: cents to dollars', () => {
    expect(centsToDollars(599)).toBe(5.99);
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(-5)).toBe('-$0.05');
  });
});
