import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATIENT_SEARCH_MAX_MATCHES } from '../../../domain/shared/constants';
import { searchPatientsInput, searchPatientsOutput, type SearchPatientsOutput } from '../../../domain/patients/search-patients';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';

/**
 * POST /api/customer/search: a practice's patients by name or e-mail (≥ 4 characters), optional
 * date of birth. Always scoped to the caller's practice: staff of practice B never see practice A's patients.
 * More than PATIENT_SEARCH_MAX_MATCHES matches → TOO_MANY_RESULTS with an empty list (spec point 8).
 */
export const searchPatientsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/search',
    {
      schema: {
        tags: ['customer'],
        summary: 'Patient search',
        security: [{ bearer: [] }],
        body: searchPatientsInput,
        response: { 200: searchPatientsOutput, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['customers', 'access_requests'] },
    },
    async (request): Promise<SearchPatientsOutput> => {
      const claims = requireClaims(request);
      if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      const { keyword, dob, limit, offset } = request.body;
      const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);

      let q = ctx.db
        .withSchema('rm')
        .selectFrom('customers')
        .where((eb) =>
          eb.or([
            eb('practice_id', '=', claims.practiceId!),
            // Patients of other practices who accepted this practice's access request (patient_practice_links).
            eb('account_number', 'in', eb.selectFrom('patient_practice_links').select('account_number').where('practice_id', '=', claims.practiceId!)),
          ]),
        )
        .where('customer_group', '=', 'Patient');
      for (const w of words) q = q.where('search_text', 'like', `%${w}%`);
      if (dob) q = q.where('dob', '=', dob);

      const counted = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      const total = Number(counted?.n ?? 0);
      if (total > PATIENT_SEARCH_MAX_MATCHES) return { responseCode: 'TOO_MANY_RESULTS', total, patients: [] };

      const rows = await q
        .select([
          'account_number', 'first_name', 'last_name', 'email', 'dob', 'phone', 'location_id', 'is_registered',
          'registration_date', 'created_at',
        ])
        .orderBy('last_name')
        .orderBy('first_name')
        .orderBy('account_number')
        .limit(limit)
        .offset(offset)
        .execute();
      return {
        responseCode: 'OK',
        total,
        patients: rows.map((r) => ({
          accountNumber: r.account_number,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          dob: r.dob,
          phone: r.phone,
          locationId: r.location_id,
          isRegistered: r.is_registered,
          registrationDate: r.registration_date,
          createdAt: r.created_at,
        })),
      };
    },
  );
};
