import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideUpdateProfile } from '../../../domain/identity/update-profile';
import { positionReply, updateCustomerInput } from '../../../domain/patients/api-schemas';
import { decideUpdatePatientProfile } from '../../../domain/patients/update-patient-profile';
import { DomainError } from '../../../domain/shared/errors';
import { commandRoute } from '../../lib/command-route';
import { patientForPracticeAction } from '../../lib/patient-access';
import { PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';

/**
 * POST /api/customer/update (signed in): the own personal info (names, phone, date of birth,
 * addresses) → CustomerProfileUpdated; `/customer/get` shows it. With `accountNumber` of someone
 * else: Staff and practice administrators (or a CSR impersonating them) update one of their
 * practice's patients (tenant-scoped, practice guard "update patient profile", D-070).
 * Nothing changed → no event, `position: null`. One path for both (the spec's), so one route.
 */
export const updateProfileRoute = commandRoute(
  {
    path: '/api/customer/update',
    tags: ['customer'],
    summary: 'Update own profile, or a patient of the practice (accountNumber)',
    auth: CUSTOMER_GROUPS,
    body: updateCustomerInput,
    reply: positionReply,
    errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const { accountNumber, ...values } = body;
    if (accountNumber && accountNumber !== claims.sub) {
      if (claims.customerGroup !== 'Staff' && claims.customerGroup !== 'Practice') {
        throw new DomainError('forbidden', 'FORBIDDEN', 'Only your practice can update a patient profile.');
      }
      const { practiceId } = await patientForPracticeAction(ctx, claims, accountNumber, 'update patient profile');
      const { result } = await handle(customerStream(accountNumber), customerDecider, (s) => decideUpdatePatientProfile({ ...values, practiceId }, s), {
        step: 'update-patient-profile',
      });
      return { position: result?.position ?? null };
    }
    const { result } = await handle(customerStream(claims.sub), customerDecider, (s) => decideUpdateProfile(values, s), { step: 'update-profile' });
    return { position: result?.position ?? null };
  },
);
