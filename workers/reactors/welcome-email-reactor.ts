import type { PatientCreated, WelcomeEmailRequested } from '../../domain/identity/events';
import type { PatientInviteSent } from '../../domain/invites/events';
import { reactorOf } from './reactor';

export const SEND_WELCOME_EMAIL = 'send-welcome-email';

export interface WelcomeEmailJobPayload {
  accountNumber: string;
  eventId: string;
}

/**
 * A patient created by a practice gets a welcome e-mail with a link to set a password, and again
 * whenever the practice (or a CSR) asks for it to be re-sent, or sends a patient invite (the invite
 * is the welcome e-mail, D-080). One job per causing event.
 */
export const welcomeEmailReactor = reactorOf<PatientCreated | WelcomeEmailRequested | PatientInviteSent, WelcomeEmailJobPayload>({
  name: 'reactor_welcome_email',
  eventTypes: ['PatientCreated', 'WelcomeEmailRequested', 'PatientInviteSent'],
  jobName: SEND_WELCOME_EMAIL,
  payload: (event) => ({ accountNumber: event.streamId.replace(/^(customer|patient-invite)-/, '') }),
});
