import { describe, expect, it } from 'vitest';
import { addMonths, ageOn, ELIGIBILITY_CODES, type EligibilityInput, rewardsEligibility, serviceDateOf } from '../../domain/rewards/eligibility';
import { REWARD_PROGRAMMES } from '../../domain/rewards/programmes';

/** Spec point 4 (codes 0–12) and point 9 (windows, 24 h, ages), every code and boundary. */
const SERVICE = '2026-01-10';
const base = (over: Partial<EligibilityInput> = {}, order: Partial<NonNullable<EligibilityInput['order']>> = {}): EligibilityInput => ({
  asOf: '2026-02-20T12:00:00.000Z',
  patient: { dob: '1990-05-01', profileState: 'TX' },
  prescription: { prescriptionId: 'rx1', serviceDate: SERVICE, expirationDate: '2027-01-10' },
  order: {
    orderId: 'SO1',
    prescriptionId: 'rx1',
    orderDate: '2026-01-11T10:00:00.000Z',
    lines: [
      { productId: 'PRD-2006', manufacturerId: 'MFR-MERIDIAN', supplyDays: 360, boxes: 2 },
      { productId: 'PRD-2006', manufacturerId: 'MFR-MERIDIAN', supplyDays: 360, boxes: 2 },
    ],
    status: 'delivered',
    deliveredAt: '2026-01-15T10:00:00.000Z',
    shippingState: 'TX',
    ...order,
  },
  ordersOnPrescription: 1,
  claims: [],
  ...over,
});
const aurora = (over: Partial<EligibilityInput> = {}, order: Partial<NonNullable<EligibilityInput['order']>> = {}) =>
  base(over, { lines: [{ productId: 'PRD-1001', manufacturerId: 'MFR-AURORA', supplyDays: 360, boxes: 4 }], ...order });
const code = (i: EligibilityInput) => rewardsEligibility(i).code;

