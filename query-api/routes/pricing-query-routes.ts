import { pricingCategoriesRoute } from './pricing/categories';
import { pricingExportRoute } from './pricing/export';
import { getStrategyRoute } from './pricing/getstrategy';
import { pricingLocationsRoute } from './pricing/locations';
import { patientPriceRoute } from './pricing/patient';
import { pricingProductsRoute } from './pricing/products';

/**
 * Issue #6 "Pricing": the query routes (spec point 7 Pricing). /api/pricing/reportingconfig belongs
 * to the reports and is registered with them (query-api/routes/pricing/reportingconfig.ts).
 */
export const pricingQueryRoutes = [getStrategyRoute, pricingLocationsRoute, pricingCategoriesRoute, pricingProductsRoute, pricingExportRoute, patientPriceRoute];
