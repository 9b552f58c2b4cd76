import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideSetDeliveryMode } from '../../../domain/ordering/set-delivery-mode';
import { DELIVERY_MODE_IDS, shippingFor } from '../../../domain/ordering/shipping-rules';
import type { DeliveryModeId } from '../../../domain/ordering/events';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { cartReply } from './cart-access';
import { runCartStep } from './cart-step';

export const setDeliveryModeInput = z.object({
  cartId: z.string().trim().min(1).max(80),
  deliveryModeId: z.enum(DELIVERY_MODE_IDS as [DeliveryModeId, ...DeliveryModeId[]]),
  promoCode: z
    .union([z.enum(['DTP', 'DTP2+']), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  /** What the browser shows (0 free_shipping, -1 semi_annual_supply, else dollars); informative only: the server's rule decides (D-102). */
  promoShippingCharge: z.number().optional(),
});

/** POST /api/order/SetDeliveryMode {cartId, deliveryModeId, promoCode, promoShippingCharge}. */
export const setDeliveryModeRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/order/SetDeliveryMode',
    {
      schema: {
        tags: ['order'],
        summary: 'Choose the shipping method (and promo code)',
        security: [{ bearer: [] }],
        body: setDeliveryModeInput,
        response: { 200: cartReply.extend({ deliveryModeId: z.string(), promoCode: z.string().nullable(), promoShippingCharge: z.number() }), 404: errorBody, 422: errorBody, ...errorResponses },
      },
      config: { auth: ['Patient', 'Staff', 'Practice'] },
    },
    async (request) => {
      const { cartId, deliveryModeId, promoCode } = request.body;
      let promoShippingCharge = 0;
      const reply = await runCartStep(ctx, request, cartId, 'order/SetDeliveryMode', (state, { now, freeShippingRule }) => {
        promoShippingCharge = shippingFor({ method: 'ship', deliveryModeId, promoCode, lines: state.lines, freeShippingRule }).promoShippingCharge;
        return decideSetDeliveryMode({ deliveryModeId, promoCode, freeShippingRule, now }, state);
      });
      return { ...reply, deliveryModeId, promoCode, promoShippingCharge };
    },
  );
};
