import { getOrderByIdInput, orderDetailsReply } from '../../../domain/ordering/api-schemas';
import { featureFlags } from '../../../infra/config/feature-flags';
import { queryRoute } from '../../lib/query-route';
import { orderRebatesInformation } from '../rewards/rebate-read';
import { loadOrderDetails, ORDER_READ_MODELS, ORDER_READERS } from './order-view';

/**
 * GET /api/order/getbyid?salesOrderID= (spec point 7): one order with its summary, merged into one
 * object (D-115), and its rebatesInformation when the rebate-details feature flag is on (issue #15,
 * D-309). Amounts in dollars and in cents (D-113). Patient: own orders; Staff/Practice: their practice's; else 404.
 */
export const getOrderByIdRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/order/getbyid',
    tags: ['order'],
    summary: 'One order with its summary, status and tracking',
    auth: ORDER_READERS,
    readModels: [...ORDER_READ_MODELS, 'prescriptions', 'rebate_claims'],
    input: getOrderByIdInput,
    reply: orderDetailsReply,
  },
  async ({ input, claims }, ctx) => {
    const order = await loadOrderDetails(ctx.db, claims, input.salesOrderID);
    if (!featureFlags().rebateDetails) return order;
    const rebatesInformation = await orderRebatesInformation(ctx.db, order.salesOrderID, new Date().toISOString());
    return rebatesInformation ? { ...order, rebatesInformation } : order;
  },
);
