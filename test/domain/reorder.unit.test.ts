import { describe, expect, it } from 'vitest';
import {
  addDays,
  adviseQuantity,
  decideReorderReminder,
  dueFromOf,
  eyeSupplies,
  eyeSupplyDays,
  isDueForReorder,
  prescriptionSupplyUntil,
  REORDER_WINDOW_DAYS,
  reminderDayOf,
  supplyStartOf,
  supplyUntilLabel,
  type SupplyOrder,
  wearDaysPerLens,
  wearScheduleOf,
} from '../../domain/ordering/reorder';
import { supplyDays } from '../../domain/ordering/supply';
import { orderNoticeChannels } from '../../domain/ordering/order-notices';
import { reorderTimerRule } from '../../domain/ordering/reorder-timers';

// Catalog facts as infra/catalog-data/catalog.json states them (supply per box for one eye).
const daily90 = { packSize: 90, supplyAmount: 3, supplyUnit: 'months' };
const daily30 = { packSize: 30, supplyAmount: 1, supplyUnit: 'month' };
const twoWeekly6 = { packSize: 6, supplyAmount: 3, supplyUnit: 'months' };
const twoWeekly12 = { packSize: 12, supplyAmount: 6, supplyUnit: 'months' };
const monthly6 = { packSize: 6, supplyAmount: 6, supplyUnit: 'months' };
const monthly3 = { packSize: 3, supplyAmount: 3, supplyUnit: 'months' };

describe('supply arithmetic: boxes × lenses per box × days per lens', () => {
  it.each([
    ['daily 90-pack', daily90, 1, 'daily'],
    ['daily 30-pack', daily30, 1, 'daily'],
    ['two-weekly 6-pack', twoWeekly6, 15, 'two-weekly'],
    ['two-weekly 12-pack', twoWeekly12, 15, 'two-weekly'],
    ['monthly 6-pack', monthly6, 30, 'monthly'],
    ['monthly 3-pack', monthly3, 30, 'monthly'],
  ] as const)('%s: wear days per lens and schedule', (_name, product, days, schedule) => {
    expect(wearDaysPerLens(product)).toBe(days);
    expect(wearScheduleOf(days)).toBe(schedule);
  });

  it('names the wear schedule from the days a lens is worn', () => {
    expect(wearScheduleOf(1)).toBe('daily');
    expect(wearScheduleOf(14)).toBe('two-weekly');
    expect(wearScheduleOf(20)).toBe('two-weekly');
    expect(wearScheduleOf(21)).toBe('monthly');
    expect(wearScheduleOf(30)).toBe('monthly');
  });

  it.each([
    [daily90, 1, 90],
    [daily90, 4, 360],
    [daily30, 2, 60],
    [twoWeekly6, 1, 90],
    [twoWeekly6, 2, 180],
    [monthly6, 1, 180],
    [monthly6, 2, 360],
    [monthly3, 3, 270],
  ] as const)('%o × %i boxes lasts %i days for one eye, the same as the checkout line supply', (product, boxes, days) => {
    expect(eyeSupplyDays({ boxes, packSize: product.packSize, wearDaysPerLens: wearDaysPerLens(product) })).toBe(days);
    expect(supplyDays(product, boxes)).toBe(days);
  });

  it('counts from delivery for shipped orders (the estimate until then), from the order date for pickup and in-office', () => {
    const base = { orderDate: '2026-03-01T10:00:00.000Z', deliveredAt: null, estimatedDelivery: null };
    expect(supplyStartOf({ ...base, method: 'ship' })).toBe('2026-03-01');
    expect(supplyStartOf({ ...base, method: 'ship', estimatedDelivery: '2026-03-09' })).toBe('2026-03-09');
    expect(supplyStartOf({ ...base, method: 'ship', estimatedDelivery: '2026-03-09', deliveredAt: '2026-03-07T15:00:00.000Z' })).toBe('2026-03-07');
    expect(supplyStartOf({ ...base, method: 'pickup', deliveredAt: '2026-03-07T15:00:00.000Z' })).toBe('2026-03-01');
    expect(supplyStartOf({ ...base, method: 'inOffice' })).toBe('2026-03-01');
  });
});

const order = (o: Partial<SupplyOrder> & { orderId: string; orderDate: string }): SupplyOrder => ({
  method: 'pickup',
  status: 'new',
  deliveredAt: null,
  estimatedDelivery: null,
  lines: [
    { eye: 'OD', productId: 'P', variantId: 'V1', boxes: 1, supplyDays: 90 },
    { eye: 'OS', productId: 'P', variantId: 'V2', boxes: 1, supplyDays: 90 },
  ],
  ...o,
});

