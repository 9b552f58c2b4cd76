import { validateAddressRoute } from './validate-address';

/** Query routes of delivery addresses (spec points 5 and 7). */
export const addressesQueryRoutes = [validateAddressRoute];
