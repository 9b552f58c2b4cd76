import { decideAddFavorites } from '../../../domain/pricing/favorite-products';
import { favoritesRoute } from './favorites-route';

/** POST /api/pricing/setfavorite {productIds, locationId?} → FavoriteProductsAdded; answers the location's favorites list. */
export const setFavoriteRoute = favoritesRoute('/api/pricing/setfavorite', 'Mark products as favorites', decideAddFavorites, true);
