import type { PatientCreated } from '../../domain/identity/events';
import type { Reactor } from './reactor';

export const SEND_WELCOME_EMAIL = 'send-welcome-email';

/** A patient created by a practice gets a welcome e-mail with a link to set a password. */
export const welcomeEmailReactor: Reactor = {
  name: 'reactor_welcome_email',
  eventTypes: ['PatientCreated'],
  jobName: SEND_WELCOME_EMAIL,
  payload: (event) => ({ accountNumber: (event.data as PatientCreated['data']).accountNumber }),
};
