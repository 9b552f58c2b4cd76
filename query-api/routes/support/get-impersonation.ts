import { DomainError } from '../../../domain/shared/errors';
import { getImpersonationInput, impersonationDetail } from '../../../domain/support/api-schemas';
import { changesOf, toSession } from '../../lib/impersonation-audit';
import { queryRoute } from '../../lib/query-route';

/** GET /api/support/impersonation?impersonationId= (CSR; a query string: the gateway routes by exact OpenAPI path): one session with every change made in it. */
export const getImpersonationRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/support/impersonation',
    tags: ['support'],
    summary: 'One impersonation session with every change made in it (CSR)',
    auth: ['CSR'],
    readModels: ['impersonation_audit'],
    input: getImpersonationInput,
    reply: impersonationDetail,
  },
  async ({ input }, ctx) => {
    const { impersonationId } = input;
    const row = await ctx.db
      .withSchema('rm')
      .selectFrom('impersonation_sessions')
      .selectAll()
      .where('impersonation_id', '=', impersonationId)
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'IMPERSONATION_NOT_FOUND', 'No impersonation session has this id.');
    const changes = await changesOf(ctx.db, [impersonationId]);
    return { ...toSession(row), changes: changes.get(impersonationId) ?? [] };
  },
);
