import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../../domain/shared/errors';
import { requireClaims } from '../../../../infra/http/auth';
import { errorResponses } from '../../../../infra/http/errors';
import { accessRequestRows } from '../../../lib/access-request-rows';
import { accessRequestView, toView } from '../../../lib/access-request-view';
import type { QueryContext } from '../../../lib/context';

/**
 * POST /api/customer/accessRequest/locationget (Staff, Practice): the access requests the caller's
 * location sent (the administrator: the whole practice's), newest first, without archived ones.
 */
export const locationGetAccessRequestsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/accessRequest/locationget',
    {
      schema: {
        tags: ['access request'],
        summary: "The location's access requests",
        security: [{ bearer: [] }],
        response: { 200: z.object({ items: z.array(accessRequestView) }), ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['access_requests', 'customers', 'practices'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      let query = accessRequestRows(ctx.db).where('r.practice_id', '=', claims.practiceId).where('r.archived', '=', false);
      if (claims.customerGroup === 'Staff' && claims.locationId) query = query.where('r.location_id', '=', claims.locationId);
      const rows = await query.orderBy('r.request_date', 'desc').orderBy('r.request_id', 'desc').limit(500).execute();
      const now = new Date();
      return { items: rows.map((r) => toView(r, now)) };
    },
  );
};
