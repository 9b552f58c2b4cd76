import { describe, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES, INVALID_DISCOUNT_AMOUNT, amountToCents, assertDiscountFits } from '../../domain/ordering/discount-rules';
import type { CartLine } from '../../domain/ordering/events';
import { orderSummaryView, summarizeCart } from '../../domain/ordering/order-summary';
import { retailPriceCents } from '../../domain/ordering/retail-price';
import {
  DEFAULT_SHIPPING_CENTS,
  DELIVERY_MODES,
  PROMO_SHIPPING_CHARGE,
  deliveryModeFromLabel,
  estimatedDelivery,
  shippingFor,
} from '../../domain/ordering/shipping-rules';
import { isSemiAnnualOrMore, supplyDays } from '../../domain/ordering/supply';
import { estimateTaxCents, taxRatePercent } from '../../domain/ordering/tax-estimate';
import { STATE_TAX_RATES } from '../../domain/ordering/tax-rates';
import { US_STATES } from '../../domain/shared/us-states';

describe('retail price: cost × 1.40 (spec point 9 "40% markup"), in cents', () => {
  it.each([
    [79.99, 11199], // 111.986
    [10, 1400],
    [0.01, 1], // 0.014
    [24.5, 3430],
    [33.33, 4666], // 46.662
    [0.05, 7], // 0.07
    [12.34, 1728], // 17.276
    [59.0, 8260],
  ])('box price %s → %s cents', (boxPrice, cents) => {
    expect(retailPriceCents({ boxPrice })).toBe(cents);
  });
});

describe('supply per eye from the catalog (packSize, supplyAmount + unit)', () => {
  it.each([
    [{ supplyAmount: 3, supplyUnit: 'months' }, 1, 90, false],
    [{ supplyAmount: 3, supplyUnit: 'months' }, 2, 180, true],
    [{ supplyAmount: 6, supplyUnit: 'months' }, 1, 180, true],
    [{ supplyAmount: 1, supplyUnit: 'month' }, 5, 150, false],
    [{ supplyAmount: 1, supplyUnit: 'month' }, 6, 180, true],
    [{ supplyAmount: 5, supplyUnit: 'days' }, 30, 150, false],
    [{ supplyAmount: 1, supplyUnit: 'year' }, 1, 360, true],
  ])('%o × %i boxes → %i days, semi-annual %s', (product, boxes, days, semi) => {
    expect(supplyDays(product, boxes)).toBe(days);
    expect(isSemiAnnualOrMore(days)).toBe(semi);
  });
});

const eye = (e: 'OD' | 'OS', boxes: number, supply: number) => ({ eye: e, boxes, supplyDays: supply });

