import { exportPricingRoute } from './export-pricing';
import { getPatientPriceRoute } from './get-patient-price';
import { pricingCategoriesRoute } from './get-pricing-categories';
import { pricingLocationsRoute } from './get-pricing-locations';
import { pricingProductsRoute } from './get-pricing-products';
import { getStrategyRoute } from './get-strategy';

/**
 * Issue #6 "Pricing": the query routes (spec point 7 Pricing). /api/pricing/reportingconfig belongs
 * to the reports and is registered with them (query-api/routes/reports/get-reporting-config.ts).
 */
export const pricingQueryRoutes = [getStrategyRoute, pricingLocationsRoute, pricingCategoriesRoute, pricingProductsRoute, exportPricingRoute, getPatientPriceRoute];
