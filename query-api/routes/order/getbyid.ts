import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrderByIdInput } from '../../../domain/ordering/order-history';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { loadOrderDetails, ORDER_READ_MODELS } from './order-view';
import { orderDetailsReply } from './schemas';

/**
 * GET /api/order/getbyid?salesOrderID= (spec point 7): one order with its summary, merged into one
 * object (D-115; rebatesInformation is behind a feature flag and left out). Amounts in dollars and
 * in cents (D-113). Patient: own orders; Staff/Practice: their practice's; else 404.
 */
export const getOrderByIdRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/order/getbyid',
    {
      schema: {
        tags: ['order'],
        summary: 'One order with its summary, status and tracking',
        security: [{ bearer: [] }],
        querystring: getOrderByIdInput,
        response: { 200: orderDetailsReply, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Patient', 'Staff', 'Practice'], readModels: [...ORDER_READ_MODELS] },
    },
    async (request) => loadOrderDetails(ctx.db, requireClaims(request), request.query.salesOrderID),
  );
};
