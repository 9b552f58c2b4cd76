import type { FastifyPluginAsync } from 'fastify';
import { minPositionPlugin } from '../infra/http/min-position';
import { createPositionWaiter } from '../infra/read-models/wait-for-position';
import type { QueryContext } from './lib/context';
import { accessRequestsQueryRoutes } from './routes/access-requests';
import { addressesQueryRoutes } from './routes/addresses';
import { announcementsQueryRoutes } from './routes/announcements';
import { catalogQueryRoutes } from './routes/catalog';
import { devQueryRoutes } from './routes/dev';
import { historyQueryRoutes } from './routes/history';
import { identityQueryRoutes } from './routes/identity';
import { invitesQueryRoutes } from './routes/invites';
import { liveQueryRoutes } from './routes/live';
import { opsQueryRoutes } from './routes/ops';
import { orderingQueryRoutes } from './routes/ordering';
import { patientsQueryRoutes } from './routes/patients';
import { paymentsQueryRoutes } from './routes/payments';
import { practicesQueryRoutes } from './routes/practices';
import { prescriptionsQueryRoutes } from './routes/prescriptions';
import { pricingQueryRoutes } from './routes/pricing';
import { reportsQueryRoutes } from './routes/reports';
import { rewardsQueryRoutes } from './routes/rewards';
import { securityQueryRoutes } from './routes/security';
import { staffNotificationsQueryRoutes } from './routes/staff-notifications';
import { supportQueryRoutes } from './routes/support';
import { legalQueryRoutes } from './routes/legal';
import { contactQueryRoutes } from './routes/contact';
import { practiceSignupsQueryRoutes } from './routes/practice-signups';
import { distributorStaffQueryRoutes } from './routes/distributor-staff';
import { timeTravelQueryRoutes } from './routes/time-travel';
import { whatIfQueryRoutes } from './routes/what-if';
import { analysisQueryRoutes } from './routes/analysis';
import { analyticsQueryRoutes } from './routes/analytics';

/** Every query route, by bounded context (routes/<context>/index.ts lists its routes). */
const queryRoutes = [
  opsQueryRoutes,
  identityQueryRoutes,
  securityQueryRoutes,
  supportQueryRoutes,
  accessRequestsQueryRoutes,
  staffNotificationsQueryRoutes,
  invitesQueryRoutes,
  practicesQueryRoutes,
  patientsQueryRoutes,
  catalogQueryRoutes,
  prescriptionsQueryRoutes,
  orderingQueryRoutes,
  rewardsQueryRoutes,
  paymentsQueryRoutes,
  addressesQueryRoutes,
  pricingQueryRoutes,
  historyQueryRoutes,
  reportsQueryRoutes,
  announcementsQueryRoutes,
  liveQueryRoutes,
  devQueryRoutes,
  contactQueryRoutes,
  legalQueryRoutes,
  practiceSignupsQueryRoutes,
  distributorStaffQueryRoutes,
  timeTravelQueryRoutes,
  whatIfQueryRoutes,
  analysisQueryRoutes,
  analyticsQueryRoutes,
].flat();

/** The query API: reads read models only. Mounted by server.ts or by npm start. */
export const queryApi: FastifyPluginAsync<QueryContext> = async (app, ctx) => {
  await app.register(minPositionPlugin, { waitFor: createPositionWaiter(ctx.sql, ctx.store) });
  for (const route of queryRoutes) await app.register(route, ctx);
};
