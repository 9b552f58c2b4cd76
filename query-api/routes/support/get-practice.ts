import { sql } from 'kysely';
import { DomainError } from '../../../domain/shared/errors';
import { getSupportPracticeInput, practiceDetail } from '../../../domain/support/api-schemas';
import { locationsOf } from '../../lib/practice-directory';
import { queryRoute } from '../../lib/query-route';

/**
 * GET /api/support/practice?practiceId= (CSR): the CSR view of an ECP: practice, locations, accounts.
 * (A query string, not a path parameter: the gateway routes by exact OpenAPI path.)
 */
export const supportPracticeRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/support/practice',
    tags: ['support'],
    summary: 'A practice with its locations and accounts (CSR)',
    auth: ['CSR'],
    readModels: ['practices', 'customers'],
    input: getSupportPracticeInput,
    reply: practiceDetail,
  },
  async ({ input }, ctx) => {
    const { practiceId } = input;
    const db = ctx.db.withSchema('rm');
    const practice = await db.selectFrom('practices').selectAll().where('practice_id', '=', practiceId).executeTakeFirst();
    if (!practice) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'No practice has this id.');
    const accounts = await db
      .selectFrom('customers as c')
      .leftJoin('locations as l', 'l.location_id', 'c.location_id')
      .select([
        'c.account_number', 'c.customer_group', 'c.first_name', 'c.last_name', 'c.email', 'c.phone', 'c.location_id',
        'l.name as location_name', 'c.created_at',
      ])
      .where('c.practice_id', '=', practiceId)
      .where('c.customer_group', 'in', ['Practice', 'Staff'])
      // Administrators first, then staff, each by name.
      .orderBy(sql`c.customer_group = 'Practice'`, 'desc')
      .orderBy('c.last_name')
      .orderBy('c.first_name')
      .orderBy('c.account_number')
      .execute();
    const patients = await db
      .selectFrom('customers')
      .select(sql<number>`count(*)`.as('n'))
      .where('practice_id', '=', practiceId)
      .where('customer_group', '=', 'Patient')
      .executeTakeFirst();
    const locations = await locationsOf(ctx.db, [practiceId]);
    return {
      practiceId: practice.practice_id,
      name: practice.name,
      phone: practice.phone,
      createdAt: practice.created_at,
      locations: locations.get(practiceId) ?? [],
      patientCount: Number(patients?.n ?? 0),
      accounts: accounts.map((a) => ({
        accountNumber: a.account_number,
        customerGroup: a.customer_group as 'Practice' | 'Staff',
        firstName: a.first_name,
        lastName: a.last_name,
        email: a.email,
        phone: a.phone,
        locationId: a.location_id,
        locationName: a.location_name,
        createdAt: a.created_at,
      })),
    };
  },
);
