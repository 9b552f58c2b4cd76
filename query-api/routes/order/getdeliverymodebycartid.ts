import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartLine, PromoCode } from '../../../domain/ordering/events';
import { ORDERING_MESSAGES } from '../../../domain/ordering/ordering-messages';
import { DomainError } from '../../../domain/shared/errors';
import { featureFlags } from '../../../infra/config/feature-flags';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import { READ_MODEL_SCHEMA } from '../../../infra/read-models/tables';
import type { QueryContext } from '../../lib/context';
import { deliveryModesFor, deliveryModesReply } from './delivery-modes';

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** GET /api/order/GetDeliveryModeByCartId?cartId=: the delivery modes priced for this cart, and the one chosen. */
export const getDeliveryModeByCartIdRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/order/GetDeliveryModeByCartId',
    {
      schema: {
        tags: ['order'],
        summary: "A cart's delivery modes with price and estimated delivery",
        security: [{ bearer: [] }],
        querystring: z.object({ cartId: z.string().trim().min(1).max(80) }),
        response: {
          200: deliveryModesReply.extend({ cartId: z.string(), deliveryModeId: z.string().nullable(), promoCode: z.string().nullable(), deliveryMethod: z.string().nullable() }),
          404: errorBody,
          ...errorResponses,
        },
      },
      config: { auth: ['Patient', 'Staff', 'Practice'], readModels: ['carts'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const row = await ctx.db.withSchema(READ_MODEL_SCHEMA).selectFrom('carts').selectAll().where('cart_id', '=', request.query.cartId).executeTakeFirst();
      const allowed = row && (claims.customerGroup === 'Patient' ? row.customer_account_number === claims.sub : !!claims.practiceId && row.practice_id === claims.practiceId);
      if (!row || !allowed) throw new DomainError('not_found', 'CART_NOT_FOUND', ORDERING_MESSAGES.cartNotFound);
      const address = parsed<{ state?: string } | null>(row.address);
      const modes = deliveryModesFor(parsed<CartLine[]>(row.lines), (row.promo_code as PromoCode | null) ?? null, address?.state ?? null, featureFlags().freeShippingRule);
      return { ...modes, cartId: row.cart_id, deliveryModeId: row.delivery_mode_id, promoCode: row.promo_code, deliveryMethod: row.delivery_method };
    },
  );
};
