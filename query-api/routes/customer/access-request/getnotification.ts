import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireClaims } from '../../../../infra/http/auth';
import { errorResponses } from '../../../../infra/http/errors';
import { accessRequestRows } from '../../../lib/access-request-rows';
import { accessRequestView, toView } from '../../../lib/access-request-view';
import type { QueryContext } from '../../../lib/context';

/** POST /api/customer/accessRequest/getnotification (Patient): the signed-in patient's pending, unexpired access requests. */
export const getAccessRequestNotificationsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/accessRequest/getnotification',
    {
      schema: {
        tags: ['access request'],
        summary: "The patient's pending access requests",
        security: [{ bearer: [] }],
        response: { 200: z.object({ items: z.array(accessRequestView) }), ...errorResponses },
      },
      config: { auth: ['Patient'], readModels: ['access_requests', 'customers', 'practices'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const now = new Date();
      const rows = await accessRequestRows(ctx.db)
        .where('r.patient_account_number', '=', claims.sub)
        .where('r.decision', '=', 'pending')
        .where('r.expiry_date', '>', now.toISOString())
        .orderBy('r.request_date', 'desc')
        .execute();
      return { items: rows.map((r) => toView(r, now)) };
    },
  );
};
