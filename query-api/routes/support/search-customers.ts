import { sql } from 'kysely';
import type { CustomerGroup } from '../../../domain/identity/customer-group';
import { PATIENT_SEARCH_MAX_MATCHES } from '../../../domain/shared/constants';
import { CSR_SEARCH_MAX_PRACTICES, csrSearchInput, type CsrSearchOutput, csrSearchOutput } from '../../../domain/support/api-schemas';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/csrsearch (CSR): patients, or ECPs (practice administrators and staff), of
 * every practice, by name, e-mail or account number; an ECP search also matches the practice's
 * name or id and the location's name, and lists the matching practices. Every word must match.
 * More than PATIENT_SEARCH_MAX_MATCHES matches → TOO_MANY_RESULTS with an empty list (spec point 8).
 */
export const csrSearchRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/csrsearch',
    tags: ['customer'],
    summary: 'Find a customer: patients or ECPs (CSR)',
    auth: ['CSR'],
    readModels: ['customers', 'practices'],
    input: csrSearchInput,
    reply: csrSearchOutput,
  },
  async ({ input }, ctx): Promise<CsrSearchOutput> => {
    const { searchType, keyword, limit, offset } = input;
    const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
    const ecp = searchType === 'ecp';
    const groups: CustomerGroup[] = ecp ? ['Practice', 'Staff'] : ['Patient'];

    let q = ctx.db
      .withSchema('rm')
      .selectFrom('customers as c')
      .leftJoin('practices as p', 'p.practice_id', 'c.practice_id')
      .leftJoin('locations as l', 'l.location_id', 'c.location_id')
      .where('c.customer_group', 'in', groups);
    for (const w of words) {
      q = q.where((eb) =>
        eb.or([
          eb('c.search_text', 'like', `%${w}%`),
          eb('c.account_number', '=', w),
          ...(ecp
            ? [
                eb(sql<string>`lower(p.name)`, 'like', `%${w}%`),
                eb(sql<string>`lower(l.name)`, 'like', `%${w}%`),
                eb(sql<string>`lower(c.practice_id)`, '=', w),
              ]
            : []),
        ]),
      );
    }

    let practicesQuery = ctx.db.withSchema('rm').selectFrom('practices as p');
    for (const w of words) practicesQuery = practicesQuery.where(sql<string>`lower(p.name || ' ' || p.practice_id)`, 'like', `%${w}%`);
    const practices = ecp
      ? await practicesQuery
          .select((eb) => [
            'p.practice_id',
            'p.name',
            'p.phone',
            eb.selectFrom('locations as l').select((s) => s.fn.countAll<number>().as('n')).whereRef('l.practice_id', '=', 'p.practice_id').as('location_count'),
          ])
          .orderBy('p.name')
          .orderBy('p.practice_id')
          .limit(CSR_SEARCH_MAX_PRACTICES)
          .execute()
      : [];
    const practiceMatches = practices.map((p) => ({
      practiceId: p.practice_id,
      name: p.name,
      phone: p.phone,
      locationCount: Number(p.location_count ?? 0),
    }));

    const counted = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    const total = Number(counted?.n ?? 0);
    if (total > PATIENT_SEARCH_MAX_MATCHES) {
      return { responseCode: 'TOO_MANY_RESULTS', searchType, total, customers: [], practices: practiceMatches };
    }

    const rows = await q
      .select([
        'c.account_number', 'c.customer_group', 'c.first_name', 'c.last_name', 'c.email', 'c.phone', 'c.dob',
        'c.practice_id', 'p.name as practice_name', 'c.location_id', 'l.name as location_name', 'c.is_registered',
        'c.has_been_sent_email', 'c.created_at',
      ])
      .orderBy('c.last_name')
      .orderBy('c.first_name')
      .orderBy('c.account_number')
      .limit(limit)
      .offset(offset)
      .execute();
    return {
      responseCode: 'OK',
      searchType,
      total,
      practices: practiceMatches,
      customers: rows.map((r) => ({
        accountNumber: r.account_number,
        customerGroup: r.customer_group as CustomerGroup,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        phone: r.phone,
        dob: r.dob,
        practiceId: r.practice_id,
        practiceName: r.practice_name,
        locationId: r.location_id,
        locationName: r.location_name,
        isRegistered: r.is_registered,
        hasBeenSentEmail: r.has_been_sent_email,
        createdAt: r.created_at,
      })),
    };
  },
);
