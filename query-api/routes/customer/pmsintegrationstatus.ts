import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pmsIntegrationStatus } from '../../../domain/patients/pms-banners';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { loadPmsStatus } from '../../lib/pms-status';

/**
 * POST /api/customer/getpmsintegrationstatus: isSignupLocationPmsIntegrated, lastSyncDate and the
 * caller's two banner choices (D-075). Staff and practice administrators.
 */
export const pmsIntegrationStatusRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/getpmsintegrationstatus',
    {
      schema: {
        tags: ['customer'],
        summary: 'PMS integration status and banners',
        security: [{ bearer: [] }],
        response: { 200: pmsIntegrationStatus, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['customers'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      return loadPmsStatus(ctx.db, { accountNumber: claims.sub, practiceId: claims.practiceId, locationId: claims.locationId });
    },
  );
};
