import { positionReply, welcomeEmailInput } from '../../../domain/identity/api-schemas';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideRequestWelcomeEmail } from '../../../domain/identity/request-welcome-email';
import { patientNotFound } from '../../../domain/patients/patient-access';
import { commandRoute } from '../../lib/command-route';
import { loadAccount } from '../../lib/load-account';

/**
 * POST /api/customer/welcomeemail (Staff, Practice): sends the welcome e-mail (a fresh 7-day
 * set-password link) again to one of the practice's patients who has not registered yet.
 * WelcomeEmailRequested → the welcome reactor → the send-welcome-email job.
 * A patient of another practice answers as not found.
 */
export const welcomeEmailRoute = commandRoute(
  { path: '/api/customer/welcomeemail', tags: ['customer'], summary: 'Send the welcome e-mail again', auth: ['Staff', 'Practice'], body: welcomeEmailInput, reply: positionReply },
  async ({ body, claims, handle }, ctx) => {
    const patient = await loadAccount(ctx.store, body.accountNumber);
    // Only the home practice may resend (not one linked by an access request): not the patient-access rule.
    if (!claims.practiceId || patient.practiceId !== claims.practiceId) throw patientNotFound();
    const { result } = await handle(customerStream(body.accountNumber), customerDecider, (s) => decideRequestWelcomeEmail({ requestedBy: claims.sub, force: false }, s));
    return { position: result!.position };
  },
);
