import { contactEmailsDue, contactSenderDecider, decideRecordContactEmails } from '../../domain/contact/contact-rules';
import type { ContactEvent } from '../../domain/contact/events';
import { type PracticeSignupEvent, practiceSignupStream } from '../../domain/practice-signups/events';
import { decideRecordSignupEmail, practiceSignupDecider, signupEmailDue } from '../../domain/practice-signups/signup-rules';
import { fold } from '../../domain/shared/decider';
import { siteSettings } from '../../infra/config/site';
import type { EventStore, StoredEventOf } from '../../infra/event-store/port';
import type { Mailer } from '../../infra/mail/port';
import type { Job, JobQueue } from '../../infra/queue/port';
import { contactConfirmationEmail, contactToSupportEmail, signupDeclinedEmail, signupReceivedEmail } from '../mail-templates/public-site-emails';
import { type ContactEmailsJobPayload, type PracticeSignupEmailJobPayload, SEND_CONTACT_EMAILS, SEND_PRACTICE_SIGNUP_EMAIL } from '../reactors/public-site-reactors';
import { appendDecided } from './append-decided';
import { sendOrFail } from './send-or-fail';

interface Deps {
  store: EventStore;
  mailer: Mailer;
}

/**
 * Mails a contact request to the support mailbox (SUPPORT_EMAIL; the dev mailbox without SMTP)
 * and confirms to the sender, then records ContactRequestEmailed. A recorded request is not
 * mailed again (a replayed job checks the stream first).
 */
export function sendContactEmailsJob(deps: Deps) {
  return async (job: Job<ContactEmailsJobPayload>) => {
    const { stream, requestId, eventId } = job.payload;
    const { events } = await deps.store.readStream<ContactEvent>(stream);
    if (!contactEmailsDue(fold(contactSenderDecider, events), requestId)) return;
    const submitted = events.find((e) => e.type === 'ContactRequestSubmitted' && e.data.requestId === requestId);
    if (!submitted || submitted.type !== 'ContactRequestSubmitted') return;
    const site = siteSettings();
    const support = await sendOrFail(deps.mailer, { ...contactToSupportEmail(site.supportEmail, submitted.data) }, `${eventId}:contact-support`);
    const confirmation = await sendOrFail(deps.mailer, contactConfirmationEmail(submitted.data, site), `${eventId}:contact-confirmation`);
    await appendDecided(deps.store, stream, {
      state: (evs: StoredEventOf<ContactEvent>[]) => fold(contactSenderDecider, evs),
      decide: (s) => decideRecordContactEmails({ requestId, supportMessageId: support.messageId, confirmationMessageId: confirmation.messageId, causationEventId: eventId }, s),
      causationId: eventId,
      failure: `could not record ContactRequestEmailed on ${stream}`,
    });
  };
}

/** E-mails the applicant that the sign-up was received, or why it was declined; records PracticeSignupEmailed. */
export function sendPracticeSignupEmailJob(deps: Deps) {
  return async (job: Job<PracticeSignupEmailJobPayload>) => {
    const { signupId, kind, eventId } = job.payload;
    const stream = practiceSignupStream(signupId);
    const { events } = await deps.store.readStream<PracticeSignupEvent>(stream);
    const state = fold(practiceSignupDecider, events);
    if (!state.request || !signupEmailDue(state, kind)) return;
    const site = siteSettings();
    const message = kind === 'received' ? signupReceivedEmail(state.request, site) : signupDeclinedEmail(state.request, state.declineReason ?? '', site);
    const { messageId } = await sendOrFail(deps.mailer, message, `${eventId}:signup-${kind}`);
    await appendDecided(deps.store, stream, {
      state: (evs: StoredEventOf<PracticeSignupEvent>[]) => fold(practiceSignupDecider, evs),
      decide: (s) => decideRecordSignupEmail({ signupId, kind, messageId, causationEventId: eventId }, s),
      causationId: eventId,
      failure: `could not record PracticeSignupEmailed on ${stream}`,
    });
  };
}

/** Registers the public site's job processors (contact and sign-up e-mails). */
export async function processPublicSiteJobs(deps: Deps & { queue: JobQueue }) {
  await deps.queue.process(SEND_CONTACT_EMAILS, sendContactEmailsJob(deps), { concurrency: 2 });
  await deps.queue.process(SEND_PRACTICE_SIGNUP_EMAIL, sendPracticeSignupEmailJob(deps), { concurrency: 2 });
}
