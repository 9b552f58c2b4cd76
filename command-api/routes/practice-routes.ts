import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandContext } from '../lib/context';
import { updateLocationInfoRoute } from './customer/practice-location-update';
import { updatePracticeInfoRoute } from './customer/practice-update';
import { setPracticeNotificationPreferenceRoute } from './customer/set-practice-notification-preference';
import { setDefaultRxExpiryRoute } from './customer/setdefaultrxexpiry';
import { supportAccountStateRoutes } from './support/account-state';

/** Issue #4 "Practice and locations": the command routes. */
export const practiceRoutes: FastifyPluginAsyncZod<CommandContext>[] = [
  setDefaultRxExpiryRoute,
  supportAccountStateRoutes,
  setPracticeNotificationPreferenceRoute,
  updatePracticeInfoRoute,
  updateLocationInfoRoute,
];