describe('supply over orders', () => {
  it('a pickup order of 90 days on March 1 lasts until May 29 (90 days including the first)', () => {
    const s = eyeSupplies([order({ orderId: 'o1', orderDate: '2026-03-01T10:00:00Z' })]);
    expect(s.map((e) => [e.eye, e.runsOutOn, e.supplyUntil])).toEqual([
      ['OD', '2026-05-30', '2026-05-29'],
      ['OS', '2026-05-30', '2026-05-29'],
    ]);
    expect(supplyUntilLabel(prescriptionSupplyUntil(s)!)).toBe('supply until 05/29/2026');
  });

  it('the shorter eye decides the prescription; a delivered order counts from its delivery', () => {
    const s = eyeSupplies([
      order({
        orderId: 'o1',
        orderDate: '2026-03-01T10:00:00Z',
        method: 'ship',
        status: 'delivered',
        deliveredAt: '2026-03-06T12:00:00Z',
        lines: [
          { eye: 'OD', productId: 'P', variantId: 'V1', boxes: 2, supplyDays: 180 },
          { eye: 'OS', productId: 'P', variantId: 'V2', boxes: 1, supplyDays: 90 },
        ],
      }),
    ]);
    expect(s.find((e) => e.eye === 'OD')!.supplyUntil).toBe('2026-09-01');
    expect(prescriptionSupplyUntil(s)).toBe('2026-06-03');
  });

  it('a reorder before the supply ran out adds its days at the end; a cancelled order gives nothing', () => {
    const first = order({ orderId: 'o1', orderDate: '2026-03-01T10:00:00Z' });
    const early = order({ orderId: 'o2', orderDate: '2026-05-20T10:00:00Z' });
    const late = order({ orderId: 'o3', orderDate: '2026-07-01T10:00:00Z' });
    expect(prescriptionSupplyUntil(eyeSupplies([early, first]))).toBe(addDays('2026-05-29', 90));
    expect(prescriptionSupplyUntil(eyeSupplies([first, late]))).toBe('2026-09-28');
    expect(prescriptionSupplyUntil(eyeSupplies([first, { ...early, status: 'cancelled' }]))).toBe('2026-05-29');
    expect(eyeSupplies([first, late])[0]!.lastOrderId).toBe('o3');
    expect(prescriptionSupplyUntil([])).toBeNull();
  });
});

describe('due for reorder: the window', () => {
  it(`is due from ${REORDER_WINDOW_DAYS} days before the supply runs out (first day of the window), and after`, () => {
    const until = '2026-05-29'; // runs out May 30
    expect(dueFromOf(until)).toBe('2026-05-16');
    expect(isDueForReorder(until, '2026-05-15')).toBe(false);
    expect(isDueForReorder(until, '2026-05-16')).toBe(true);
    expect(isDueForReorder(until, '2026-05-29')).toBe(true);
    expect(isDueForReorder(until, '2026-06-15')).toBe(true);
    expect(isDueForReorder(null, '2026-06-15')).toBe(false);
  });
});

describe('quantity that fits the prescription', () => {
  it('suggests the boxes that last until the expiration and warns in words when the quantity runs past it', () => {
    // monthly 6-pack: 180 days a box; prescription expires in a year.
    const a = adviseQuantity({ start: '2026-01-01', expirationDate: '2026-12-31', daysPerBox: 180, chosenBoxes: 2 });
    expect(a).toMatchObject({ suggestedBoxes: 2, suggestedDays: 360, runsPastExpiration: false, warning: null, chosenUntil: '2026-12-26' });
    const b = adviseQuantity({ start: '2026-01-01', expirationDate: '2026-12-31', daysPerBox: 180, chosenBoxes: 3 });
    expect(b.runsPastExpiration).toBe(true);
    expect(b.warning).toBe("3 boxes last until 06/24/2027, 175 days past the prescription's expiration on 12/31/2026. 2 boxes last until it expires.");
  });

  it('boundary: a supply ending on the expiration day is fine; one day more is past it', () => {
    const exact = adviseQuantity({ start: '2026-01-01', expirationDate: '2026-03-31', daysPerBox: 90, chosenBoxes: 1 });
    expect(exact).toMatchObject({ chosenUntil: '2026-03-31', runsPastExpiration: false, suggestedBoxes: 1 });
    const over = adviseQuantity({ start: '2026-01-01', expirationDate: '2026-03-30', daysPerBox: 90, chosenBoxes: 1 });
    expect(over.runsPastExpiration).toBe(true);
    expect(over.warning).toContain('1 box lasts until 03/31/2026, 1 day past');
    expect(over.suggestedBoxes).toBe(1); // at least one box
  });
});

