import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessRequestAnswerMessage } from '../../../../domain/staff-notifications/mark-staff-notifications';
import { requireClaims } from '../../../../infra/http/auth';
import { errorResponses } from '../../../../infra/http/errors';
import type { QueryContext } from '../../../lib/context';
import { staffNotificationsOf } from '../../../lib/staff-notification-scope';

export const staffNotificationView = z.object({
  id: z.string(),
  isViewed: z.boolean(),
  kind: z.string(),
  message: z.string(),
  createdAt: z.string(),
  requestId: z.string().nullable(),
  patientAccountNumber: z.string().nullable(),
});

/** POST /api/customer/notification/get (Staff, Practice): the caller's staff notifications, newest first. */
export const getStaffNotificationsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/notification/get',
    {
      schema: {
        tags: ['staff notifications'],
        summary: 'Staff notifications',
        security: [{ bearer: [] }],
        response: { 200: z.object({ items: z.array(staffNotificationView) }), ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['staff_notifications', 'customers'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const rows = await staffNotificationsOf(ctx.db, claims)
        .leftJoin('customers as c', 'c.account_number', 'n.patient_account_number')
        .select(['n.notification_id', 'n.is_viewed', 'n.kind', 'n.status', 'n.denial_reason', 'n.created_at', 'n.request_id', 'n.patient_account_number', 'c.first_name', 'c.last_name'])
        .orderBy('n.created_at', 'desc')
        .orderBy('n.notification_id', 'desc')
        .limit(200)
        .execute();
      return {
        items: rows.map((r) => ({
          id: r.notification_id,
          isViewed: r.is_viewed,
          kind: r.kind,
          message: accessRequestAnswerMessage([r.first_name, r.last_name].filter(Boolean).join(' ') || 'A patient', r.status === 'accepted' ? 'accepted' : 'denied', r.denial_reason),
          createdAt: r.created_at,
          requestId: r.request_id,
          patientAccountNumber: r.patient_account_number,
        })),
      };
    },
  );
};
