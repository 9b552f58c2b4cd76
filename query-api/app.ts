import type { FastifyPluginAsync } from 'fastify';
import { minPositionPlugin } from '../infra/http/min-position';
import { createPositionWaiter } from '../infra/read-models/wait-for-position';
import type { QueryContext } from './lib/context';
import { accessRequestsQueryRoutes } from './routes/access-requests';
import { addressesQueryRoutes } from './routes/addresses';
import { catalogQueryRoutes } from './routes/catalog';
import { pmsIntegrationStatusRoute } from './routes/customer/pmsintegrationstatus';
import { searchPatientsRoute } from './routes/customer/search';
import { devQueryRoutes } from './routes/dev';
import { eventRoutes } from './routes/events/stream-types';
import { historyRoute } from './routes/history/get-history';
import { identityQueryRoutes } from './routes/identity';
import { invitesQueryRoutes } from './routes/invites';
import { opsQueryRoutes } from './routes/ops';
import { orderingQueryRoutes } from './routes/ordering';
import { paymentsQueryRoutes } from './routes/payments';
import { practicesQueryRoutes } from './routes/practices';
import { prescriptionQueryRoutes } from './routes/prescription-query-routes';
import { pricingQueryRoutes } from './routes/pricing-query-routes';
import { reportRoutes } from './routes/reports/report-routes';
import { securityQueryRoutes } from './routes/security';
import { staffNotificationsQueryRoutes } from './routes/staff-notifications';
import { supportQueryRoutes } from './routes/support';

/** Every query route, by bounded context (routes/<context>/index.ts). */
const queryRoutes = [
  opsQueryRoutes,
  identityQueryRoutes,
  securityQueryRoutes,
  supportQueryRoutes,
  accessRequestsQueryRoutes,
  staffNotificationsQueryRoutes,
  invitesQueryRoutes,
  practicesQueryRoutes,
  [searchPatientsRoute, pmsIntegrationStatusRoute],
  catalogQueryRoutes,
  prescriptionQueryRoutes,
  orderingQueryRoutes,
  paymentsQueryRoutes,
  addressesQueryRoutes,
  pricingQueryRoutes,
  [historyRoute, ...eventRoutes],
  reportRoutes,
  devQueryRoutes,
].flat();

/** The query API: reads read models only. Mounted by server.ts or by npm start. */
export const queryApi: FastifyPluginAsync<QueryContext> = async (app, ctx) => {
  await app.register(minPositionPlugin, { waitFor: createPositionWaiter(ctx.sql, ctx.store) });
  for (const route of queryRoutes) await app.register(route, ctx);
};
