import type { CartLine, PromoCode } from '../../../domain/ordering/events';
import { DELIVERY_MODE_IDS, DELIVERY_MODES, estimatedDelivery, shippingFor } from '../../../domain/ordering/shipping-rules';
import { taxRatePercent } from '../../../domain/ordering/tax-estimate';

/** Every delivery mode with this order's price and estimate (ship date: today, UTC). */
export function deliveryModesFor(lines: Pick<CartLine, 'eye' | 'boxes' | 'supplyDays'>[], promoCode: PromoCode | null, state: string | null, freeShippingRule: boolean, now: Date = new Date()) {
  const shipDate = now.toISOString().slice(0, 10);
  return {
    deliveryModes: DELIVERY_MODE_IDS.map((id) => {
      const s = shippingFor({ method: 'ship', deliveryModeId: id, promoCode, lines, freeShippingRule });
      return {
        deliveryModeId: id,
        label: DELIVERY_MODES[id].label,
        price: s.shippingCents / 100,
        priceCents: s.shippingCents,
        promoShippingCharge: s.promoShippingCharge,
        estimate: DELIVERY_MODES[id].estimate,
        estimatedDelivery: estimatedDelivery(id, shipDate),
      };
    }),
    taxRatePercent: state ? taxRatePercent(state) : null,
    shipDate,
  };
}
