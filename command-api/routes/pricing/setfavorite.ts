import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideAddFavorites } from '../../../domain/pricing/favorite-products';
import type { CommandContext } from '../../lib/context';
import { changeFavorites, favoritesSchema } from './change-favorites';

/** POST /api/pricing/setfavorite {productIds, locationId?} → FavoriteProductsAdded; answers the location's favorites list (spec point 7). */
export const setFavoriteRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post('/api/pricing/setfavorite', { schema: favoritesSchema('Mark products as favorites'), config: { auth: ['Staff', 'Practice'] } }, async (request) =>
    changeFavorites(ctx, request, request.body, { decide: decideAddFavorites, step: 'pricing/setfavorite', checkProducts: true }),
  );
};
