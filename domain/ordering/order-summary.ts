import type { CartState } from './cart-decider';
import type { CartLine, OrderSummaryCents } from './events';
import { shippingFor } from './shipping-rules';
import { estimateTaxCents } from './tax-estimate';

export const lineTotalCents = (line: Pick<CartLine, 'boxes' | 'unitPriceCents'>): number => line.boxes * line.unitPriceCents;
export const subTotalCents = (lines: readonly Pick<CartLine, 'boxes' | 'unitPriceCents'>[]): number => lines.reduce((n, l) => n + lineTotalCents(l), 0);

/**
 * The order summary of a cart (spec point 3): subtotal (boxes × retail price per eye), discount,
 * insurance, shipping (spec point 9 rule), estimated tax on the merchandise after discount and
 * insurance at `taxState` (ship-to state; in-office/pickup: the practice location's state), total.
 * Before a delivery mode is chosen shipping counts 0.
 */
export function summarizeCart(
  state: Pick<CartState, 'lines' | 'discountCents' | 'insuranceCents' | 'delivery' | 'deliveryModeId' | 'promoCode'>,
  opts: { taxState: string | null | undefined; freeShippingRule: boolean },
): OrderSummaryCents {
  const sub = subTotalCents(state.lines);
  const discount = Math.min(state.discountCents, sub);
  const insurance = Math.min(state.insuranceCents, sub - discount);
  const method = state.delivery?.method ?? 'ship';
  const shippingCents =
    method !== 'ship' ? 0 : state.deliveryModeId ? shippingFor({ method, deliveryModeId: state.deliveryModeId, promoCode: state.promoCode, lines: state.lines, freeShippingRule: opts.freeShippingRule }).shippingCents : 0;
  const taxable = sub - discount - insurance;
  const taxCents = estimateTaxCents(taxable, opts.taxState);
  return { subTotalCents: sub, discountCents: discount, insuranceCents: insurance, shippingCents, taxCents, totalCents: taxable + shippingCents + taxCents };
}

const dollars = (cents: number): number => Math.round(cents) / 100;

/** The spec's order-summary names (point 3), in dollars, for display. */
export function orderSummaryView(summary: OrderSummaryCents, lines: readonly CartLine[]) {
  const eye = (e: 'OD' | 'OS') => {
    const l = lines.find((x) => x.eye === e);
    return l ? { quantity: l.boxes, price: dollars(l.unitPriceCents), total: dollars(lineTotalCents(l)), productId: l.productId, variantId: l.variantId } : null;
  };
  return {
    rightEye: eye('OD'),
    leftEye: eye('OS'),
    subTotalWithoutTax: dollars(summary.subTotalCents),
    discountAmount: dollars(summary.discountCents),
    insuranceAmount: dollars(summary.insuranceCents),
    shippingChargeAmount: dollars(summary.shippingCents),
    taxAmount: dollars(summary.taxCents),
    totalAmount: dollars(summary.totalCents),
  };
}
