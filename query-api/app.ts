import type { FastifyPluginAsync } from 'fastify';
import { minPositionPlugin } from '../infra/http/min-position';
import { createPositionWaiter } from '../infra/read-models/wait-for-position';
import type { QueryContext } from './lib/context';
import { accessRequestQueryRoutes } from './routes/access-request-query-routes';
import { inviteQueryRoutes } from './routes/invite-query-routes';
import { accountQueryRoutes } from './routes/customer/account-query-routes';
import { allPracticesRoute } from './routes/customer/allpractices';
import { csrSearchRoute } from './routes/customer/csrsearch';
import { getProfileRoute } from './routes/customer/get';
import { searchPatientsRoute } from './routes/customer/search';
import { pmsIntegrationStatusRoute } from './routes/customer/pmsintegrationstatus';
import { devMailboxRoutes } from './routes/dev/mailbox';
import { healthRoute } from './routes/health';
import { practiceQueryRoutes } from './routes/practice/practice-query-routes';
import { productRoutes } from './routes/product/product-routes';
import { prescriptionQueryRoutes } from './routes/prescription-query-routes';
import { securityQueryRoutes } from './routes/security';
import { impersonationAuditRoutes } from './routes/support/impersonations';
import { supportPracticeRoute } from './routes/support/practice';

/** The query API: reads read models only. Mounted by server.ts or by npm start. */
export const queryApi: FastifyPluginAsync<QueryContext> = async (app, ctx) => {
  await app.register(minPositionPlugin, { waitFor: createPositionWaiter(ctx.sql, ctx.store) });
  for (const route of accountQueryRoutes) await app.register(route, ctx);
  for (const route of accessRequestQueryRoutes) await app.register(route, ctx);
  for (const route of inviteQueryRoutes) await app.register(route, ctx);
  await app.register(practiceQueryRoutes, ctx);
  for (const route of [healthRoute, getProfileRoute, searchPatientsRoute, csrSearchRoute, allPracticesRoute, supportPracticeRoute, impersonationAuditRoutes]) await app.register(route, ctx);
  await app.register(securityQueryRoutes, ctx);
  await app.register(pmsIntegrationStatusRoute, ctx);
  for (const route of productRoutes) await app.register(route, ctx);
  for (const route of prescriptionQueryRoutes) await app.register(route, ctx);
  if (ctx.devMailbox) await app.register(devMailboxRoutes, ctx);
};
