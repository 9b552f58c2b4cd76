import { addDeliveryAddressRoute } from './add-delivery-address';
import { checkOutRoute } from './check-out';
import { createCartRoute } from './create-cart';
import { renewCartRoute } from './renew-cart';
import { reviewCartRoute } from './review-cart';
import { setDiscountRoute } from './set-cart-discount';
import { setDeliveryModeRoute } from './set-delivery-mode';

/** Command routes of the cart flow and checkout (issue #5, spec point 4 "Cart flow"). */
export const orderingCommandRoutes = [createCartRoute, reviewCartRoute, renewCartRoute, setDiscountRoute, addDeliveryAddressRoute, setDeliveryModeRoute, checkOutRoute];
