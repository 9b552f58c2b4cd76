import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideRenewCart } from '../../../domain/ordering/renew-cart';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { assertCartOpen } from '../../../domain/ordering/cart-guards';
import { cartContext, cartIdInput, cartReply, resolveCartLines, todayUtc } from './cart-access';
import { runCartStep } from './cart-step';

/**
 * POST /api/order/RenewCart {cartId}: restarts an idle cart ("Long time no see!…") with today's
 * prices (the location's pricing as it is now), after checking the prescription and products again.
 */
export const renewCartRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/order/RenewCart',
    {
      schema: { tags: ['order'], summary: 'Renew an idle cart', security: [{ bearer: [] }], body: cartIdInput, response: { 200: cartReply, 404: errorBody, 422: errorBody, ...errorResponses } },
      config: { auth: ['Patient', 'Staff', 'Practice'] },
    },
    async (request) => {
      const { cart } = await cartContext(ctx.store, requireClaims(request), request.body.cartId);
      assertCartOpen(cart, new Date(), { allowExpired: true });
      const boxes = Object.fromEntries(cart.lines.map((l) => [l.eye, l.boxes]));
      const lines = await resolveCartLines(ctx.store, cart.customerAccountNumber!, cart.prescriptionId!, { OD: boxes.OD ?? 0, OS: boxes.OS ?? 0 }, todayUtc(), cart.locationId);
      return runCartStep(ctx, request, request.body.cartId, 'order/RenewCart', (state, { now }) => decideRenewCart({ lines, now }, state));
    },
  );
};
