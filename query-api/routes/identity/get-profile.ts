import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { getProfileInput, profileReply } from '../../../domain/identity/api-schemas';
import { assertMaySeePatient } from '../../../domain/patients/patient-access';
import { DomainError } from '../../../domain/shared/errors';
import { withPracticeFields } from '../../lib/load-practice-profile-fields';
import { loadProfile } from '../../lib/load-profile';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/get: the signed-in user's own profile; with `accountNumber`, Staff and
 * practice administrators read one of their practice's patients (or one who accepted its access
 * request), with the patient flags (D-070), by the one patient-access rule. Anyone else's account → 404.
 */
export const getProfileRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/get',
    tags: ['customer'],
    summary: 'Own profile',
    description: 'Practice and Staff profiles add isPracticeBlocked, isCreditOnHold, lastInviteDate, isSignupLocationPmsIntegrated, ecpDeactivatedStatus, actingLocationId and deactivatedLocationIds.',
    auth: CUSTOMER_GROUPS,
    readModels: ['customers', 'practices', 'mfa_settings', 'access_requests', 'patient_invites'],
    input: getProfileInput,
    reply: profileReply,
  },
  async ({ input, claims }, ctx) => {
    const accountNumber = input?.accountNumber;
    if (accountNumber && accountNumber !== claims.sub) {
      // Reading another account is the practice's view of a patient; other groups are refused outright.
      if ((claims.customerGroup !== 'Staff' && claims.customerGroup !== 'Practice') || !claims.practiceId) {
        throw new DomainError('forbidden', 'FORBIDDEN', 'Only your practice can view a patient profile.');
      }
      const profile = await loadProfile(ctx.db, accountNumber);
      const links = await ctx.db.withSchema('rm').selectFrom('patient_practice_links').select('practice_id').where('account_number', '=', accountNumber).execute();
      assertMaySeePatient(claims, {
        accountNumber,
        exists: profile !== undefined,
        customerGroup: profile?.customerGroup,
        practiceId: profile?.practiceId,
        linkedPracticeIds: links.map((l) => l.practice_id),
      });
      return profile!;
    }
    const profile = await loadProfile(ctx.db, claims.sub, claims);
    if (!profile) throw new DomainError('not_found', 'NOT_FOUND', 'Profile not found');
    return withPracticeFields(ctx.db, profile);
  },
);
