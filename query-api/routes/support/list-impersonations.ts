import { listImpersonationsInput, listImpersonationsOutput } from '../../../domain/support/api-schemas';
import { countSessions, sessionsMatching, toSession } from '../../lib/impersonation-audit';
import { queryRoute } from '../../lib/query-route';

/** GET /api/support/impersonations (CSR): the impersonation audit trail's sessions, filtered and paged, newest first. */
export const listImpersonationsRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/support/impersonations',
    tags: ['support'],
    summary: 'Impersonation sessions, newest first (CSR)',
    auth: ['CSR'],
    readModels: ['impersonation_audit'],
    input: listImpersonationsInput,
    reply: listImpersonationsOutput,
  },
  async ({ input }, ctx) => {
    const { limit, offset, ...filters } = input;
    const q = sessionsMatching(ctx.db, filters);
    const total = await countSessions(q);
    const rows = await q.selectAll().orderBy('started_at', 'desc').orderBy('impersonation_id', 'desc').limit(limit).offset(offset).execute();
    return { total, sessions: rows.map(toSession) };
  },
);
