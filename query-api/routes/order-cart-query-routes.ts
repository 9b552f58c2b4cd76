import { getDeliveryModeRoute } from './order/getdeliverymode';
import { getDeliveryModeByCartIdRoute } from './order/getdeliverymodebycartid';

/** Query routes of the cart flow (issue #5). */
export const orderCartQueryRoutes = [getDeliveryModeRoute, getDeliveryModeByCartIdRoute];
