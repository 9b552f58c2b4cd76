import { getOrderByIdRoute } from './order/getbyid';
import { orderHistoryRoute } from './order/history';
import { orderReceiptRoute } from './order/receipt';

/** Query routes of orders (issue #5). */
export const orderQueryRoutes = [getOrderByIdRoute, orderHistoryRoute, orderReceiptRoute];
