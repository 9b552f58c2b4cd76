import { allProductsRoute } from './get-all-products';
import { categoriesRoute } from './get-categories';
import { packSizeRoute } from './get-pack-size';
import { productImageRoute } from './get-product-image';
import { productOptionsRoute } from './get-product-options';
import { variantByIdRoute } from './get-variant-by-id';
import { variantByOptionRoute } from './get-variant-by-option';
import { refreshOptionsRoute } from './refresh-product-options';
import { searchProductsRoute } from './search-products';

/** The catalog's query routes (spec point 7 Product). */
export const catalogQueryRoutes = [allProductsRoute, searchProductsRoute, packSizeRoute, variantByIdRoute, categoriesRoute, productOptionsRoute, refreshOptionsRoute, variantByOptionRoute, productImageRoute];
