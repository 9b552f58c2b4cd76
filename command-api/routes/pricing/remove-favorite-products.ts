import { decideRemoveFavorites } from '../../../domain/pricing/favorite-products';
import { favoritesRoute } from './favorites-route';

/** POST /api/pricing/removefavorite {productIds, locationId?} → FavoriteProductsRemoved; answers the location's favorites list. */
export const removeFavoriteRoute = favoritesRoute('/api/pricing/removefavorite', 'Unmark favorite products', decideRemoveFavorites, false);
