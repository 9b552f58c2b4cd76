import { allProductsRoute } from './all';
import { categoriesRoute } from './categories';
import { productImageRoute } from './image';
import { productOptionsRoute } from './options';
import { packSizeRoute } from './packsize';
import { refreshOptionsRoute } from './refreshoptions';
import { searchProductsRoute } from './search';
import { variantByIdRoute } from './variantbyid';
import { variantByOptionRoute } from './variantbyoption';

/** The catalog's query routes (spec point 7 Product). */
export const productRoutes = [allProductsRoute, searchProductsRoute, packSizeRoute, variantByIdRoute, categoriesRoute, productOptionsRoute, refreshOptionsRoute, variantByOptionRoute, productImageRoute];
