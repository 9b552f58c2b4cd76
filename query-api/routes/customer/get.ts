import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerProfile } from '../../../domain/identity/customer-profile';
import { practiceProfileFields } from '../../../domain/practices/practice-profile-fields';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { withPracticeFields } from '../../lib/load-practice-profile-fields';
import { loadProfile } from '../../lib/load-profile';

/** The profile with the practice group's fields (spec point 3), present for Practice and Staff only. */
const profileReply = customerProfile.extend(practiceProfileFields.partial().shape);

/**
 * POST /api/customer/get: the signed-in user's own profile; with `accountNumber`, Staff and
 * practice administrators read one of their practice's patients (or one who accepted its access
 * request), with the patient flags (D-070). Anyone else's account → 404.
 */
export const getProfileRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/get',
    {
      schema: {
        tags: ['customer'],
        summary: 'Own profile',
        description: 'Practice and Staff profiles add isPracticeBlocked, isCreditOnHold, lastInviteDate, isSignupLocationPmsIntegrated, ecpDeactivatedStatus, actingLocationId and deactivatedLocationIds.',
        security: [{ bearer: [] }],
        body: z.object({ accountNumber: z.string().max(40).optional() }).optional(),
        response: { 200: profileReply, 404: errorResponses[400], ...errorResponses },
      },
      config: { auth: 'any', readModels: ['customers', 'practices', 'mfa_settings', 'access_requests', 'patient_invites'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const accountNumber = request.body?.accountNumber;
      if (accountNumber && accountNumber !== claims.sub) {
        if ((claims.customerGroup !== 'Staff' && claims.customerGroup !== 'Practice') || !claims.practiceId) {
          throw new DomainError('forbidden', 'FORBIDDEN', 'Only your practice can view a patient profile.');
        }
        const profile = await loadProfile(ctx.db, accountNumber);
        const linked = async () =>
          (await ctx.db.withSchema('rm').selectFrom('patient_practice_links').select('account_number')
            .where('practice_id', '=', claims.practiceId!).where('account_number', '=', accountNumber).executeTakeFirst()) !== undefined;
        if (!profile || profile.customerGroup !== 'Patient' || (profile.practiceId !== claims.practiceId && !(await linked()))) {
          throw new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', 'Patient not found');
        }
        return profile;
      }
      const profile = await loadProfile(ctx.db, claims.sub, claims);
      if (!profile) throw new DomainError('not_found', 'NOT_FOUND', 'Profile not found');
      return withPracticeFields(ctx.db, profile);
    },
  );
};
