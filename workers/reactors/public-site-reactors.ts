import type { ContactRequestSubmitted } from '../../domain/contact/events';
import type { PracticeSignupDeclined, PracticeSignupRequested } from '../../domain/practice-signups/events';
import { reactorOf } from './reactor';

export const SEND_CONTACT_EMAILS = 'send-contact-emails';
export const SEND_PRACTICE_SIGNUP_EMAIL = 'send-practice-signup-email';

export interface ContactEmailsJobPayload {
  stream: string;
  requestId: string;
  eventId: string;
}

export interface PracticeSignupEmailJobPayload {
  signupId: string;
  kind: 'received' | 'declined';
  eventId: string;
}

/** A contact request: one job mails it to the support mailbox and confirms to the sender (issue #17). */
export const contactEmailsReactor = reactorOf<ContactRequestSubmitted, ContactEmailsJobPayload>({
  name: 'reactor_contact_emails',
  eventTypes: ['ContactRequestSubmitted'],
  jobName: SEND_CONTACT_EMAILS,
  payload: (event) => ({ stream: event.streamId, requestId: event.data.requestId }),
});

/** A sign-up received or declined: the applicant is e-mailed (approval sends the onboarding's welcome e-mail instead). */
export const practiceSignupEmailReactor = reactorOf<PracticeSignupRequested | PracticeSignupDeclined, PracticeSignupEmailJobPayload>({
  name: 'reactor_practice_signup_emails',
  eventTypes: ['PracticeSignupRequested', 'PracticeSignupDeclined'],
  jobName: SEND_PRACTICE_SIGNUP_EMAIL,
  payload: (event) => ({ signupId: event.data.signupId, kind: event.type === 'PracticeSignupRequested' ? 'received' : 'declined' }),
});
