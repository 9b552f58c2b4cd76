import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDLE_TIMEOUT_MS, TOKEN_CHECK_MS } from '../../../domain/shared/constants';
import { IDLE_WARNING_MS } from '../../../domain/security/constants';
import { sessionTimers } from '../../../infra/config/security';
import { featureFlags } from '../../../infra/config/feature-flags';
import { enabledFeatureFlags, FEATURE_FLAG_NAMES } from '../../../domain/shared/feature-flags';
import type { QueryContext } from '../../lib/context';

/**
 * POST /api/session/config: the browser's session timers (spec point 9: idle 28 minutes, token
 * check 20 minutes; both configurable), from IDLE_TIMEOUT_MS, IDLE_WARNING_MS and TOKEN_CHECK_MS,
 * so a deployment changes them without rebuilding the web app.
 */
export const sessionConfigRoute: FastifyPluginAsyncZod<QueryContext> = async (app) => {
  app.post(
    '/api/session/config',
    {
      schema: {
        tags: ['session'],
        summary: 'Session timers for the browser',
        response: { 200: z.object({ idleTimeoutMs: z.number().int(), idleWarningMs: z.number().int(), tokenCheckMs: z.number().int(), featureFlags: z.array(z.enum(FEATURE_FLAG_NAMES)) }) },
      },
      config: { auth: 'public' },
    },
    async () => ({
      ...sessionTimers(process.env, { idleTimeoutMs: IDLE_TIMEOUT_MS, idleWarningMs: IDLE_WARNING_MS, tokenCheckMs: TOKEN_CHECK_MS }),
      // The enabled feature flags (FEATURE_FLAGS), e.g. dateOfService for the prescription form (decision D-062).
      featureFlags: enabledFeatureFlags(featureFlags()),
    }),
  );
};
