import { getCartDeliveryModesRoute } from './get-cart-delivery-modes';
import { getDeliveryModeRoute } from './get-delivery-modes';
import { getOrderByIdRoute } from './get-order';
import { orderHistoryRoute } from './get-order-history';
import { orderReceiptRoute } from './get-order-receipt';
import { upcomingReordersRoute } from './get-upcoming-reorders';

/** Query routes of orders and of the cart flow (issue #5). */
export const orderingQueryRoutes = [getOrderByIdRoute, orderHistoryRoute, orderReceiptRoute, getDeliveryModeRoute, getCartDeliveryModesRoute, upcomingReordersRoute];