describe('rewards eligibility codes (spec point 4, in order)', () => {
  it('names the 13 codes in the spec order', () => {
    expect(ELIGIBILITY_CODES).toHaveLength(13);
    expect(ELIGIBILITY_CODES[0]).toBe('CLAIMED_ALREADY');
    expect(ELIGIBILITY_CODES[4]).toBe('ELIGIBLE_AFTER_CURRENT_ORDER');
    expect(ELIGIBILITY_CODES[12]).toBe('REBATE_DATA_NOT_FOUND');
  });
  it('5 eligible: delivered more than 24 h ago, in the window, adult, with amount and deadline', () => {
    const r = rewardsEligibility(base());
    expect(r).toMatchObject({ code: 5, eligible: true, manufacturerId: 'MFR-MERIDIAN', programme: 'rewards', amountCents: 10_000, deadline: '2027-01-10' });
  });
  it('0 claimed already (another order of the same prescription)', () => {
    expect(code(base({ claims: [{ orderId: 'SO0', prescriptionId: 'rx1', manufacturerId: 'MFR-MERIDIAN', serviceDate: SERVICE }] }))).toBe(0);
  });
  it('1 no orders on the prescription', () => {
    expect(code(base({ order: null, ordersOnPrescription: 0 }))).toBe(1);
  });
  it('2 minimum order quantity not met (Meridian below a semi-annual supply; Aurora below an annual one)', () => {
    expect(code(base({}, { lines: [{ productId: 'PRD-2006', manufacturerId: 'MFR-MERIDIAN', supplyDays: 179, boxes: 1 }] }))).toBe(2);
    expect(code(base({}, { lines: [{ productId: 'PRD-2006', manufacturerId: 'MFR-MERIDIAN', supplyDays: 180, boxes: 1 }] }))).toBe(5);
    expect(code(aurora({}, { lines: [{ productId: 'PRD-1001', manufacturerId: 'MFR-AURORA', supplyDays: 270, boxes: 3 }] }))).toBe(2);
    // The smaller eye decides.
    expect(
      code(base({}, { lines: [{ productId: 'PRD-2006', manufacturerId: 'MFR-MERIDIAN', supplyDays: 360, boxes: 2 }, { productId: 'PRD-2006', manufacturerId: 'MFR-MERIDIAN', supplyDays: 90, boxes: 1 }] })),
    ).toBe(2);
  });
  it('3 not eligible: cancelled order, order outside the window, window closed', () => {
    expect(rewardsEligibility(base({}, { status: 'cancelled' }))).toMatchObject({ code: 3, reason: 'ORDER_CANCELLED' });
    expect(rewardsEligibility(base({ prescription: { prescriptionId: 'rx1', serviceDate: SERVICE, expirationDate: '2028-01-10' } }, { orderDate: '2027-01-11T10:00:00.000Z' }))).toMatchObject({ code: 3, reason: 'ORDER_OUTSIDE_WINDOW' });
    expect(rewardsEligibility(base({ asOf: '2027-01-11T00:00:00.000Z' }))).toMatchObject({ code: 3, reason: 'WINDOW_CLOSED' });
  });
  it('4 eligible after the current order: a prospective order, an order not yet delivered, delivered less than 24 h ago', () => {
    expect(rewardsEligibility(base({}, { orderId: null, status: 'new', deliveredAt: null, orderDate: '2026-02-20T12:00:00.000Z' }))).toMatchObject({ code: 4, amountCents: 10_000 });
    expect(code(base({}, { status: 'shipped', deliveredAt: null }))).toBe(4);
    expect(code(base({ asOf: '2026-01-16T09:59:59.999Z' }))).toBe(4);
  });
  it('6 claimed on another prescription in the same service year', () => {
    const other = { orderId: 'SO9', prescriptionId: 'rx0', manufacturerId: 'MFR-MERIDIAN', serviceDate: '2025-06-01' };
    expect(code(base({ claims: [other] }))).toBe(6);
    expect(code(base({ claims: [{ ...other, serviceDate: '2024-12-01' }] }))).toBe(5);
    // Another programme's claim does not count.
    expect(code(base({ claims: [{ ...other, manufacturerId: 'MFR-COASTAL' }] }))).toBe(5);
  });
  it('7 claimed on the same order', () => {
    expect(code(base({ claims: [{ orderId: 'SO1', prescriptionId: 'rx1', manufacturerId: 'MFR-MERIDIAN', serviceDate: SERVICE }] }))).toBe(7);
  });
  it('8 calculation error: a line without a usable quantity', () => {
    expect(code(base({}, { lines: [{ productId: 'PRD-2006', manufacturerId: 'MFR-MERIDIAN', supplyDays: 360, boxes: 0 }] }))).toBe(8);
    const noTier = REWARD_PROGRAMMES.map((p) => (p.manufacturerId === 'MFR-MERIDIAN' ? { ...p, tiers: [] } : p));
    expect(code(base({ programmes: noTier }))).toBe(8);
  });
  it('9 manufacturer not eligible', () => {
    expect(code(base({}, { lines: [{ productId: 'X-1', manufacturerId: 'MFR-OTHER', supplyDays: 360, boxes: 4 }] }))).toBe(9);
  });
  it('10 prescription expired (when ordered; for a new order, today)', () => {
    expect(code(base({ prescription: { prescriptionId: 'rx1', serviceDate: SERVICE, expirationDate: '2026-01-10' } }))).toBe(10);
    expect(code(base({ prescription: { prescriptionId: 'rx1', serviceDate: SERVICE, expirationDate: '2026-01-11' } }))).toBe(5);
    expect(code(base({ order: null, ordersOnPrescription: 0, prescription: { prescriptionId: 'rx1', serviceDate: SERVICE, expirationDate: '2026-02-19' } }))).toBe(10);
  });
  it('11 product not in the programme', () => {
    expect(code(base({}, { lines: [{ productId: 'PRD-2011', manufacturerId: 'MFR-MERIDIAN', supplyDays: 360, boxes: 12 }] }))).toBe(11);
    expect(code(base({}, { lines: [{ productId: 'PRD-3012', manufacturerId: 'MFR-COASTAL', supplyDays: 360, boxes: 72 }] }))).toBe(11);
  });
  it('12 rebate data not found: no patient, no prescription, an order of another prescription, no lines, unknown product', () => {
    expect(code(base({ patient: null }))).toBe(12);
    expect(code(base({ prescription: null }))).toBe(12);
    expect(code(base({}, { prescriptionId: 'rx2' }))).toBe(12);
    expect(code(base({}, { lines: [] }))).toBe(12);
    expect(code(base({}, { lines: [{ productId: 'P', manufacturerId: null, supplyDays: 360, boxes: 1 }] }))).toBe(12);
  });
});

