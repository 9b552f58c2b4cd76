import { accessRequestListReply } from '../../../domain/access-requests/api-schemas';
import { practiceIdOf } from '../../../domain/identity/access-token';
import { accessRequestRows } from '../../lib/access-request-rows';
import { toView } from '../../lib/access-request-view';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/accessRequest/locationget (Staff, Practice): the access requests the caller's
 * location sent (the administrator: the whole practice's), newest first, without archived ones.
 */
export const locationGetAccessRequestsRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/accessRequest/locationget',
    tags: ['access request'],
    summary: "The location's access requests",
    auth: ['Staff', 'Practice'],
    readModels: ['access_requests', 'customers', 'practices'],
    reply: accessRequestListReply,
  },
  async ({ claims }, ctx) => {
    let query = accessRequestRows(ctx.db).where('r.practice_id', '=', practiceIdOf(claims)).where('r.archived', '=', false);
    if (claims.customerGroup === 'Staff' && claims.locationId) query = query.where('r.location_id', '=', claims.locationId);
    const rows = await query.orderBy('r.request_date', 'desc').orderBy('r.request_id', 'desc').limit(500).execute();
    const now = new Date();
    return { items: rows.map((r) => toView(r, now)) };
  },
);
