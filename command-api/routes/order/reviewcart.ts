import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideReviewCart } from '../../../domain/ordering/review-cart';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { cartIdInput, cartReply } from './cart-access';
import { runCartStep } from './cart-step';

/** POST /api/order/ReviewCart {cartId}: records and answers the order summary the customer reviews. */
export const reviewCartRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/order/ReviewCart',
    {
      schema: { tags: ['order'], summary: 'Review a cart (order summary)', security: [{ bearer: [] }], body: cartIdInput, response: { 200: cartReply, 404: errorBody, 422: errorBody, ...errorResponses } },
      config: { auth: ['Patient', 'Staff', 'Practice'] },
    },
    async (request) => runCartStep(ctx, request, request.body.cartId, 'order/ReviewCart', (state, { summaryOf, now }) => decideReviewCart({ summary: summaryOf(state), now }, state)),
  );
};
