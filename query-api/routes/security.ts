import type { FastifyPluginAsync } from 'fastify';
import type { QueryContext } from '../lib/context';
import { getByTokenRoute } from './customer/getbytoken';
import { getNotificationPreferenceRoute } from './customer/get-notification-preference';
import { getSmsNumberRoute } from './customer/get-sms-number';
import { devSmsRoutes } from './dev/sms';
import { sessionConfigRoute } from './security/session-config';

/** Account security reads: SMS number and two-factor, notification preferences, profile by token, session timers, dev SMS outbox. */
export const securityQueryRoutes: FastifyPluginAsync<QueryContext> = async (app, ctx) => {
  for (const route of [getSmsNumberRoute, getNotificationPreferenceRoute, getByTokenRoute, sessionConfigRoute, devSmsRoutes]) {
    await app.register(route, ctx);
  }
};
