import { setDeliveryModeInput, setDeliveryModeReply } from '../../../domain/ordering/api-schemas';
import { decideSetDeliveryMode } from '../../../domain/ordering/set-delivery-mode';
import { shippingFor } from '../../../domain/ordering/shipping-rules';
import { commandRoute } from '../../lib/command-route';
import { CART_USERS } from './cart-access';
import { runCartStep } from './cart-step';

/** POST /api/order/SetDeliveryMode {cartId, deliveryModeId, promoCode, promoShippingCharge}. */
export const setDeliveryModeRoute = commandRoute(
  { path: '/api/order/SetDeliveryMode', tags: ['order'], summary: 'Choose the shipping method (and promo code)', auth: CART_USERS, body: setDeliveryModeInput, reply: setDeliveryModeReply },
  async (call, ctx) => {
    const { cartId, deliveryModeId, promoCode } = call.body;
    let promoShippingCharge = 0;
    const reply = await runCartStep(call, ctx, cartId, 'order/SetDeliveryMode', (state, { now, freeShippingRule }) => {
      promoShippingCharge = shippingFor({ method: 'ship', deliveryModeId, promoCode, lines: state.lines, freeShippingRule }).promoShippingCharge;
      return decideSetDeliveryMode({ deliveryModeId, promoCode, freeShippingRule, now }, state);
    });
    return { ...reply, deliveryModeId, promoCode, promoShippingCharge };
  },
);
