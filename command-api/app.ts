import type { FastifyPluginAsync } from 'fastify';
import { withDdlLock } from '../infra/db/ddl-lock';
import type { CommandContext } from './lib/context';
import { COMMAND_REPLIES_DDL, idempotencyPlugin } from './lib/idempotency';
import { accessRequestRoutes } from './routes/access-request-routes';
import { inviteRoutes } from './routes/invite-routes';
import { accountRoutes } from './routes/customer/account-routes';
import { beginImpersonationRoute } from './routes/customer/beginimpersonation';
import { createPatientRoute } from './routes/customer/create';
import { endImpersonationRoute } from './routes/customer/endimpersonation';
import { forceWelcomeEmailRoute } from './routes/customer/forcewelcomeemail';
import { signInRoute } from './routes/customer/signin';
import { signOutRoute } from './routes/customer/signout';
import { orderingCommandRoutes } from './routes/ordering';
import { patientRoutes } from './routes/patient-routes';
import { paymentsCommandRoutes } from './routes/payments';
import { practiceRoutes } from './routes/practice-routes';
import { pricingRoutes } from './routes/pricing-routes';
import { prescriptionRoutes } from './routes/prescription-routes';
import { securityRoutes } from './routes/security';

/** The command API: every route validates, decides and appends events. Mounted by server.ts or by npm start. */
export const commandApi: FastifyPluginAsync<CommandContext> = async (app, ctx) => {
  await withDdlLock(ctx.sql, () => ctx.sql.exec(COMMAND_REPLIES_DDL));
  await app.register(idempotencyPlugin, { sql: ctx.sql });
  for (const route of accountRoutes) await app.register(route, ctx);
  for (const route of accessRequestRoutes) await app.register(route, ctx);
  for (const route of inviteRoutes) await app.register(route, ctx);
  for (const route of practiceRoutes) await app.register(route, ctx);
  for (const route of patientRoutes) await app.register(route, ctx);
  for (const route of prescriptionRoutes) await app.register(route, ctx);
  for (const route of orderingCommandRoutes) await app.register(route, ctx);
  for (const route of paymentsCommandRoutes) await app.register(route, ctx);
  for (const route of pricingRoutes) await app.register(route, ctx);
  await app.register(securityRoutes, ctx);
  for (const route of [signInRoute, signOutRoute, createPatientRoute, beginImpersonationRoute, endImpersonationRoute, forceWelcomeEmailRoute]) await app.register(route, ctx);
};
