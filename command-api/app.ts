import type { FastifyPluginAsync } from 'fastify';
import { withDdlLock } from '../infra/db/ddl-lock';
import type { CommandContext } from './lib/context';
import { COMMAND_REPLIES_DDL, idempotencyPlugin } from './lib/idempotency';
import { createPatientRoute } from './routes/customer/create';
import { signInRoute } from './routes/customer/signin';
import { signOutRoute } from './routes/customer/signout';

/** The command API: every route validates, decides and appends events. Mounted by server.ts or by npm start. */
export const commandApi: FastifyPluginAsync<CommandContext> = async (app, ctx) => {
  await withDdlLock(ctx.sql, () => ctx.sql.exec(COMMAND_REPLIES_DDL));
  await app.register(idempotencyPlugin, { sql: ctx.sql });
  for (const route of [signInRoute, signOutRoute, createPatientRoute]) await app.register(route, ctx);
};
