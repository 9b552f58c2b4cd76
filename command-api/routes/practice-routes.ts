import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandContext } from '../lib/context';
import { setDefaultRxExpiryRoute } from './customer/setdefaultrxexpiry';
import { supportAccountStateRoutes } from './support/account-state';

/** Issue #4 "Practice and locations": the command routes. */
export const practiceRoutes: FastifyPluginAsyncZod<CommandContext>[] = [setDefaultRxExpiryRoute, supportAccountStateRoutes];
