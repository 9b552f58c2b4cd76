import { removeFavoriteRoute } from './remove-favorite-products';
import { setFavoriteRoute } from './set-favorite-products';
import { setPricingRuleRoute } from './set-pricing-rule';
import { updateStrategyRoute } from './update-strategy';

/** Issue #6 "Pricing": the command routes (spec point 7 Pricing). */
export const pricingCommandRoutes = [updateStrategyRoute, setPricingRuleRoute, setFavoriteRoute, removeFavoriteRoute];
