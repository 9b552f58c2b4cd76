import { sql } from 'kysely';
import { practiceIdOf } from '../../../domain/identity/access-token';
import { batchEmailUsersCountReply } from '../../../domain/identity/api-schemas';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/batchemailuserscount (Staff, Practice): how many of the practice's patients
 * a batch welcome e-mail would go to: not registered and never e-mailed (spec point 7: NumberOfUsers).
 */
export const batchEmailUsersCountRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/batchemailuserscount',
    tags: ['customer'],
    summary: 'Patients a batch welcome e-mail would reach',
    auth: ['Staff', 'Practice'],
    readModels: ['customers'],
    reply: batchEmailUsersCountReply,
  },
  async ({ claims }, ctx) => {
    const row = await ctx.db
      .withSchema('rm')
      .selectFrom('customers')
      .select(sql<number>`count(*)`.as('n'))
      .where('practice_id', '=', practiceIdOf(claims))
      .where('customer_group', '=', 'Patient')
      .where('is_registered', '=', false)
      .where('has_been_sent_email', '=', false)
      .executeTakeFirst();
    return { NumberOfUsers: Number(row?.n ?? 0) };
  },
);
