import { rebateClaimRoute, rebateClaimsRoute } from './get-claims';
import { getRebateConfigsRoute } from './get-configs';
import { rebateOrdersRoute } from './get-rebate-orders';
import { rebateDetailsRoute } from './get-rebate-details';
import { updateCalculationRoute } from './update-calculation';

/** Query routes of manufacturer rewards and rebates (issue #15). */
export const rewardsQueryRoutes = [getRebateConfigsRoute, rebateDetailsRoute, updateCalculationRoute, rebateClaimsRoute, rebateClaimRoute, rebateOrdersRoute];
