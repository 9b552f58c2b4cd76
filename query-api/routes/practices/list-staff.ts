import { practiceIdOf } from '../../../domain/identity/access-token';
import { listStaffReply } from '../../../domain/practices/api-schemas';
import { queryRoute } from '../../lib/query-route';

/** POST /api/customer/practice/staff (practice administrator, issue #17): the practice's administrator and staff accounts. */
export const listStaffRoute = queryRoute(
  { method: 'POST', path: '/api/customer/practice/staff', tags: ['practice'], summary: "The practice's users (administrator)", auth: ['Practice'], readModels: ['customers'], reply: listStaffReply },
  async ({ claims }, ctx) => {
    const rows = await ctx.db
      .withSchema('rm')
      .selectFrom('customers')
      .select(['account_number', 'first_name', 'last_name', 'email', 'customer_group', 'location_id', 'is_registered', 'is_deactivated'])
      .where('practice_id', '=', practiceIdOf(claims))
      .where('customer_group', 'in', ['Practice', 'Staff'])
      .orderBy('customer_group')
      .orderBy('last_name')
      .orderBy('first_name')
      .execute();
    return {
      staff: rows.map((r) => ({
        accountNumber: r.account_number, firstName: r.first_name, lastName: r.last_name, email: r.email,
        customerGroup: r.customer_group === 'Practice' ? ('Practice' as const) : ('Staff' as const),
        locationId: r.location_id, registered: r.is_registered, deactivated: Boolean(r.is_deactivated),
      })),
    };
  },
);
