import { v7 as uuidv7 } from 'uuid';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { editPatientEmailInput, editPatientEmailReply } from '../../../domain/patients/api-schemas';
import { decideEditPatientEmail } from '../../../domain/patients/edit-patient-email';
import { assertPatientActive, PATIENT_MESSAGES } from '../../../domain/patients/patient-of-practice';
import { DomainError } from '../../../domain/shared/errors';
import { featureFlags } from '../../../infra/config/feature-flags';
import { commandRoute } from '../../lib/command-route';
import { patientForPracticeAction } from '../../lib/patient-access';
import { PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { releaseEmail, reserveEmail } from '../../lib/reserve-email';

/**
 * POST /api/customer/editpatientemail {accountNumber, email, sendWelcomeEmail?}: the practice
 * changes its patient's e-mail at once (D-072): reserves the new address (USER_ALREADY_EXISTS
 * when another account holds it), EmailChanged on the patient, EmailReleased on the old address,
 * and, for an unregistered patient, the welcome e-mail to the new address unless
 * `sendWelcomeEmail: false` (the staff-only option of spec point 6, only with the
 * `welcomeEmailOption` feature flag). Practice guard "update patient profile".
 */
export const editPatientEmailRoute = commandRoute(
  {
    path: '/api/customer/editpatientemail',
    tags: ['customer'],
    summary: "Change a patient's e-mail",
    auth: ['Staff', 'Practice'],
    body: editPatientEmailInput,
    reply: editPatientEmailReply,
    errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, metadata, idempotencyKey, handle }, ctx) => {
    const { accountNumber, email, sendWelcomeEmail } = body;
    if (sendWelcomeEmail === false && !featureFlags().welcomeEmailOption) {
      throw new DomainError('validation', 'FEATURE_DISABLED', PATIENT_MESSAGES.welcomeOptionUnavailable);
    }
    const { practiceId, state } = await patientForPracticeAction(ctx, claims, accountNumber, 'update patient profile');
    assertPatientActive(state);
    if (state.email === email) throw new DomainError('validation', 'SAME_EMAIL', PATIENT_MESSAGES.sameEmail);

    const owner = await reserveEmail(ctx.store, email, accountNumber, metadata, idempotencyKey('reserve-email'));
    if (owner !== accountNumber) throw new DomainError('conflict', 'USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS');
    const { result, events } = await handle(
      customerStream(accountNumber),
      customerDecider,
      (s) => decideEditPatientEmail({ practiceId, requestedBy: claims.sub, changeId: uuidv7(), email, sendWelcomeEmail: sendWelcomeEmail ?? true }, s),
      { step: 'edit-patient-email' },
    );
    const changed = events[0];
    if (!result || changed?.type !== 'EmailChanged') throw new Error('EmailChanged was not appended');
    const released = await releaseEmail(ctx.store, changed.data.previousEmail, accountNumber, metadata);
    return {
      email: changed.data.email,
      welcomeEmailRequested: events.some((e) => e.type === 'WelcomeEmailRequested'),
      position: released ?? result.position,
    };
  },
);
