import { describe, expect, it } from 'vitest';
import type { CartLine, PromoCode } from '../../domain/ordering/events';
import { freeShippingHint, freeShippingStanding } from '../../domain/ordering/free-shipping-standing';

type Line = Pick<CartLine, 'eye' | 'boxes' | 'supplyDays'>;
const eye = (eyeName: 'OD' | 'OS', boxes: number, supplyDays: number): Line => ({ eye: eyeName, boxes, supplyDays });
const standing = (lines: Line[], promoCode: PromoCode | null = null, freeShippingRule = true) => freeShippingStanding({ lines, promoCode, freeShippingRule });

describe('free shipping: where an order stands and what the shipping step says (spec point 9, issue #34)', () => {
  it.each([
    ['two boxes, no promo: 4 more to go', [eye('OD', 1, 30), eye('OS', 1, 30)], null, { reason: null, boxes: 2, boxesToFree: 4 }],
    ['five boxes: 1 more', [eye('OD', 3, 90), eye('OS', 2, 60)], null, { reason: null, boxes: 5, boxesToFree: 1 }],
    ['six boxes: free', [eye('OD', 3, 90), eye('OS', 3, 90)], null, { reason: 'six_boxes', boxes: 6, boxesToFree: 0 }],
    ['a semi-annual supply for both eyes', [eye('OD', 2, 180), eye('OS', 2, 180)], null, { reason: 'semi_annual_supply', boxes: 4, boxesToFree: 0 }],
    ['semi-annual for one eye only', [eye('OD', 2, 180), eye('OS', 1, 90)], null, { reason: null, boxes: 3, boxesToFree: 3 }],
    ['DTP', [eye('OD', 1, 30)], 'DTP', { reason: 'promo_dtp', boxes: 1, boxesToFree: 0 }],
    ['DTP2+ with one box: 1 more', [eye('OD', 1, 30)], 'DTP2+', { reason: null, boxes: 1, boxesToFree: 1 }],
    ['DTP2+ with two boxes', [eye('OD', 1, 30), eye('OS', 1, 30)], 'DTP2+', { reason: 'promo_dtp2_plus', boxes: 2, boxesToFree: 0 }],
  ] as const)('%s', (_name, lines, promo, expected) => {
    expect(standing([...lines], promo)).toEqual({ rule: true, ...expected });
  });

  it('says nothing when the rule is off', () => {
    const s = standing([eye('OD', 6, 180)], null, false);
    expect(s).toEqual({ rule: false, reason: null, boxes: 6, boxesToFree: null });
    expect(freeShippingHint(s, 'patient')).toBeNull();
  });

  it('says how far the order is from free shipping, in words for a patient or for staff', () => {
    expect(freeShippingHint(standing([eye('OD', 1, 30), eye('OS', 1, 30)]), 'patient')).toEqual({
      free: false,
      text: 'Standard shipping is $5.99. It is free with a semi-annual or larger supply for every eye, or with 4 boxes more (your order has 2 boxes). Faster shipping is never free.',
    });
    expect(freeShippingHint(standing([eye('OD', 5, 150)]), 'staff')?.text).toContain('with 1 box more (this order has 5 boxes)');
    expect(freeShippingHint(standing([eye('OD', 2, 180), eye('OS', 2, 180)]), 'staff')).toEqual({ free: true, text: 'Standard shipping is free: this order is a semi-annual or larger supply for every eye.' });
    expect(freeShippingHint(standing([eye('OD', 1, 30)], 'DTP'), 'patient')).toEqual({ free: true, text: 'Standard shipping is free with promo code DTP.' });
  });
});
