import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { deactivatePatientInput, positionReply } from '../../../domain/patients/api-schemas';
import { decideDeactivatePatient } from '../../../domain/patients/deactivate-patient';
import { commandRoute } from '../../lib/command-route';
import { patientForPracticeAction } from '../../lib/patient-access';
import { PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';

/**
 * POST /api/customer/deactivate: the practice deactivates one of its patients (shown as "deleted",
 * D-071) → PatientDeactivated and SignedOut for the patient's open sessions. Practice guard
 * "delete patient profile". Again for a deactivated patient: nothing, `position: null`.
 */
export const deactivatePatientRoute = commandRoute(
  {
    path: '/api/customer/deactivate',
    tags: ['customer'],
    summary: 'Deactivate (delete) a patient of the practice',
    auth: ['Staff', 'Practice'],
    body: deactivatePatientInput,
    reply: positionReply,
    errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const { practiceId } = await patientForPracticeAction(ctx, claims, body.accountNumber, 'delete patient profile');
    const { result } = await handle(customerStream(body.accountNumber), customerDecider, (s) => decideDeactivatePatient({ practiceId, deactivatedBy: claims.sub }, s), {
      step: 'deactivate-patient',
    });
    return { position: result?.position ?? null };
  },
);
