import { customerDecider } from '../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream } from '../../domain/identity/events';
import { practiceStream, type PracticeEvent } from '../../domain/practices/events';
import { decideRecordWelcomeEmail, welcomeEmailDue } from '../../domain/identity/send-welcome-email';
import { fold } from '../../domain/shared/decider';
import type { createActionTokens } from '../../infra/auth/action-token';
import { ConcurrencyError, type EventStore } from '../../infra/event-store/port';
import { MailSendError } from '../../infra/mail/mail-send-error';
import type { Mailer } from '../../infra/mail/port';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';
import type { Job } from '../../infra/queue/port';
import { welcomeEmail } from '../mail-templates/welcome-email';

export interface WelcomeEmailDeps {
  store: EventStore;
  mailer: Mailer;
  tokens: ReturnType<typeof createActionTokens>;
  appOrigin: string;
}

/**
 * Sends the welcome e-mail, then records WelcomeEmailSent (actor: system, caused by the
 * PatientCreated event). Re-running the job after a crash checks the stream first, so a
 * recorded e-mail is not sent again.
 */
export function sendWelcomeEmailJob(deps: WelcomeEmailDeps) {
  return async (job: Job<{ accountNumber: string; eventId: string }>) => {
    const { accountNumber, eventId } = job.payload;
    const stream = customerStream(accountNumber);
    const { events, version } = await deps.store.readStream(stream);
    const state = fold(customerDecider, events as unknown as CustomerEvent[]);
    if (!welcomeEmailDue(state, eventId)) return;

    const practice = await deps.store.readStream(practiceStream(state.practiceId!));
    const practiceName =
      (practice.events as unknown as PracticeEvent[]).find((e) => e.type === 'PracticeRegistered')?.data.name ?? 'Your eye-care practice';
    const token = deps.tokens.sign({ sub: accountNumber, purpose: 'welcome' });
    const link = `${deps.appOrigin}/welcome?token=${encodeURIComponent(token)}`;

    let messageId: string;
    try {
      ({ messageId } = await deps.mailer.send(welcomeEmail({ to: state.email!, firstName: state.firstName!, practiceName, link })));
    } catch (err) {
      if (err instanceof MailSendError && err.permanent) throw new PermanentJobError(err.message);
      throw err;
    }
    await recordSent(deps.store, stream, { messageId, to: state.email!, causationEventId: eventId }, version);
  };
}

/** Records the sent e-mail; on a version conflict re-reads and retries (never re-sends). */
async function recordSent(
  store: EventStore,
  stream: string,
  sent: { messageId: string; to: string; causationEventId: string },
  knownVersion: number,
) {
  let version = knownVersion;
  let state: ReturnType<typeof fold<ReturnType<typeof customerDecider.initialState>, CustomerEvent>> | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0 || !state) {
      const read = await store.readStream(stream);
      version = read.version;
      state = fold(customerDecider, read.events as unknown as CustomerEvent[]);
    }
    const recorded = decideRecordWelcomeEmail(sent, state);
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
  throw new PermanentJobError(`could not record WelcomeEmailSent on ${stream} after 5 attempts`);
}