describe('point 9 boundaries', () => {
  it('Aurora: higher reward on day 60, the standard one from day 61, none after 12 months', () => {
    expect(rewardsEligibility(aurora({ asOf: '2026-03-11T23:59:00.000Z' }))).toMatchObject({ code: 5, amountCents: 15_000, higherRewardUntil: '2026-03-11' });
    expect(rewardsEligibility(aurora({ asOf: '2026-03-12T00:00:00.000Z' }))).toMatchObject({ code: 5, amountCents: 10_000, higherRewardUntil: null });
    expect(rewardsEligibility(aurora({ asOf: '2027-01-10T12:00:00.000Z' }))).toMatchObject({ code: 5, amountCents: 10_000, deadline: '2027-01-10' });
    expect(rewardsEligibility(aurora({ asOf: '2027-01-11T00:00:00.000Z' }))).toMatchObject({ code: 3, reason: 'WINDOW_CLOSED' });
  });
  it('Aurora: the annual supply must be ordered within 12 months of the service date', () => {
    expect(code(aurora({ asOf: '2027-01-10T20:00:00.000Z' }, { orderDate: '2027-01-08T10:00:00.000Z', deliveredAt: '2027-01-09T10:00:00.000Z' }))).toBe(5);
    expect(rewardsEligibility(aurora({ asOf: '2027-01-12T20:00:00.000Z', prescription: { prescriptionId: 'rx1', serviceDate: SERVICE, expirationDate: '2028-01-10' } }, { orderDate: '2027-01-11T10:00:00.000Z' }))).toMatchObject({ code: 3, reason: 'ORDER_OUTSIDE_WINDOW' });
  });
  it('others: service date within 1 year (Coastal rebates)', () => {
    const coastal = base({ asOf: '2027-01-10T12:00:00.000Z' }, { lines: [{ productId: 'PRD-3005', manufacturerId: 'MFR-COASTAL', supplyDays: 180, boxes: 1 }] });
    expect(rewardsEligibility(coastal)).toMatchObject({ code: 5, programme: 'rebates', amountCents: 3_000, deadline: '2027-01-10' });
    expect(code({ ...coastal, asOf: '2027-01-11T00:00:00.000Z' })).toBe(3);
  });
  it('the claim opens exactly 24 h after delivery', () => {
    expect(rewardsEligibility(base({ asOf: '2026-01-16T10:00:00.000Z' }))).toMatchObject({ code: 5, opensAt: '2026-01-16T10:00:00.000Z' });
    expect(code(base({ asOf: '2026-01-16T09:59:59.000Z' }))).toBe(4);
  });
  it.each([
    ['TX', '2008-02-20', 5], // 18 today
    ['TX', '2008-02-21', 3], // 17, 18 tomorrow
    ['AL', '2008-02-20', 3], // 18 is not enough in AL
    ['AL', '2007-02-20', 5], // 19
    ['NE', '2007-02-21', 3], // 18, 19 tomorrow
    ['NE', '2007-02-20', 5],
  ])('age in %s, born %s → code %i (by the shipping state)', (state, dob, expected) => {
    expect(code(base({ patient: { dob, profileState: 'TX' } }, { shippingState: state }))).toBe(expected);
  });
  it('the profile state counts when the order was not shipped to the patient', () => {
    expect(code(base({ patient: { dob: '2008-02-20', profileState: 'AL' } }, { shippingState: null }))).toBe(3);
    expect(code(base({ patient: { dob: '2008-02-20', profileState: 'TX' } }, { shippingState: null }))).toBe(5);
  });
  it('date helpers', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageOn('02/20/2008', '2026-02-20')).toBe(18);
    expect(ageOn('02/21/2008', '2026-02-20')).toBe(17);
    expect(ageOn('not a date', '2026-02-20')).toBeLessThan(0);
    expect(serviceDateOf({ dateOfService: null, createdAt: '2026-01-10T15:00:00Z' })).toBe('2026-01-10');
    expect(serviceDateOf({ dateOfService: '2026-01-02', createdAt: '2026-01-10T15:00:00Z' })).toBe('2026-01-02');
  });
});