describe('shipping (spec point 9)', () => {
  it('default charge is 5.99 and the special values are free_shipping 0, semi_annual_supply -1', () => {
    expect(DEFAULT_SHIPPING_CENTS).toBe(599);
    expect(DELIVERY_MODES.standard.priceCents).toBe(599);
    expect(PROMO_SHIPPING_CHARGE).toEqual({ free_shipping: 0, semi_annual_supply: -1 });
  });

  it.each([
    ['one box each eye, no promo', [eye('OD', 1, 90), eye('OS', 1, 90)], null, 599, 'charged'],
    ['semi-annual supply both eyes', [eye('OD', 2, 180), eye('OS', 2, 180)], null, 0, 'semi_annual_supply'],
    ['semi-annual one eye only', [eye('OD', 2, 180), eye('OS', 1, 90)], null, 599, 'charged'],
    ['annual supply both eyes', [eye('OD', 4, 360), eye('OS', 4, 360)], null, 0, 'semi_annual_supply'],
    ['promo DTP, one box', [eye('OD', 1, 30)], 'DTP', 0, 'promo_dtp'],
    ['promo DTP2+ at 2 boxes', [eye('OD', 1, 30), eye('OS', 1, 30)], 'DTP2+', 0, 'promo_dtp2_plus'],
    ['promo DTP2+ at 1 box', [eye('OD', 1, 30)], 'DTP2+', 599, 'charged'],
    ['6 boxes without promo', [eye('OD', 3, 90), eye('OS', 3, 90)], null, 0, 'six_boxes'],
    ['5 boxes without promo', [eye('OD', 3, 90), eye('OS', 2, 60)], null, 599, 'charged'],
  ] as const)('%s → %i cents (%s)', (_name, lines, promo, cents, reason) => {
    const r = shippingFor({ method: 'ship', deliveryModeId: 'standard', promoCode: promo, lines: [...lines], freeShippingRule: true });
    expect(r.shippingCents).toBe(cents);
    expect(r.reason).toBe(reason);
    if (reason === 'semi_annual_supply') expect(r.promoShippingCharge).toBe(-1);
  });

  it('with the feature flag off every shipped order pays 5.99', () => {
    const r = shippingFor({ method: 'ship', deliveryModeId: 'standard', promoCode: 'DTP', lines: [eye('OD', 6, 540), eye('OS', 6, 540)], freeShippingRule: false });
    expect(r.shippingCents).toBe(599);
  });

  it('in-office inventory and pickup have no shipping charge', () => {
    for (const method of ['inOffice', 'pickup'] as const) {
      expect(shippingFor({ method, deliveryModeId: 'next_day', promoCode: null, lines: [eye('OD', 1, 30)], freeShippingRule: true }).shippingCents).toBe(0);
    }
  });

  it.each([
    ['second_day', 1499],
    ['next_day', 2499],
    ['saturday', 2999],
  ] as const)('%s costs %i cents even when standard would be free', (mode, cents) => {
    expect(shippingFor({ method: 'ship', deliveryModeId: mode, promoCode: 'DTP', lines: [eye('OD', 4, 360), eye('OS', 4, 360)], freeShippingRule: true }).shippingCents).toBe(cents);
  });

  it.each([
    ['Standard shipping', 'standard'],
    ['Second day air', 'second_day'],
    ['NEXT day', 'next_day'],
    ['Saturday delivery', 'saturday'],
    ['Overnight', null],
  ])('label %s → %s', (label, mode) => expect(deliveryModeFromLabel(label)).toBe(mode));

  it.each([
    // 2026-11-20 is a Friday
    ['standard', '2026-11-20', '2026-11-27', '2026-12-01'],
    ['standard', '2026-11-23', '2026-11-30', '2026-12-02'],
    ['second_day', '2026-11-20', '2026-11-24', '2026-11-24'], // a Friday: business days
    ['second_day', '2026-11-17', '2026-11-19', '2026-11-19'],
    ['next_day', '2026-11-20', '2026-11-23', '2026-11-23'],
    ['next_day', '2026-11-17', '2026-11-18', '2026-11-18'],
    ['saturday', '2026-11-20', '2026-11-21', '2026-11-21'],
    ['saturday', '2026-11-21', '2026-11-28', '2026-11-28'],
    ['saturday', '2026-11-22', '2026-11-28', '2026-11-28'],
  ] as const)('%s shipped %s → %s … %s', (mode, ship, from, to) => {
    expect(estimatedDelivery(mode, ship)).toEqual({ from, to });
  });

  it('the estimates carry the spec texts', () => {
    expect(DELIVERY_MODES.standard.estimate).toBe('5 to 7 business days after shipping');
    expect(DELIVERY_MODES.second_day.estimate).toBe('2 days');
    expect(DELIVERY_MODES.next_day.estimate).toBe('1 day');
  });
});

