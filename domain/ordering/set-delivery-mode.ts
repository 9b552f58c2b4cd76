import { DomainError } from '../shared/errors';
import { type CartState } from './cart-decider';
import { assertCartOpen } from './cart-guards';
import type { DeliveryModeId, DeliveryModeSet, PromoCode } from './events';
import { ORDERING_MESSAGES } from './ordering-messages';
import { shippingFor } from './shipping-rules';

/** SetDeliveryMode: only for a shipped order; the charge is the server's (spec point 9 rule), recorded in cents. */
export function decideSetDeliveryMode(cmd: { deliveryModeId: DeliveryModeId; promoCode: PromoCode | null; freeShippingRule: boolean; now: Date }, state: CartState): DeliveryModeSet[] {
  assertCartOpen(state, cmd.now);
  if (!state.delivery) throw new DomainError('rule', 'DELIVERY_REQUIRED', ORDERING_MESSAGES.deliveryRequired);
  if (state.delivery.method !== 'ship') throw new DomainError('rule', 'NOT_SHIPPED', ORDERING_MESSAGES.notShipped);
  const { shippingCents } = shippingFor({ method: 'ship', deliveryModeId: cmd.deliveryModeId, promoCode: cmd.promoCode, lines: state.lines, freeShippingRule: cmd.freeShippingRule });
  return [{ type: 'DeliveryModeSet', data: { cartId: state.cartId!, deliveryModeId: cmd.deliveryModeId, promoCode: cmd.promoCode, shippingCents } }];
}
