import { devMailboxRoutes } from './read-mailbox';
import { devSmsRoutes } from './read-sms-outbox';

/**
 * The development mailbox and SMS outbox: mounted only when asked for (DEV_MAILBOX=1), when the
 * real provider is not configured and not in production, and answering only a caller on this
 * machine or a CSR (D-525). Plain Fastify routes: they serve HTML pages beside their JSON.
 */
export const devQueryRoutes = [devMailboxRoutes, devSmsRoutes];