describe('reorder reminder decision', () => {
  const base = {
    latestOrderId: 'o1',
    superseded: false,
    supplyUntil: '2026-05-29',
    remindedOrderIds: [] as string[],
    interval: 'week' as const,
    prescriptionExpiration: '2027-01-01',
    prescriptionActive: true,
    preferences: { reorderNotificationEmail: true, reorderNotificationSms: false },
    smsNumber: false,
    now: '2026-05-01T14:00:00.000Z',
  };
  it('defers to the interval before the supply runs out (day, week, month)', () => {
    expect(reminderDayOf('2026-05-29', 'day')).toBe('2026-05-29');
    expect(reminderDayOf('2026-05-29', 'week')).toBe('2026-05-23');
    expect(reminderDayOf('2026-05-29', 'month')).toBe('2026-04-30');
    expect(decideReorderReminder(base)).toEqual({ action: 'defer', until: '2026-05-23T14:00:00.000Z' });
  });
  it('sends on the reminder day by the channels chosen; an expired prescription says book an exam', () => {
    const now = '2026-05-23T14:00:00.000Z';
    expect(decideReorderReminder({ ...base, now })).toEqual({ action: 'send', wording: 'reorder', email: true, sms: false });
    expect(decideReorderReminder({ ...base, now, preferences: { reorderNotificationEmail: false, reorderNotificationSms: true }, smsNumber: true })).toEqual({ action: 'send', wording: 'reorder', email: false, sms: true });
    expect(decideReorderReminder({ ...base, now, prescriptionExpiration: '2026-05-29' })).toMatchObject({ action: 'send', wording: 'bookExam' });
    expect(decideReorderReminder({ ...base, now, prescriptionExpiration: '2026-05-30' })).toMatchObject({ action: 'send', wording: 'reorder' });
  });
  it('never twice per supply period, never for a superseded or deleted prescription, not long after it ran out', () => {
    const now = '2026-05-23T14:00:00.000Z';
    expect(decideReorderReminder({ ...base, now, remindedOrderIds: ['o1'] })).toMatchObject({ action: 'skip' });
    expect(decideReorderReminder({ ...base, now, superseded: true })).toMatchObject({ action: 'skip' });
    expect(decideReorderReminder({ ...base, now, prescriptionActive: false })).toMatchObject({ action: 'skip' });
    // REMINDER_GRACE_DAYS (7) after the last day of supply (05/29) is the last day it may still go.
    expect(decideReorderReminder({ ...base, now: '2026-06-05T23:59:00.000Z' })).toMatchObject({ action: 'send' });
    expect(decideReorderReminder({ ...base, now: '2026-06-06T00:00:00.000Z' })).toMatchObject({ action: 'skip' });
  });
  it('the timer rule sets one timer per patient and prescription at the first check and ends it when sent', () => {
    const set = reorderTimerRule.timersOf({
      type: 'OrderCheckedOut',
      streamId: 'cart-c1',
      occurredAt: '2026-03-01T10:00:00.000Z',
      data: { orderId: 'o1', orderDate: '2026-03-01T10:00:00.000Z', customerAccountNumber: 'A1', prescriptionId: 'rx1', lines: [{ eye: 'OD', boxes: 1, supplyDays: 90 }, { eye: 'OS', boxes: 1, supplyDays: 180 }] },
    });
    expect(set.set).toEqual([{ timerId: 'reorder:A1:rx1', kind: 'reorder.remind', dueAt: '2026-04-30T14:00:00.000Z', payload: { accountNumber: 'A1', prescriptionId: 'rx1', orderId: 'o1' } }]);
    expect(reorderTimerRule.timersOf({ type: 'ReorderReminderSent', streamId: 'reorder-A1-rx1', occurredAt: '', data: { accountNumber: 'A1', prescriptionId: 'rx1' } })).toEqual({ cancel: ['reorder:A1:rx1'] });
  });
});

describe('order notice channels', () => {
  it.each([
    [true, false, '5551234567', { email: true, smsTo: null }],
    [false, true, '5551234567', { email: false, smsTo: '5551234567' }],
    [true, true, null, { email: true, smsTo: null }],
    [false, false, '5551234567', { email: false, smsTo: null }],
  ] as const)('email %s, sms %s, number %s', (e, s, phone, expected) => {
    expect(orderNoticeChannels({ orderNotificationEmail: e, orderNotificationSms: s }, { hasEmail: true, verifiedPhone: phone })).toEqual(expected);
  });
});
