import { isRegisteredInput, isRegisteredReply } from '../../../domain/identity/api-schemas';
import { patientNotFound } from '../../../domain/patients/patient-access';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/isregistered (public): whether the patient with this e-mail has set a
 * password yet. No such patient → 404 INVALID_PATIENT_NOT_FOUND 'Patient not found', which the
 * browser turns into an empty object (spec point 8).
 */
export const isRegisteredRoute = queryRoute(
  { method: 'POST', path: '/api/customer/isregistered', tags: ['customer'], summary: 'Has a patient registered', auth: 'public', readModels: ['customers'], input: isRegisteredInput, reply: isRegisteredReply },
  async ({ input }, ctx) => {
    const row = await ctx.db.withSchema('rm').selectFrom('customers').select('is_registered').where('email', '=', input.email).where('customer_group', '=', 'Patient').executeTakeFirst();
    if (!row) throw patientNotFound();
    return { isRegistered: row.is_registered };
  },
);
