import { sql } from 'kysely';
import { practiceIdOf } from '../../../domain/identity/access-token';
import { upcomingReordersInput, upcomingReordersReply } from '../../../domain/ordering/api-schemas';
import { addDays, REORDER_WINDOW_DAYS } from '../../../domain/ordering/reorder';
import { queryRoute } from '../../lib/query-route';

/**
 * GET /api/reorder/upcoming (issue #20): the practice's "due for reorder" list — patients whose
 * current supply (the prescription of their latest order, the shorter eye) ends within
 * REORDER_WINDOW_DAYS (D-420) or has run out, soonest first, with how to reach them; `total` is the
 * sales dashboard's "upcoming reorders". Orders placed at the caller's practice only.
 */
export const upcomingReordersRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/reorder/upcoming',
    tags: ['order'],
    summary: "The practice's patients due for reorder, soonest end of supply first",
    auth: ['Staff', 'Practice'],
    readModels: ['reorder_supply', 'customers'],
    input: upcomingReordersInput,
    reply: upcomingReordersReply,
  },
  async ({ input, claims }, ctx) => {
    const practiceId = practiceIdOf(claims);
    const today = new Date().toISOString().slice(0, 10);
    const lastDue = addDays(today, REORDER_WINDOW_DAYS - 1);
    const rows = await ctx.db
      .withSchema('rm')
      .selectFrom('reorder_supply as rs')
      .innerJoin('customers as c', 'c.account_number', 'rs.customer_account_number')
      .where('rs.practice_id', '=', practiceId)
      .where(sql<boolean>`NOT rs.superseded`)
      .where(sql<boolean>`NOT c.is_deactivated`)
      .groupBy(['rs.customer_account_number', 'rs.prescription_id', 'c.first_name', 'c.last_name', 'c.email', 'c.phone'])
      .having(sql<boolean>`min(rs.supply_until) <= ${lastDue}`)
      .select(['rs.customer_account_number', 'rs.prescription_id', 'c.first_name', 'c.last_name', 'c.email', 'c.phone'])
      .select([sql<string>`min(rs.supply_until)`.as('supply_until'), sql<string | number>`count(*) OVER ()`.as('total')])
      .orderBy(sql`min(rs.supply_until)`)
      .orderBy('rs.customer_account_number')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    return {
      windowDays: REORDER_WINDOW_DAYS,
      today,
      total: Number(rows[0]?.total ?? 0),
      patients: rows.map((r) => ({
        accountNumber: r.customer_account_number,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        phone: r.phone,
        prescriptionId: r.prescription_id,
        supplyUntil: r.supply_until,
        ranOut: r.supply_until < today,
      })),
    };
  },
);
