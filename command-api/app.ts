import type { FastifyPluginAsync } from 'fastify';
import { withDdlLock } from '../infra/db/ddl-lock';
import type { CommandContext } from './lib/context';
import { COMMAND_REPLIES_DDL, idempotencyPlugin } from './lib/idempotency';
import { accessRequestRoutes } from './routes/access-request-routes';
import { inviteRoutes } from './routes/invite-routes';
import { orderCartRoutes } from './routes/order-cart-routes';
import { cardRoutes } from './routes/card-routes';
import { accountRoutes } from './routes/customer/account-routes';
import { beginImpersonationRoute } from './routes/customer/beginimpersonation';
import { endImpersonationRoute } from './routes/customer/endimpersonation';
import { forceWelcomeEmailRoute } from './routes/customer/forcewelcomeemail';
import { signInRoute } from './routes/customer/signin';
import { signOutRoute } from './routes/customer/signout';
import { patientsCommandRoutes } from './routes/patients';
import { practiceRoutes } from './routes/practice-routes';
import { prescriptionsCommandRoutes } from './routes/prescriptions';
import { pricingCommandRoutes } from './routes/pricing';
import { securityRoutes } from './routes/security';

/** The command API: every route validates, decides and appends events. Mounted by server.ts or by npm start. */
export const commandApi: FastifyPluginAsync<CommandContext> = async (app, ctx) => {
  await withDdlLock(ctx.sql, () => ctx.sql.exec(COMMAND_REPLIES_DDL));
  await app.register(idempotencyPlugin, { sql: ctx.sql });
  for (const route of accountRoutes) await app.register(route, ctx);
  for (const route of accessRequestRoutes) await app.register(route, ctx);
  for (const route of inviteRoutes) await app.register(route, ctx);
  for (const route of practiceRoutes) await app.register(route, ctx);
  for (const route of patientsCommandRoutes) await app.register(route, ctx);
  for (const route of prescriptionsCommandRoutes) await app.register(route, ctx);
  for (const route of orderCartRoutes) await app.register(route, ctx);
  for (const route of cardRoutes) await app.register(route, ctx);
  for (const route of pricingCommandRoutes) await app.register(route, ctx);
  await app.register(securityRoutes, ctx);
  for (const route of [signInRoute, signOutRoute, beginImpersonationRoute, endImpersonationRoute, forceWelcomeEmailRoute]) await app.register(route, ctx);
};
