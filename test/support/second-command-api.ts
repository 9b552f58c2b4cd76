import type { FastifyInstance } from 'fastify';
import { commandApi } from '../../command-api/app';
import type { StateCache } from '../../command-api/lib/state-cache';
import { createApiServer } from '../../infra/http/create-api-server';
import type { PaymentProvider } from '../../infra/payments/port';
import { createSessionCheck } from '../../infra/read-models/sessions';
import type { TestPlatform } from './test-platform';

/**
 * Another command API on the platform's database and event store, as a second process would be:
 * its own state cache (issue #19) and, when given, its own payment provider. It checks the
 * platform's tokens, so the file sets JWT_SECRET before the platform starts.
 */
export async function startSecondCommandApi(platform: TestPlatform, options: { payments?: PaymentProvider; stateCache?: StateCache } = {}): Promise<FastifyInstance> {
  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('a second command API needs the platform to run with JWT_SECRET set');
  return createApiServer({
    title: 'second command API',
    appOrigin: 'http://localhost',
    logger: false,
    auth: { secret, tokenTtlMs: 20 * 60_000, isSessionValid: createSessionCheck(platform.infra.sql, platform.infra.store) },
    apps: [{ plugin: commandApi as never, options: { store: platform.infra.store, sql: platform.infra.sql, tokenTtlMs: 20 * 60_000, ...options } }],
  });
}
