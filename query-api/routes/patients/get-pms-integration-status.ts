import { practiceIdOf } from '../../../domain/identity/access-token';
import { pmsIntegrationStatus } from '../../../domain/patients/api-schemas';
import { loadPmsStatus } from '../../lib/pms-status';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/getpmsintegrationstatus: isSignupLocationPmsIntegrated, lastSyncDate and the
 * caller's two banner choices (D-075). Staff and practice administrators.
 */
export const pmsIntegrationStatusRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/getpmsintegrationstatus',
    tags: ['customer'],
    summary: 'PMS integration status and banners',
    auth: ['Staff', 'Practice'],
    readModels: ['customers'],
    reply: pmsIntegrationStatus,
  },
  async ({ claims }, ctx) => loadPmsStatus(ctx.db, { accountNumber: claims.sub, practiceId: practiceIdOf(claims), locationId: claims.locationId }),
);
