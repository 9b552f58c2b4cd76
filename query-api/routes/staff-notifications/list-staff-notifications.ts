import { accessRequestAnswerMessage } from '../../../domain/staff-notifications/mark-staff-notifications';
import { staffNotificationsReply } from '../../../domain/staff-notifications/api-schemas';
import { queryRoute } from '../../lib/query-route';
import { staffNotificationsOf } from '../../lib/staff-notification-scope';

/** POST /api/customer/notification/get (Staff, Practice): the caller's staff notifications, newest first. */
export const getStaffNotificationsRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/notification/get',
    tags: ['staff notifications'],
    summary: 'Staff notifications',
    auth: ['Staff', 'Practice'],
    readModels: ['staff_notifications', 'customers', 'access_requests'],
    reply: staffNotificationsReply,
  },
  async ({ claims }, ctx) => {
    // The patient's name only on an acceptance; a denial names the address the practice asked (D-523).
    const rows = await staffNotificationsOf(ctx.db, claims)
      .leftJoin('customers as c', (join) => join.onRef('c.account_number', '=', 'n.patient_account_number').on('n.status', '=', 'accepted'))
      .leftJoin('access_requests as r', 'r.request_id', 'n.request_id')
      .select(['n.notification_id', 'n.is_viewed', 'n.kind', 'n.status', 'n.denial_reason', 'n.created_at', 'n.request_id', 'n.patient_account_number', 'c.first_name', 'c.last_name', 'r.patient_email'])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.notification_id', 'desc')
      .limit(200)
      .execute();
    return {
      items: rows.map((r) => ({
        id: r.notification_id,
        isViewed: r.is_viewed,
        kind: r.kind,
        message: accessRequestAnswerMessage([r.first_name, r.last_name].filter(Boolean).join(' ') || r.patient_email || 'A patient', r.status === 'accepted' ? 'accepted' : 'denied', r.denial_reason),
        createdAt: r.created_at,
        requestId: r.request_id,
        patientAccountNumber: r.status === 'accepted' ? r.patient_account_number : null,
      })),
    };
  },
);
