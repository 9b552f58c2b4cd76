import { getOrderByIdInput, orderDetailsReply } from '../../../domain/ordering/api-schemas';
import { queryRoute } from '../../lib/query-route';
import { loadOrderDetails, ORDER_READ_MODELS, ORDER_READERS } from './order-view';

/**
 * GET /api/order/getbyid?salesOrderID= (spec point 7): one order with its summary, merged into one
 * object (D-115; rebatesInformation is behind a feature flag and left out). Amounts in dollars and
 * in cents (D-113). Patient: own orders; Staff/Practice: their practice's; else 404.
 */
export const getOrderByIdRoute = queryRoute(
  { method: 'GET', path: '/api/order/getbyid', tags: ['order'], summary: 'One order with its summary, status and tracking', auth: ORDER_READERS, readModels: ORDER_READ_MODELS, input: getOrderByIdInput, reply: orderDetailsReply },
  async ({ input, claims }, ctx) => loadOrderDetails(ctx.db, claims, input.salesOrderID),
);
