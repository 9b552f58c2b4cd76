import type { FastifyPluginAsync } from 'fastify';
import { withDdlLock } from '../infra/db/ddl-lock';
import type { CommandContext } from './lib/context';
import { COMMAND_REPLIES_DDL, idempotencyPlugin } from './lib/idempotency';
import { StateCache } from './lib/state-cache';
import { accessRequestsCommandRoutes } from './routes/access-requests';
import { announcementsCommandRoutes } from './routes/announcements';
import { identityCommandRoutes } from './routes/identity';
import { invitesCommandRoutes } from './routes/invites';
import { orderingCommandRoutes } from './routes/ordering';
import { patientsCommandRoutes } from './routes/patients';
import { paymentsCommandRoutes } from './routes/payments';
import { practicesCommandRoutes } from './routes/practices';
import { prescriptionsCommandRoutes } from './routes/prescriptions';
import { pricingCommandRoutes } from './routes/pricing';
import { rewardsCommandRoutes } from './routes/rewards';
import { securityCommandRoutes } from './routes/security';
import { staffNotificationsCommandRoutes } from './routes/staff-notifications';
import { supportCommandRoutes } from './routes/support';
import { legalCommandRoutes } from './routes/legal';
import { contactCommandRoutes } from './routes/contact';
import { practiceSignupsCommandRoutes } from './routes/practice-signups';
import { distributorStaffCommandRoutes } from './routes/distributor-staff';
import { timeTravelCommandRoutes } from './routes/time-travel';
import { opsCommandRoutes } from './routes/ops';
import { whatIfCommandRoutes } from './routes/what-if';
import { analysisCommandRoutes } from './routes/analysis';
import { analyticsCommandRoutes } from './routes/analytics';

/** Every command route, by bounded context (routes/<context>/index.ts lists its routes). */
const commandRoutes = [
  identityCommandRoutes,
  securityCommandRoutes,
  supportCommandRoutes,
  accessRequestsCommandRoutes,
  staffNotificationsCommandRoutes,
  invitesCommandRoutes,
  practicesCommandRoutes,
  patientsCommandRoutes,
  prescriptionsCommandRoutes,
  orderingCommandRoutes,
  paymentsCommandRoutes,
  pricingCommandRoutes,
  contactCommandRoutes,
  legalCommandRoutes,
  practiceSignupsCommandRoutes,
  announcementsCommandRoutes,
  rewardsCommandRoutes,
  distributorStaffCommandRoutes,
  timeTravelCommandRoutes,
  whatIfCommandRoutes,
  opsCommandRoutes,
  analysisCommandRoutes,
  analyticsCommandRoutes,
].flat();

/** The command API: every route validates, decides and appends events. Mounted by server.ts or by npm start. */
/** The state cache's size when the caller gives none (tests, benches): the configuration's default. */
const DEFAULT_STATE_CACHE_BYTES = 64 * 2 ** 20;

export const commandApi: FastifyPluginAsync<CommandContext> = async (app, options) => {
  const ctx: CommandContext = { ...options, stateCache: options.stateCache ?? new StateCache(DEFAULT_STATE_CACHE_BYTES) };
  await withDdlLock(ctx.sql, () => ctx.sql.exec(COMMAND_REPLIES_DDL));
  await app.register(idempotencyPlugin, { sql: ctx.sql });
  for (const route of commandRoutes) await app.register(route, ctx);
};
