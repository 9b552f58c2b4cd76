import type { CartLine, DeliveryMethod, DeliveryModeId, PromoCode } from './events';
import { isSemiAnnualOrMore } from './supply';

/**
 * Shipping (spec point 9). Default charge 5.99, free 0; free with a semi-annual (or larger) supply
 * for both eyes, with promo DTP, with DTP2+ at 2 boxes, or at 6 boxes without a promo — the rule
 * sits under the feature flag `freeShippingRule`. Faster modes are ours (D-102) and are never free.
 */
export const DEFAULT_SHIPPING_CENTS = 599;
export const FREE_SHIPPING_CENTS = 0;
/** Spec point 9 special values of promoShippingCharge. */
export const PROMO_SHIPPING_CHARGE = { free_shipping: 0, semi_annual_supply: -1 } as const;
export const DTP2_QUALIFYING_BOXES = 2;
export const NO_PROMO_QUALIFYING_BOXES = 6;
export const PROMO_CODES = ['DTP', 'DTP2+'] as const satisfies readonly PromoCode[];

export interface DeliveryModeInfo {
  id: DeliveryModeId;
  label: string;
  priceCents: number;
  estimate: string;
}

export const DELIVERY_MODES: Readonly<Record<DeliveryModeId, DeliveryModeInfo>> = {
  standard: { id: 'standard', label: 'Standard shipping', priceCents: DEFAULT_SHIPPING_CENTS, estimate: '5 to 7 business days after shipping' },
  second_day: { id: 'second_day', label: 'Second day', priceCents: 1499, estimate: '2 days' },
  next_day: { id: 'next_day', label: 'Next day', priceCents: 2499, estimate: '1 day' },
  saturday: { id: 'saturday', label: 'Saturday delivery', priceCents: 2999, estimate: 'Delivery on the following Saturday' },
};
export const DELIVERY_MODE_IDS = Object.keys(DELIVERY_MODES) as DeliveryModeId[];

export type ShippingReason = 'not_shipped' | 'semi_annual_supply' | 'promo_dtp' | 'promo_dtp2_plus' | 'six_boxes' | 'charged';

export interface ShippingInput {
  method: DeliveryMethod;
  deliveryModeId: DeliveryModeId;
  promoCode: PromoCode | null;
  lines: Pick<CartLine, 'eye' | 'boxes' | 'supplyDays'>[];
  /** The `freeShippingRule` feature flag. */
  freeShippingRule: boolean;
}

/** Every ordered eye has a semi-annual or larger supply ("for both eyes"; a one-eye order: that eye). */
export function semiAnnualForAllEyes(lines: ShippingInput['lines']): boolean {
  const ordered = lines.filter((l) => l.boxes > 0);
  return ordered.length > 0 && ordered.every((l) => isSemiAnnualOrMore(l.supplyDays));
}

export const totalBoxes = (lines: ShippingInput['lines']): number => lines.reduce((n, l) => n + l.boxes, 0);

/** Why standard shipping would be free, or null (the free-shipping rule alone; the flag is checked by shippingFor). */
export function freeShippingReason(input: Pick<ShippingInput, 'promoCode' | 'lines'>): Exclude<ShippingReason, 'not_shipped' | 'charged'> | null {
  if (semiAnnualForAllEyes(input.lines)) return 'semi_annual_supply';
  if (input.promoCode === 'DTP') return 'promo_dtp';
  const boxes = totalBoxes(input.lines);
  if (input.promoCode === 'DTP2+' && boxes >= DTP2_QUALIFYING_BOXES) return 'promo_dtp2_plus';
  if (boxes >= NO_PROMO_QUALIFYING_BOXES) return 'six_boxes';
  return null;
}

export function shippingFor(input: ShippingInput): { shippingCents: number; reason: ShippingReason; promoShippingCharge: number } {
  if (input.method !== 'ship') return { shippingCents: 0, reason: 'not_shipped', promoShippingCharge: PROMO_SHIPPING_CHARGE.free_shipping };
  const mode = DELIVERY_MODES[input.deliveryModeId];
  if (input.deliveryModeId === 'standard' && input.freeShippingRule) {
    const reason = freeShippingReason(input);
    if (reason) {
      return {
        shippingCents: FREE_SHIPPING_CENTS,
        reason,
        promoShippingCharge: reason === 'semi_annual_supply' ? PROMO_SHIPPING_CHARGE.semi_annual_supply : PROMO_SHIPPING_CHARGE.free_shipping,
      };
    }
  }
  return { shippingCents: mode.priceCents, reason: 'charged', promoShippingCharge: mode.priceCents / 100 };
}

/** Delivery mode recognised from a label (spec point 9: "Labels are recognised by standard, second, next and Saturday"). */
export function deliveryModeFromLabel(label: string): DeliveryModeId | null {
  const l = label.toLowerCase();
  if (l.includes('standard')) return 'standard';
  if (l.includes('second')) return 'second_day';
  if (l.includes('next')) return 'next_day';
  if (l.includes('saturday')) return 'saturday';
  return null;
}

const DAY_MS = 86_400_000;
const parseDay = (iso: string): Date => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * DAY_MS);
function addBusinessDays(d: Date, n: number): Date {
  let out = d;
  let left = n;
  while (left > 0) {
    out = addDays(out, 1);
    const wd = out.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return out;
}

/**
 * Estimated delivery from the ship date (YYYY-MM-DD), spec point 9: standard 5 to 7 business
 * days after shipping; second day 2 days; next day 1 day (business days, as carriers count them);
 * Saturday the following Saturday
 * (shipped on a Saturday: the next one). Calendar dates in UTC.
 */
export function estimatedDelivery(mode: DeliveryModeId, shipDate: string): { from: string; to: string } {
  const ship = parseDay(shipDate);
  switch (mode) {
    case 'standard':
      return { from: isoDay(addBusinessDays(ship, 5)), to: isoDay(addBusinessDays(ship, 7)) };
    // Carriers' second-day and next-day services count business days (Friday → Tuesday / Monday).
    case 'second_day': {
      const d = isoDay(addBusinessDays(ship, 2));
      return { from: d, to: d };
    }
    case 'next_day': {
      const d = isoDay(addBusinessDays(ship, 1));
      return { from: d, to: d };
    }
    case 'saturday': {
      const ahead = (6 - ship.getUTCDay() + 7) % 7 || 7;
      const d = isoDay(addDays(ship, ahead));
      return { from: d, to: d };
    }
  }
}
