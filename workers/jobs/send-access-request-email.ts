import { createHash, randomBytes } from 'node:crypto';
import { accessRequestDecider, type AccessRequestState } from '../../domain/access-requests/access-request-decider';
import { type AccessRequestEvent, accessRequestStream } from '../../domain/access-requests/events';
import { accessRequestEmailDue, decideRecordAccessRequestEmail } from '../../domain/access-requests/record-access-request-email';
import { customerDecider } from '../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream } from '../../domain/identity/events';
import { fold } from '../../domain/shared/decider';
import type { EventStore, StoredEventOf } from '../../infra/event-store/port';
import type { Mailer } from '../../infra/mail/port';
import type { Job, JobQueue } from '../../infra/queue/port';
import { accessRequestEmail, accessRequestNoProfileEmail } from '../mail-templates/access-request-email';
import { type AccessRequestEmailJobPayload, SEND_ACCESS_REQUEST_EMAIL } from '../reactors/access-request-email-reactor';
import { practiceSender } from './send-welcome-email';
import { appendDecided } from './append-decided';
import { sendOrFail } from './send-or-fail';

export interface AccessRequestEmailDeps {
  store: EventStore;
  mailer: Mailer;
  appOrigin: string;
}

/**
 * E-mails the patient a link to the answer screen, then records AccessRequestEmailSent with the
 * sha256 of the link's random token (hasBeenSentEmail becomes true). An address without a patient
 * account gets an e-mail saying so, without a link (D-523). A re-run after the e-mail was
 * recorded sends nothing; the link is valid as long as the request is pending and not expired.
 */
export function sendAccessRequestEmailJob(deps: AccessRequestEmailDeps) {
  return async (job: Job<AccessRequestEmailJobPayload>) => {
    const { requestId, eventId } = job.payload;
    const stream = accessRequestStream(requestId);
    const { events, version } = await deps.store.readStream<AccessRequestEvent>(stream);
    const state = fold(accessRequestDecider, events);
    if (!accessRequestEmailDue(state, new Date())) return;

    const { practiceName, senderName } = await practiceSender(deps.store, state.practiceId!);
    if (!state.patientAccountNumber) {
      // No patient account has this address (D-523): it is told so, without a link, and the request is recorded as e-mailed like any other.
      const to = state.patientEmail!;
      const { messageId } = await sendOrFail(deps.mailer, accessRequestNoProfileEmail({ to, practiceName, senderName, expiryDate: state.expiryDate! }), `${eventId}:access-request`);
      await recordSent(deps.store, stream, { tokenHash: null, messageId, to, causationEventId: eventId }, { state, version });
      return;
    }
    const patient = fold(customerDecider, (await deps.store.readStream<CustomerEvent>(customerStream(state.patientAccountNumber))).events);
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const link = `${deps.appOrigin}/patient/access-request?token=${encodeURIComponent(token)}`;
    const to = patient.email ?? state.patientEmail!;
    const { messageId } = await sendOrFail(
      deps.mailer,
      accessRequestEmail({ to, firstName: patient.firstName ?? 'there', practiceName, senderName, link, expiryDate: state.expiryDate! }),
      `${eventId}:access-request`,
    );
    await recordSent(deps.store, stream, { tokenHash, messageId, to, causationEventId: eventId }, { state, version });
  };
}

/** Records the sent e-mail; on a version conflict re-reads and retries (never re-sends). */
async function recordSent(
  store: EventStore,
  stream: string,
  sent: { tokenHash: string | null; messageId: string; to: string; causationEventId: string },
  known: { state: AccessRequestState; version: number },
) {
  await appendDecided(store, stream, {
    state: (events: StoredEventOf<AccessRequestEvent>[]) => fold(accessRequestDecider, events),
    decide: (state) => decideRecordAccessRequestEmail({ ...sent, now: new Date() }, state),
    causationId: sent.causationEventId,
    known,
    failure: `could not record AccessRequestEmailSent on ${stream}`,
  });
}

/** Registers the access-request e-mail job processor. */
export async function processAccessRequestJobs(deps: AccessRequestEmailDeps & { queue: JobQueue }) {
  await deps.queue.process(SEND_ACCESS_REQUEST_EMAIL, sendAccessRequestEmailJob(deps), { concurrency: 4 });
}
