import { listSignupsInput, listSignupsReply } from '../../../domain/practice-signups/api-schemas';
import { queryRoute } from '../../lib/query-route';

const STATUSES = ['pending', 'approved', 'declined'] as const;
const asStatus = (s: string) => STATUSES.find((x) => x === s) ?? 'pending';

/** POST /api/support/practicesignups (CSR): practice sign-ups by status, pending oldest first (review order), others newest first. */
export const listPracticeSignupsRoute = queryRoute(
  {
    method: 'POST', path: '/api/support/practicesignups', tags: ['practice sign-up'], summary: 'Practice sign-ups (CSR)',
    auth: ['CSR'], readModels: ['practice_signups'], input: listSignupsInput, reply: listSignupsReply,
  },
  async ({ input }, ctx) => {
    let q = ctx.db.withSchema('rm').selectFrom('practice_signups');
    if (input.status !== 'all') q = q.where('status', '=', input.status);
    const counted = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await q
      .selectAll()
      .orderBy('requested_at', input.status === 'pending' ? 'asc' : 'desc')
      .orderBy('signup_id')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    return {
      total: Number(counted?.n ?? 0),
      signups: rows.map((r) => ({
        signupId: r.signup_id, practiceName: r.practice_name, contactName: r.contact_name, email: r.email, phone: r.phone, address: r.address,
        emailCommunicationsOptIn: r.email_opt_in, status: asStatus(r.status), requestedAt: r.requested_at, reviewedAt: r.reviewed_at,
        reviewedBy: r.reviewed_by, declineReason: r.decline_reason, practiceId: r.practice_id,
      })),
    };
  },
);
