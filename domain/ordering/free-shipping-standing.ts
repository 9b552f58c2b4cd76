import type { CartLine, PromoCode } from './events';
import { DEFAULT_SHIPPING_CENTS, DTP2_QUALIFYING_BOXES, freeShippingReason, NO_PROMO_QUALIFYING_BOXES, type ShippingReason, totalBoxes } from './shipping-rules';
import { formatMoney } from '../pricing/money';

/** Where a cart stands against the free-shipping rule (spec point 9), for the shipping step (issue #34). */
export interface FreeShippingStanding {
  /** The `freeShippingRule` feature flag: off, standard shipping is never free. */
  rule: boolean;
  /** Why standard shipping is free for this cart, or null. */
  reason: Exclude<ShippingReason, 'not_shipped' | 'charged'> | null;
  boxes: number;
  /** Boxes still to add for free standard shipping by box count (6, or 2 with DTP2+), 0 once free, null when the rule is off. */
  boxesToFree: number | null;
}

export function freeShippingStanding(input: { promoCode: PromoCode | null; lines: Pick<CartLine, 'eye' | 'boxes' | 'supplyDays'>[]; freeShippingRule: boolean }): FreeShippingStanding {
  const boxes = totalBoxes(input.lines);
  if (!input.freeShippingRule) return { rule: false, reason: null, boxes, boxesToFree: null };
  const reason = freeShippingReason(input);
  const needed = input.promoCode === 'DTP2+' ? DTP2_QUALIFYING_BOXES : NO_PROMO_QUALIFYING_BOXES;
  return { rule: true, reason, boxes, boxesToFree: reason ? 0 : Math.max(0, needed - boxes) };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 'es'}`;

/**
 * The shipping step's words on free shipping (issue #34: the site promises free shipping, so the
 * checkout says when it is free and how far this order is from it), for a patient ("your order")
 * or staff ("this order"). Null when the rule is off.
 */
export function freeShippingHint(s: FreeShippingStanding, look: 'patient' | 'staff'): { free: boolean; text: string } | null {
  if (!s.rule) return null;
  const order = look === 'patient' ? 'your order' : 'this order';
  switch (s.reason) {
    case 'semi_annual_supply':
      return { free: true, text: `Standard shipping is free: ${order} is a semi-annual or larger supply for every eye.` };
    case 'promo_dtp':
      return { free: true, text: 'Standard shipping is free with promo code DTP.' };
    case 'promo_dtp2_plus':
      return { free: true, text: `Standard shipping is free with promo code DTP2+ and ${DTP2_QUALIFYING_BOXES} boxes or more.` };
    case 'six_boxes':
      return { free: true, text: `Standard shipping is free: ${order} has ${NO_PROMO_QUALIFYING_BOXES} boxes or more.` };
    case null: {
      const more = s.boxesToFree ?? 0;
      const byBoxes = `${plural(more, 'box')} more (${order} has ${plural(s.boxes, 'box')})`;
      return {
        free: false,
        text: `Standard shipping is ${formatMoney(DEFAULT_SHIPPING_CENTS)}. It is free with a semi-annual or larger supply for every eye, or with ${byBoxes}. Faster shipping is never free.`,
      };
    }
  }
}
