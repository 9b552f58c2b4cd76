import { createHash, randomBytes } from 'node:crypto';
import { accessRequestDecider, type AccessRequestState } from '../../domain/access-requests/access-request-decider';
import { type AccessRequestEvent, accessRequestStream } from '../../domain/access-requests/events';
import { accessRequestEmailDue, decideRecordAccessRequestEmail } from '../../domain/access-requests/record-access-request-email';
import { customerDecider } from '../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream } from '../../domain/identity/events';
import { fold } from '../../domain/shared/decider';
import { ConcurrencyError, type EventStore } from '../../infra/event-store/port';
import type { Mailer } from '../../infra/mail/port';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';
import type { Job, JobQueue } from '../../infra/queue/port';
import { accessRequestEmail } from '../mail-templates/access-request-email';
import { type AccessRequestEmailJobPayload, SEND_ACCESS_REQUEST_EMAIL } from '../reactors/access-request-email-reactor';
import { practiceSender } from './send-welcome-email';
import { sendOrFail } from './send-or-fail';

export interface AccessRequestEmailDeps {
  store: EventStore;
  mailer: Mailer;
  appOrigin: string;
}

/**
 * E-mails the patient a link to the answer screen, then records AccessRequestEmailSent with the
 * sha256 of the link's random token (hasBeenSentEmail becomes true). A re-run after the e-mail was
 * recorded sends nothing; the link is valid as long as the request is pending and not expired.
 */
export function sendAccessRequestEmailJob(deps: AccessRequestEmailDeps) {
  return async (job: Job<AccessRequestEmailJobPayload>) => {
    const { requestId, eventId } = job.payload;
    const stream = accessRequestStream(requestId);
    const { events, version } = await deps.store.readStream<AccessRequestEvent>(stream);
    const state = fold(accessRequestDecider, events);
    if (!accessRequestEmailDue(state, new Date())) return;

    const patient = fold(customerDecider, (await deps.store.readStream<CustomerEvent>(customerStream(state.patientAccountNumber!))).events);
    const { practiceName, senderName } = await practiceSender(deps.store, state.practiceId!);
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const link = `${deps.appOrigin}/patient/access-request?token=${encodeURIComponent(token)}`;
    const to = patient.email ?? state.patientEmail!;
    const { messageId } = await sendOrFail(
      deps.mailer,
      accessRequestEmail({ to, firstName: patient.firstName ?? 'there', practiceName, senderName, link, expiryDate: state.expiryDate! }),
    );
    await recordSent(deps.store, stream, { tokenHash, messageId, to, causationEventId: eventId }, version, state);
  };
}

async function recordSent(
  store: EventStore,
  stream: string,
  sent: { tokenHash: string; messageId: string; to: string; causationEventId: string },
  knownVersion: number,
  knownState: AccessRequestState,
) {
  let version = knownVersion;
  let state = knownState;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) {
      const read = await store.readStream<AccessRequestEvent>(stream);
      version = read.version;
      state = fold(accessRequestDecider, read.events);
    }
    const recorded = decideRecordAccessRequestEmail({ ...sent, now: new Date() }, state);
    if (!recorded.length) return;
    try {
      await store.appendToStream(
        stream,
        recorded.map((e) => ({
          type: e.type,
          data: e.data,
          metadata: {
            actor: { accountNumber: 'system', customerGroup: 'System' },
            correlationId: sent.causationEventId,
            causationId: sent.causationEventId,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        })),
        { expectedVersion: version },
      );
      return;
    } catch (err) {
      if (!(err instanceof ConcurrencyError)) throw err;
    }
  }
  throw new PermanentJobError(`could not record AccessRequestEmailSent on ${stream} after 5 attempts`);
}

/** Registers the access-request e-mail job processor. */
export async function processAccessRequestJobs(deps: AccessRequestEmailDeps & { queue: JobQueue }) {
  await deps.queue.process(SEND_ACCESS_REQUEST_EMAIL, sendAccessRequestEmailJob(deps), { concurrency: 4 });
}
