import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountToCents, DEFAULT_DISCOUNT } from '../../../domain/ordering/discount-rules';
import { decideSetCartDiscount } from '../../../domain/ordering/set-cart-discount';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { cartReply } from './cart-access';
import { runCartStep } from './cart-step';

/** Dollars, as the spec's discount call sends them (0.00). */
export const setDiscountInput = z.object({
  cartId: z.string().trim().min(1).max(80),
  discount: z.number().default(DEFAULT_DISCOUNT),
  insurance: z.number().default(DEFAULT_DISCOUNT),
});

/**
 * POST /api/order/SetDiscount {cartId, discount, insurance} (dollars, default 0.00): practice
 * carts only; together they cannot exceed the subtotal (400 INVALID_DISCOUNT_AMOUNT 'INVALID_VALUE:
 * Total amount cannot be less than zero').
 */
export const setDiscountRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/order/SetDiscount',
    {
      schema: { tags: ['order'], summary: 'Set the discount and insurance allowance of a cart', security: [{ bearer: [] }], body: setDiscountInput, response: { 200: cartReply, 404: errorBody, 422: errorBody, ...errorResponses } },
      config: { auth: ['Patient', 'Staff', 'Practice'] },
    },
    async (request) => {
      const discountCents = amountToCents(request.body.discount);
      const insuranceCents = amountToCents(request.body.insurance);
      return runCartStep(ctx, request, request.body.cartId, 'order/SetDiscount', (state, { now }) => decideSetCartDiscount({ discountCents, insuranceCents, now }, state));
    },
  );
};
