import type { OrderDetails } from '@domain/ordering/api-schemas';
import type { DeliveryModeId } from '@domain/ordering/events';
import { DELIVERY_METHOD_LABELS } from '@domain/ordering/ordering-messages';
import { DELIVERY_MODES, estimatedDelivery } from '@domain/ordering/shipping-rules';
import { formatCalendarDate } from '@/lib/format';

/** The shipping method as chosen in a wizard: its label, the spec's estimate, and the dates it gives for this order. */
export interface ChosenShipping {
  label: string;
  estimate: string;
  /** "12/04/2026 to 12/08/2026" (or one date): the estimated delivery the shipping step showed. */
  window?: string;
}

/** An estimated-delivery window as the screens show it (MM/dd/yyyy; one date when both ends agree). */
export const deliveryWindowText = (w: { from: string; to: string }) => (w.from === w.to ? formatCalendarDate(w.from) : `${formatCalendarDate(w.from)} to ${formatCalendarDate(w.to)}`);

/**
 * How a placed order travels, as the confirmation shows it beside the order number (issue #18):
 * the shipping method and the estimated delivery — the carrier's once shipped, else the spec's
 * estimate for the method from the order date (point 9).
 */
export function orderShipping(o: Pick<OrderDetails, 'deliveryMethod' | 'deliveryModeId' | 'estimatedDelivery' | 'orderDate'>): { method: string; estimate: string } {
  if (o.deliveryMethod !== 'ship') return { method: DELIVERY_METHOD_LABELS[o.deliveryMethod], estimate: 'Not shipped' };
  const mode = o.deliveryModeId && o.deliveryModeId in DELIVERY_MODES ? DELIVERY_MODES[o.deliveryModeId as DeliveryModeId] : null;
  if (o.estimatedDelivery) return { method: mode?.label ?? 'Shipping', estimate: formatCalendarDate(o.estimatedDelivery) };
  if (!mode) return { method: 'Shipping', estimate: '' };
  return { method: mode.label, estimate: deliveryWindowText(estimatedDelivery(mode.id, o.orderDate.slice(0, 10))) };
}
