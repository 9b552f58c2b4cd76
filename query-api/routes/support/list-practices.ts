import { sql } from 'kysely';
import { allPracticesInput, allPracticesOutput } from '../../../domain/support/api-schemas';
import { locationsOf } from '../../lib/practice-directory';
import { queryRoute } from '../../lib/query-route';

const SORT_COLUMNS = { name: 'p.name', practiceId: 'p.practice_id', createdAt: 'p.created_at' } as const;

/** POST /api/customer/allpractices (CSR): every practice with its locations, paged and sorted, optionally filtered. */
export const allPracticesRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/allpractices',
    tags: ['customer'],
    summary: 'All practices with their locations (CSR)',
    auth: ['CSR'],
    readModels: ['practices', 'customers'],
    input: allPracticesInput,
    reply: allPracticesOutput,
  },
  async ({ input }, ctx) => {
    const { keyword, sortBy, sortOrder, limit, offset } = input;
    let q = ctx.db.withSchema('rm').selectFrom('practices as p');
    for (const w of (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
      q = q.where(sql<string>`lower(p.name || ' ' || p.practice_id)`, 'like', `%${w}%`);
    }
    const counted = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    const rows = await q
      .select((eb) => [
        'p.practice_id',
        'p.name',
        'p.phone',
        'p.created_at',
        eb
          .selectFrom('customers as c')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('c.practice_id', '=', 'p.practice_id')
          .where('c.customer_group', 'in', ['Practice', 'Staff'])
          .as('ecp_count'),
        eb
          .selectFrom('customers as c')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('c.practice_id', '=', 'p.practice_id')
          .where('c.customer_group', '=', 'Patient')
          .as('patient_count'),
      ])
      .orderBy(SORT_COLUMNS[sortBy], sortOrder)
      .orderBy('p.practice_id', sortOrder)
      .limit(limit)
      .offset(offset)
      .execute();
    const locations = await locationsOf(ctx.db, rows.map((r) => r.practice_id));
    return {
      total: Number(counted?.n ?? 0),
      practices: rows.map((r) => ({
        practiceId: r.practice_id,
        name: r.name,
        phone: r.phone,
        createdAt: r.created_at,
        locations: locations.get(r.practice_id) ?? [],
        ecpCount: Number(r.ecp_count ?? 0),
        patientCount: Number(r.patient_count ?? 0),
      })),
    };
  },
);
