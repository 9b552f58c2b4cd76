import { type Kysely, sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATIENT_SEARCH_MAX_MATCHES } from '../../../domain/shared/constants';
import { hasCompletedProfile } from '../../../domain/patients/profile-completeness';
import {
  patientListOrder,
  searchPatientsInput,
  searchPatientsOutput,
  type SearchPatientsOutput,
} from '../../../domain/patients/search-patients';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { ReadModels } from '../../../infra/read-models/tables';
import type { QueryContext } from '../../lib/context';

/** Whether any patient of another practice gave this practice access (patient_practice_links). */
async function hasLinkedPatients(db: Kysely<ReadModels>, practiceId: string): Promise<boolean> {
  const row = await db.withSchema('rm').selectFrom('patient_practice_links').select('account_number').where('practice_id', '=', practiceId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * POST /api/customer/search: a practice's patient list and search (spec points 3, 5, 9).
 * `keyword` (≥ 4 characters when given; every word must match name or e-mail), optional date of
 * birth, filters isImported and isInviteFlagged, addedDateSortBy newest/oldest, limit (12) and
 * offset. Deactivated ("deleted") patients only with includeDeactivated. Always scoped to the
 * caller's practice (plus patients who accepted its access request). A keyword search matching
 * more than PATIENT_SEARCH_MAX_MATCHES → TOO_MANY_RESULTS with an empty list (spec point 8,
 * D-004); the plain list pages through any number (D-076).
 */
export const searchPatientsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/search',
    {
      schema: {
        tags: ['customer'],
        summary: 'Patient list and search',
        security: [{ bearer: [] }],
        body: searchPatientsInput,
        response: { 200: searchPatientsOutput, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['customers', 'access_requests', 'patient_invites'] },
    },
    async (request): Promise<SearchPatientsOutput> => {
      const claims = requireClaims(request);
      const practiceId = claims.practiceId;
      if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      const { keyword, dob, limit, offset, isImported, isInviteFlagged, includeDeactivated } = request.body;
      const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
      const linked = await hasLinkedPatients(ctx.db, practiceId);

      // Literal predicates (not parameters) so the planner can pick the partial indexes.
      let q = ctx.db.withSchema('rm').selectFrom('customers').where(sql<boolean>`customers.customer_group = 'Patient'`);
      q = linked
        ? q.where((eb) =>
            eb.or([
              eb('customers.practice_id', '=', practiceId),
              eb('customers.account_number', 'in', eb.selectFrom('patient_practice_links').select('account_number').where('practice_id', '=', practiceId)),
            ]),
          )
        : q.where('customers.practice_id', '=', practiceId);
      if (!includeDeactivated) q = q.where(sql<boolean>`NOT customers.is_deactivated`);
      if (isImported !== undefined) q = q.where(isImported ? sql<boolean>`customers.is_imported` : sql<boolean>`NOT customers.is_imported`);
      if (isInviteFlagged !== undefined) q = q.where(isInviteFlagged ? sql<boolean>`customers.is_invite_flagged` : sql<boolean>`NOT customers.is_invite_flagged`);
      for (const w of words) q = q.where('customers.search_text', 'like', `%${w}%`);
      if (dob) q = q.where('customers.dob', '=', dob);

      // One round trip: the page, the total (window count over every match) and the bounce flag
      // (the invites work's rm.patient_invites, D-079).
      let page = q
        .leftJoin('patient_invites as pi', (j) => j.onRef('pi.account_number', '=', 'customers.account_number').on('pi.bounced', '=', true))
        .select([
          'customers.account_number', 'customers.first_name', 'customers.last_name', 'customers.email', 'customers.dob',
          'customers.phone', 'customers.location_id', 'customers.is_registered', 'customers.registration_date',
          'customers.created_at', 'customers.has_been_sent_email', 'customers.is_deactivated', 'customers.is_imported',
          'customers.last_sync_date', 'customers.is_invite_flagged',
        ])
        .select([sql<boolean>`pi.account_number IS NOT NULL`.as('is_email_bounced'), sql<string | number>`count(*) OVER ()`.as('total')]);
      const order = patientListOrder(request.body);
      if (order === 'name') page = page.orderBy('customers.last_name').orderBy('customers.first_name').orderBy('customers.account_number');
      else if (order === 'oldest') page = page.orderBy('customers.created_at', 'asc').orderBy('customers.account_number', 'asc');
      else page = page.orderBy('customers.created_at', 'desc').orderBy('customers.account_number', 'desc');
      const rows = await page.limit(limit).offset(offset).execute();
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && offset > 0) {
        // Paged past the end: the window count saw no rows, so count once.
        const counted = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
        total = Number(counted?.n ?? 0);
      }
      if (words.length > 0 && total > PATIENT_SEARCH_MAX_MATCHES) return { responseCode: 'TOO_MANY_RESULTS', total, patients: [] };
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
          hasCompletedProfile: hasCompletedProfile({ firstName: r.first_name, lastName: r.last_name, email: r.email, dob: r.dob, phone: r.phone }),
          isDeactivated: r.is_deactivated,
          isImported: r.is_imported,
          lastSyncDate: r.last_sync_date,
          hasBeenSentEmail: r.has_been_sent_email,
          isInviteFlagged: r.is_invite_flagged,
          isEmailBounced: Boolean(r.is_email_bounced),
        })),
      };
    },
  );
};
