import { addDeliveryAddressRoute } from './order/adddeliveryaddress';
import { checkOutRoute } from './order/checkout';
import { createCartRoute } from './order/createcart';
import { renewCartRoute } from './order/renewcart';
import { reviewCartRoute } from './order/reviewcart';
import { setDeliveryModeRoute } from './order/setdeliverymode';
import { setDiscountRoute } from './order/setdiscount';

/** Command routes of the cart flow and checkout (issue #5, spec point 4 "Cart flow"). */
export const orderCartRoutes = [createCartRoute, reviewCartRoute, renewCartRoute, setDiscountRoute, addDeliveryAddressRoute, setDeliveryModeRoute, checkOutRoute];
