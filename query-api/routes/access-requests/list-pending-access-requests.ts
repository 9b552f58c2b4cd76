import { accessRequestListReply } from '../../../domain/access-requests/api-schemas';
import { accessRequestRows } from '../../lib/access-request-rows';
import { toView } from '../../lib/access-request-view';
import { queryRoute } from '../../lib/query-route';

/** POST /api/customer/accessRequest/getnotification (Patient): the signed-in patient's pending, unexpired access requests. */
export const getAccessRequestNotificationsRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/accessRequest/getnotification',
    tags: ['access request'],
    summary: "The patient's pending access requests",
    auth: ['Patient'],
    readModels: ['access_requests', 'customers', 'practices'],
    reply: accessRequestListReply,
  },
  async ({ claims }, ctx) => {
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