describe('estimated tax by state (rate table)', () => {
  it('has a rate for the 50 states and DC', () => {
    expect(Object.keys(STATE_TAX_RATES).sort()).toEqual(US_STATES.map(([c]) => c).sort());
  });
  it.each([
    [10000, 'CA', 725],
    [10000, 'ca', 725],
    [10000, 'OR', 0],
    [10000, 'MN', 688], // 687.5 rounds half up
    [12345, 'NY', 494], // 493.8
    [10000, 'XX', 0],
    [0, 'CA', 0],
    [10000, null, 0],
  ])('%i cents in %s → %i cents', (taxable, state, cents) => expect(estimateTaxCents(taxable, state)).toBe(cents));
  it('percent for display', () => expect(taxRatePercent('TX')).toBe(6.25));
});

describe('discounts and insurance (spec points 5, 8)', () => {
  it.each([
    [0, 0],
    [0.0, 0],
    [12.5, 1250],
    [0.01, 1],
    [19.99, 1999],
  ])('%s dollars → %i cents', (d, c) => expect(amountToCents(d)).toBe(c));
  it.each([[-0.01], [1.005], [Number.NaN], [Number.POSITIVE_INFINITY]])('%s is refused with the invalid-discount-amount code', (d) => {
    expect(() => amountToCents(d)).toThrow(expect.objectContaining({ code: INVALID_DISCOUNT_AMOUNT, kind: 'validation' }));
  });
  it.each([
    [10000, 0, 0, true],
    [10000, 10000, 0, true],
    [10000, 5000, 5000, true],
    [10000, 5000, 5001, false],
    [10000, 10001, 0, false],
    [10000, 0, 10001, false],
  ])('subtotal %i, discount %i, insurance %i → allowed %s', (sub, d, i, ok) => {
    const run = () => assertDiscountFits(sub, d, i);
    if (ok) expect(run).not.toThrow();
    else expect(run).toThrow(expect.objectContaining({ code: INVALID_DISCOUNT_AMOUNT, message: DISCOUNT_MESSAGES.totalBelowZero }));
  });
  it('the message is the spec text', () => expect(DISCOUNT_MESSAGES.totalBelowZero).toBe('INVALID_VALUE: Total amount cannot be less than zero'));
});

describe('order summary', () => {
  const line = (e: 'OD' | 'OS', boxes: number, unit: number, supply: number): CartLine => ({ eye: e, productId: 'P', variantId: 'V', dimensions: {}, boxes, packSize: 6, unitPriceCents: unit, supplyDays: supply });
  it('subtotal, discount, insurance, shipping, tax and total', () => {
    const s = summarizeCart(
      { lines: [line('OD', 2, 5000, 180), line('OS', 1, 5000, 90)], discountCents: 1000, insuranceCents: 2000, delivery: { method: 'ship', address: null }, deliveryModeId: 'standard', promoCode: null },
      { taxState: 'CA', freeShippingRule: true },
    );
    // 15000 − 3000 = 12000 taxable; 7.25 % = 870; shipping 599
    expect(s).toEqual({ subTotalCents: 15000, discountCents: 1000, insuranceCents: 2000, shippingCents: 599, taxCents: 870, totalCents: 12000 + 599 + 870 });
    const v = orderSummaryView(s, [line('OD', 2, 5000, 180), line('OS', 1, 5000, 90)]);
    expect(v).toMatchObject({ subTotalWithoutTax: 150, discountAmount: 10, insuranceAmount: 20, shippingChargeAmount: 5.99, taxAmount: 8.7, totalAmount: 134.69, rightEye: { quantity: 2, price: 50 } });
  });
  it('in-office: no shipping, taxed at the given (practice) state', () => {
    const s = summarizeCart({ lines: [line('OD', 1, 10000, 90)], discountCents: 0, insuranceCents: 0, delivery: { method: 'inOffice', address: null }, deliveryModeId: null, promoCode: null }, { taxState: 'OR', freeShippingRule: true });
    expect(s).toEqual({ subTotalCents: 10000, discountCents: 0, insuranceCents: 0, shippingCents: 0, taxCents: 0, totalCents: 10000 });
  });
});
