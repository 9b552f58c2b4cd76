import { sessionConfigReply } from '../../../domain/security/api-schemas';
import { IDLE_WARNING_MS } from '../../../domain/security/constants';
import { IDLE_TIMEOUT_MS, TOKEN_CHECK_MS } from '../../../domain/shared/constants';
import { enabledFeatureFlags } from '../../../domain/shared/feature-flags';
import { featureFlags } from '../../../infra/config/feature-flags';
import { sessionTimers } from '../../../infra/config/security';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/session/config: the browser's session timers (spec point 9: idle 28 minutes, token
 * check 20 minutes; both configurable), from IDLE_TIMEOUT_MS, IDLE_WARNING_MS and TOKEN_CHECK_MS,
 * so a deployment changes them without rebuilding the web app.
 */
export const sessionConfigRoute = queryRoute(
  { method: 'POST', path: '/api/session/config', tags: ['session'], summary: 'Session timers for the browser', auth: 'public', readModels: [], reply: sessionConfigReply },
  async () => ({
    ...sessionTimers(process.env, { idleTimeoutMs: IDLE_TIMEOUT_MS, idleWarningMs: IDLE_WARNING_MS, tokenCheckMs: TOKEN_CHECK_MS }),
    // The enabled feature flags (FEATURE_FLAGS), e.g. dateOfService for the prescription form (decision D-062).
    featureFlags: enabledFeatureFlags(featureFlags()),
  }),
);
