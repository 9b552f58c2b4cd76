import { listDistributorStaffInput, listDistributorStaffReply } from '../../../domain/distributor-staff/api-schemas';
import type { DistributorStaffStatus } from '../../../domain/distributor-staff/staff-status';
import type { DistributorStaffGroup } from '../../../domain/identity/customer-group';
import { queryRoute } from '../../lib/query-route';

/** `%`, `_` and `\` typed into the search stand for themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * POST /api/support/distributorstaff (CSR, issues #32, #33): analysts and operators by last and first
 * name, filtered by role and state and by part of a name or e-mail, paged; with who invited them (the
 * CSR's name), when the last invitation went out, two-factor and the last sign-in.
 */
export const listDistributorStaffRoute = queryRoute(
  {
    method: 'POST', path: '/api/support/distributorstaff', tags: ['support'], summary: 'Analysts and operators (CSR)',
    auth: ['CSR'], readModels: ['distributor_staff', 'customers'], input: listDistributorStaffInput, reply: listDistributorStaffReply,
  },
  async ({ input }, ctx) => {
    let q = ctx.db.withSchema('rm').selectFrom('distributor_staff as s');
    if (input.role !== 'all') q = q.where('s.customer_group', '=', input.role);
    if (input.status !== 'all') q = q.where('s.status', '=', input.status);
    for (const word of input.search.split(/\s+/).filter(Boolean)) q = q.where('s.search_text', 'like', likePattern(word));
    const [counted, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      q
        .leftJoin('customers as c', 'c.account_number', 's.invited_by')
        .select(['s.account_number', 's.customer_group', 's.first_name', 's.last_name', 's.email', 's.status', 's.invited_at', 's.invitation_sent_at', 's.two_factor_enabled', 's.last_signed_in_at', 's.deactivated_at', 'c.first_name as by_first', 'c.last_name as by_last'])
        .orderBy('s.last_name')
        .orderBy('s.first_name')
        .orderBy('s.account_number')
        .limit(input.limit)
        .offset(input.offset)
        .execute(),
    ]);
    return {
      total: Number(counted?.n ?? 0),
      staff: rows.map((r) => ({
        accountNumber: r.account_number,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        role: r.customer_group as DistributorStaffGroup,
        status: r.status as DistributorStaffStatus,
        invitedAt: r.invited_at,
        invitedBy: r.by_first ? `${r.by_first} ${r.by_last ?? ''}`.trim() : null,
        invitationSentAt: r.invitation_sent_at,
        twoFactorEnabled: r.two_factor_enabled,
        lastSignedInAt: r.last_signed_in_at,
        deactivatedAt: r.deactivated_at,
      })),
    };
  },
);
