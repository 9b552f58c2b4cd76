import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideRemoveFavorites } from '../../../domain/pricing/favorite-products';
import type { CommandContext } from '../../lib/context';
import { changeFavorites, favoritesSchema } from './change-favorites';

/** POST /api/pricing/removefavorite {productIds, locationId?} → FavoriteProductsRemoved; answers the location's favorites list (spec point 7). */
export const removeFavoriteRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post('/api/pricing/removefavorite', { schema: favoritesSchema('Unmark favorite products'), config: { auth: ['Staff', 'Practice'] } }, async (request) =>
    changeFavorites(ctx, request, request.body, { decide: decideRemoveFavorites, step: 'pricing/removefavorite', checkProducts: false }),
  );
};
