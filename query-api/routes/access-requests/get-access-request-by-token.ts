import { createHash } from 'node:crypto';
import { ACCESS_REQUEST_MESSAGES } from '../../../domain/access-requests/access-request-rules';
import { accessRequestByTokenInput, accessRequestView } from '../../../domain/access-requests/api-schemas';
import { DomainError } from '../../../domain/shared/errors';
import { accessRequestRows } from '../../lib/access-request-rows';
import { toView } from '../../lib/access-request-view';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/accessRequest/getbytoken (public, spec point 6): the request an e-mailed link
 * points to, with its status (an expired or answered one shows as such). Unknown token → 404.
 */
export const getAccessRequestByTokenRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/accessRequest/getbytoken',
    tags: ['access request'],
    summary: 'The access request of an e-mailed link',
    auth: 'public',
    readModels: ['access_requests', 'customers', 'practices'],
    input: accessRequestByTokenInput,
    reply: accessRequestView,
  },
  async ({ input }, ctx) => {
    const tokenHash = createHash('sha256').update(input.token).digest('hex');
    const row = await accessRequestRows(ctx.db).where('r.token_hash', '=', tokenHash).executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'TOKEN_INVALID', ACCESS_REQUEST_MESSAGES.tokenInvalid);
    return toView(row, new Date());
  },
);
