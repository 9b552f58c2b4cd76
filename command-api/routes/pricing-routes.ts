import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandContext } from '../lib/context';
import { removeFavoriteRoute } from './pricing/removefavorite';
import { setFavoriteRoute } from './pricing/setfavorite';
import { setPricingRuleRoute } from './pricing/set';
import { updateStrategyRoute } from './pricing/updatestrategy';

/** Issue #6 "Pricing": the command routes (spec point 7 Pricing). */
export const pricingRoutes: FastifyPluginAsyncZod<CommandContext>[] = [updateStrategyRoute, setPricingRuleRoute, setFavoriteRoute, removeFavoriteRoute];
