import { devMailboxRoutes } from './mailbox';
import { devSmsRoutes } from './sms';

/**
 * The development mailbox and SMS outbox (each only when its real provider is not configured and
 * not in production). Plain Fastify routes: they serve HTML pages beside their JSON.
 */
export const devQueryRoutes = [devMailboxRoutes, devSmsRoutes];
