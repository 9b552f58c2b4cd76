import { getOrderByIdInput, orderReceiptReply } from '../../../domain/ordering/api-schemas';
import { downloadRoute } from '../../lib/query-route';
import { loadOrderDetails, ORDER_READ_MODELS, ORDER_READERS } from './order-view';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * GET /api/order/receipt?salesOrderID= (non-spec, D-117): the order's receipt as a PDF download
 * (spec point 2 "Order confirmation, with a downloadable receipt and a PDF download"). Same
 * access as /api/order/getbyid.
 */
export const orderReceiptRoute = downloadRoute(
  {
    path: '/api/order/receipt',
    tags: ['order'],
    summary: "An order's receipt as a PDF",
    auth: ORDER_READERS,
    readModels: ORDER_READ_MODELS,
    input: getOrderByIdInput,
    produces: 'application/pdf',
    reply: orderReceiptReply,
    errors: [404],
  },
  async ({ input, claims }, ctx) => {
    const order = await loadOrderDetails(ctx.db, claims, input.salesOrderID);
    return {
      filename: `lensloop-receipt-${order.salesOrderID.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`,
      cacheControl: 'private, no-store',
      body: await renderReceiptPdf(order),
    };
  },
);
