import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrderByIdInput, orderReceiptReply } from '../../../domain/ordering/api-schemas';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { loadOrderDetails, ORDER_READ_MODELS, ORDER_READERS } from './order-view';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * GET /api/order/receipt?salesOrderID= (non-spec, D-117): the order's receipt as a PDF download
 * (spec point 2 "Order confirmation, with a downloadable receipt and a PDF download"). Same
 * access as /api/order/getbyid.
 */
// A plain Fastify route: queryRoute cannot document a PDF 200 with its `produces` type.
export const orderReceiptRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/order/receipt',
    {
      schema: {
        tags: ['order'],
        summary: "An order's receipt as a PDF",
        security: [{ bearer: [] }],
        querystring: getOrderByIdInput,
        produces: ['application/pdf'],
        response: { 200: orderReceiptReply, 404: errorBody, ...errorResponses },
      },
      config: { auth: ORDER_READERS, readModels: [...ORDER_READ_MODELS] },
    },
    async (request, reply) => {
      const order = await loadOrderDetails(ctx.db, requireClaims(request), request.query.salesOrderID);
      const pdf = await renderReceiptPdf(order);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="lensloop-receipt-${order.salesOrderID.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
