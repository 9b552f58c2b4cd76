import { LINK_TTL_MS } from '../../domain/identity/account-links';
import { type CustomerState, customerDecider } from '../../domain/identity/customer-decider';
import { isDistributorStaff } from '../../domain/identity/customer-group';
import { type CustomerEvent, customerStream } from '../../domain/identity/events';
import { decideRecordWelcomeEmail, welcomeEmailDue } from '../../domain/identity/send-welcome-email';
import { type EmailDisplayNameEvent, emailDisplayNameStream, evolveEmailDisplayName } from '../../domain/practices/email-display-name';
import { practiceStream, type PracticeEvent } from '../../domain/practices/events';
import { fold } from '../../domain/shared/decider';
import { actionTokensFor } from '../../infra/auth/action-token';
import type { SqlConnection } from '../../infra/db/sql-client';
import type { EventStore, StoredEventOf } from '../../infra/event-store/port';
import { MailSendError } from '../../infra/mail/mail-send-error';
import type { MailMessage, Mailer } from '../../infra/mail/port';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';
import type { Job } from '../../infra/queue/port';
import { welcomeEmail } from '../mail-templates/welcome-email';
import { distributorStaffInvitationEmail } from '../mail-templates/distributor-staff-invitation-email';
import { practiceUserWelcomeEmail } from '../mail-templates/public-site-emails';
import type { WelcomeEmailJobPayload } from '../reactors/welcome-email-reactor';
import { recordInviteBounce } from './record-invite-bounce';
import { appendDecided } from './append-decided';
import { sendOrFail } from './send-or-fail';

export interface WelcomeEmailDeps {
  store: EventStore;
  mailer: Mailer;
  /** Holds the server key the links are signed with. */
  sql: SqlConnection;
  appOrigin: string;
}

/**
 * Sends the welcome e-mail, then records WelcomeEmailSent (actor: system, caused by the
 * PatientCreated or WelcomeEmailRequested event). Re-running the job after a crash checks the
 * stream first, so a recorded e-mail is not sent again. The link is a 7-day action token whose
 * `jti` is the causing event's id, so it works once; the sender shows the practice's e-mail
 * display name.
 */
export function sendWelcomeEmailJob(deps: WelcomeEmailDeps) {
  return async (job: Job<WelcomeEmailJobPayload>) => {
    const { accountNumber, eventId } = job.payload;
    const stream = customerStream(accountNumber);
    const { events } = await deps.store.readStream<CustomerEvent>(stream);
    const state = fold(customerDecider, events);
    if (!welcomeEmailDue(state, eventId)) return;

    const tokens = await actionTokensFor(deps.sql);
    const token = tokens.sign({ sub: accountNumber, purpose: 'welcome', jti: eventId }, new Date(Date.now() + LINK_TTL_MS.welcome));
    const link = `${deps.appOrigin}/welcome?token=${encodeURIComponent(token)}`;

    let messageId: string;
    try {
      const message = await welcomeMessage(deps.store, state, link);
      ({ messageId } = await sendOrFail(deps.mailer, message, `${eventId}:welcome`));
    } catch (err) {
      const bounce = err instanceof PermanentJobError ? err.cause : err;
      if (!(bounce instanceof MailSendError) || !bounce.bounced) throw err;
      // Only a patient's bounce is an invite bounce the practice is asked about; a practice user's fails the job.
      if (state.customerGroup !== 'Patient') throw err;
      // The address cannot receive mail: record it so the practice is asked to change it (D-083).
      await recordInviteBounce(deps.store, { accountNumber, email: state.email!, bouncedAt: new Date().toISOString(), causationEventId: eventId, reason: bounce.message });
      return;
    }
    await recordSent(deps.store, stream, { messageId, to: state.email!, causationEventId: eventId });
  };
}

/** The welcome e-mail of the account's group: a patient's (from the practice), a practice user's, or an analyst's or operator's invitation. */
async function welcomeMessage(store: EventStore, state: CustomerState, link: string): Promise<MailMessage> {
  const person = { to: state.email!, firstName: state.firstName!, link };
  if (isDistributorStaff(state.customerGroup)) return distributorStaffInvitationEmail({ ...person, role: state.customerGroup });
  const { practiceName, senderName } = await practiceSender(store, state.practiceId!);
  if (state.customerGroup === 'Patient') return welcomeEmail({ ...person, practiceName, senderName });
  return practiceUserWelcomeEmail({ ...person, practiceName, administrator: state.customerGroup === 'Practice' });
}

/** The practice's name, and the sender name its patients see: its e-mail display name, else its name. */
export async function practiceSender(store: EventStore, practiceId: string): Promise<{ practiceName: string; senderName: string }> {
  const [practice, display] = await Promise.all([
    store.readStream<PracticeEvent>(practiceStream(practiceId)),
    store.readStream<EmailDisplayNameEvent>(emailDisplayNameStream(practiceId)),
  ]);
  const practiceName =
    practice.events.find((e) => e.type === 'PracticeRegistered')?.data.name ?? 'Your eye-care practice';
  const custom = display.events.reduce(evolveEmailDisplayName, {}).displayName;
  return { practiceName, senderName: custom ?? practiceName };
}

/** Records the sent e-mail; on a version conflict re-reads and retries (never re-sends). */
async function recordSent(store: EventStore, stream: string, sent: { messageId: string; to: string; causationEventId: string }) {
  await appendDecided(store, stream, {
    state: (events: StoredEventOf<CustomerEvent>[]) => fold(customerDecider, events),
    decide: (state) => decideRecordWelcomeEmail(sent, state),
    causationId: sent.causationEventId,
    failure: `could not record WelcomeEmailSent on ${stream}`,
  });
}
