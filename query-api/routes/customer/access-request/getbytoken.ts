import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_REQUEST_MESSAGES } from '../../../../domain/access-requests/access-request-rules';
import { DomainError } from '../../../../domain/shared/errors';
import { errorBody, errorResponses } from '../../../../infra/http/errors';
import { accessRequestRows } from '../../../lib/access-request-rows';
import { accessRequestView, toView } from '../../../lib/access-request-view';
import type { QueryContext } from '../../../lib/context';

/**
 * POST /api/customer/accessRequest/getbytoken (public, spec point 6): the request an e-mailed link
 * points to, with its status (an expired or answered one shows as such). Unknown token → 404.
 */
export const getAccessRequestByTokenRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/accessRequest/getbytoken',
    {
      schema: {
        tags: ['access request'],
        summary: 'The access request of an e-mailed link',
        body: z.object({ token: z.string().trim().min(1, ACCESS_REQUEST_MESSAGES.tokenInvalid).max(200) }),
        response: { 200: accessRequestView, 404: errorBody, ...errorResponses },
      },
      config: { auth: 'public', readModels: ['access_requests', 'customers', 'practices'] },
    },
    async (request) => {
      const tokenHash = createHash('sha256').update(request.body.token).digest('hex');
      const row = await accessRequestRows(ctx.db).where('r.token_hash', '=', tokenHash).executeTakeFirst();
      if (!row) throw new DomainError('not_found', 'TOKEN_INVALID', ACCESS_REQUEST_MESSAGES.tokenInvalid);
      return toView(row, new Date());
    },
  );
};
