import type { OrderDetails } from '@domain/ordering/api-schemas';
import type { DeliveryModeId } from '@domain/ordering/events';
import { DELIVERY_METHOD_LABELS } from '@domain/ordering/ordering-messages';
import { DELIVERY_MODES, estimatedDelivery } from '@domain/ordering/shipping-rules';
import { formatCalendarDate, formatInstantDate } from '@/lib/format';

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
 * estimate for the method from the order date (point 9). A delivered order shows its delivery
 * day instead, a cancelled one says so, and an in-office or pickup order shipped to the office
 * (D-111) shows the carrier's estimate for the office (issue #34).
 */
export function orderShipping(
  o: Pick<OrderDetails, 'deliveryMethod' | 'deliveryModeId' | 'estimatedDelivery' | 'orderDate' | 'status' | 'statusDate'>,
): { method: string; estimateLabel: string; estimate: string } {
  const mode = o.deliveryModeId && o.deliveryModeId in DELIVERY_MODES ? DELIVERY_MODES[o.deliveryModeId as DeliveryModeId] : null;
  const method = o.deliveryMethod === 'ship' ? (mode?.label ?? 'Shipping') : DELIVERY_METHOD_LABELS[o.deliveryMethod];
  if (o.status === 'delivered') return { method, estimateLabel: 'Delivered', estimate: formatInstantDate(o.statusDate) };
  if (o.status === 'cancelled') return { method, estimateLabel: 'Delivery', estimate: 'None: the order was cancelled' };
  const estimateLabel = 'Estimated delivery';
  if (o.deliveryMethod !== 'ship') return { method, estimateLabel, estimate: o.estimatedDelivery ? `${formatCalendarDate(o.estimatedDelivery)} (to the office)` : 'Not shipped' };
  if (o.estimatedDelivery) return { method, estimateLabel, estimate: formatCalendarDate(o.estimatedDelivery) };
  if (!mode) return { method, estimateLabel, estimate: '' };
  return { method, estimateLabel, estimate: deliveryWindowText(estimatedDelivery(mode.id, o.orderDate.slice(0, 10))) };
}
