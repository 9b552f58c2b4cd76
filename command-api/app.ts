import type { FastifyPluginAsync } from 'fastify';
import { withDdlLock } from '../infra/db/ddl-lock';
import type { CommandContext } from './lib/context';
import { COMMAND_REPLIES_DDL, idempotencyPlugin } from './lib/idempotency';
import { accessRequestsCommandRoutes } from './routes/access-requests';
import { orderCartRoutes } from './routes/order-cart-routes';
import { cardRoutes } from './routes/card-routes';
import { createPatientRoute } from './routes/customer/create';
import { updateProfileRoute } from './routes/customer/update';
import { identityCommandRoutes } from './routes/identity';
import { invitesCommandRoutes } from './routes/invites';
import { patientRoutes } from './routes/patient-routes';
import { practicesCommandRoutes } from './routes/practices';
import { pricingRoutes } from './routes/pricing-routes';
import { prescriptionRoutes } from './routes/prescription-routes';
import { securityCommandRoutes } from './routes/security';
import { staffNotificationsCommandRoutes } from './routes/staff-notifications';
import { supportCommandRoutes } from './routes/support';

/** The command API: every route validates, decides and appends events. Mounted by server.ts or by npm start. */
export const commandApi: FastifyPluginAsync<CommandContext> = async (app, ctx) => {
  await withDdlLock(ctx.sql, () => ctx.sql.exec(COMMAND_REPLIES_DDL));
  await app.register(idempotencyPlugin, { sql: ctx.sql });
  for (const route of [...identityCommandRoutes, ...securityCommandRoutes, ...supportCommandRoutes]) await app.register(route, ctx);
  for (const route of [...accessRequestsCommandRoutes, ...staffNotificationsCommandRoutes, ...invitesCommandRoutes, ...practicesCommandRoutes]) await app.register(route, ctx);
  for (const route of patientRoutes) await app.register(route, ctx);
  for (const route of prescriptionRoutes) await app.register(route, ctx);
  for (const route of orderCartRoutes) await app.register(route, ctx);
  for (const route of cardRoutes) await app.register(route, ctx);
  for (const route of pricingRoutes) await app.register(route, ctx);
  for (const route of [createPatientRoute, updateProfileRoute]) await app.register(route, ctx);
};
