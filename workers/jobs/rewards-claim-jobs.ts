import { type ManufacturerDefinition, type ManufacturerEvent, manufacturerStream } from '../../domain/catalog/events';
import { evolveManufacturer, initialCatalogItemState } from '../../domain/catalog/import-catalog';
import { claimReminderChannels, decideOpenWindow, decideReminderSent, reminderStillWanted } from '../../domain/rewards/claim-reminders';
import { type ReminderDelivery, type RewardsEvent, rewardsStream } from '../../domain/rewards/events';
import { decideClaimOutcome } from '../../domain/rewards/record-claim-outcome';
import { findClaim, rewardsDecider } from '../../domain/rewards/rewards-decider';
import { fold } from '../../domain/shared/decider';
import type { EventStore, StoredEventOf } from '../../infra/event-store/port';
import type { Mailer } from '../../infra/mail/port';
import type { Job, JobQueue } from '../../infra/queue/port';
import { orderRewardFacts } from '../../infra/rewards/order-facts';
import type { RewardsProgrammePort } from '../../infra/rewards/port';
import { unsubscribeLink } from '../../infra/auth/unsubscribe-token';
import { securitySettings } from '../../infra/config/security';
import type { SqlConnection } from '../../infra/db/sql-client';
import type { SmsSender } from '../../infra/sms/port';
import { claimReminderEmail, claimReminderSms } from '../mail-templates/rewards-emails';
import { type RewardsClaimJobPayload, SUBMIT_REWARDS_CLAIM } from '../reactors/rewards-claim-reactor';
import { OPEN_REWARDS_WINDOW, type OpenWindowJobPayload, type RewardsReminderJobPayload, SEND_REWARDS_REMINDER } from '../reactors/rewards-reminder-reactors';
import { appendDecided } from './append-decided';
import { readNoticeContact } from './notice-contact';
import { sendOrFail } from './send-or-fail';

export interface RewardsJobDeps {
  store: EventStore;
  rewards?: RewardsProgrammePort;
}

/**
 * Sends a submitted claim to its programme and records the answer (ClaimApproved / Denied /
 * Pending / Failed) on the patient's rewards stream. Idempotent: a claim that already has its
 * outcome is not sent again (a replayed or duplicate job does nothing), the programme is called
 * with our claim id as its idempotency key, and the outcome is appended with the expected version.
 * A programme that does not answer throws, so the queue retries with backoff.
 */
export function submitRewardsClaimJob(deps: RewardsJobDeps) {
  return async (job: Job<RewardsClaimJobPayload>) => {
    const { accountNumber, claimId, eventId } = job.payload;
    const stream = rewardsStream(accountNumber);
    const { events, version } = await deps.store.readStream<RewardsEvent>(stream);
    const state = fold(rewardsDecider, events);
    const claim = findClaim(state, claimId);
    if (!claim || claim.status !== 'submitted') return;
    if (!deps.rewards) throw new Error('rewards programme port not configured');
    const c = claim.claim;
    const answer = await deps.rewards.submitClaim({
      claimId,
      manufacturerId: c.manufacturerId,
      memberUID: c.memberUID,
      email: c.email,
      orderId: c.orderId,
      amountCents: c.amountCents,
      serviceDate: c.serviceDate,
    });
    const now = new Date().toISOString();
    await appendDecided(deps.store, stream, {
      state: (evs: StoredEventOf<RewardsEvent>[]) => fold(rewardsDecider, evs),
      known: { state, version },
      decide: (s) => decideClaimOutcome({ claimId, answer, now }, s),
      causationId: eventId,
      occurredAt: now,
      failure: `could not record the outcome of claim ${claimId}`,
    });
  };
}

/** What the reminder job sends with: the mailer, the SMS port, and the database that signs unsubscribe links. */
export interface RewardsReminderDeps extends RewardsJobDeps {
  mailer: Mailer;
  sms: SmsSender;
  sql: SqlConnection;
  appOrigin: string;
}

export async function processRewardsJobs(deps: RewardsReminderDeps & { queue: JobQueue }) {
  await deps.queue.process(SUBMIT_REWARDS_CLAIM, submitRewardsClaimJob(deps), { concurrency: 4 });
  await deps.queue.process(OPEN_REWARDS_WINDOW, openRewardsWindowJob(deps), { concurrency: 2 });
  await deps.queue.process(SEND_REWARDS_REMINDER, sendRewardsReminderJob(deps), { concurrency: 2 });
}

/** A delivered order: records its claim window when it earns a reward (the reminders' timers follow from it). */
export function openRewardsWindowJob(deps: RewardsJobDeps) {
  return async (job: Job<OpenWindowJobPayload>) => {
    const { orderId, eventId } = job.payload;
    const now = new Date().toISOString();
    const readState = async (account: string) => fold(rewardsDecider, (await deps.store.readStream<RewardsEvent>(rewardsStream(account))).events);
    const facts = await orderRewardFacts(deps.store, orderId, readState, now);
    if (!facts) return;
    const accountNumber = facts.checkout.customerAccountNumber;
    await appendDecided(deps.store, rewardsStream(accountNumber), {
      state: (evs: StoredEventOf<RewardsEvent>[]) => fold(rewardsDecider, evs),
      decide: (s) => decideOpenWindow({ accountNumber, orderId, eligibility: facts.eligibility }, s),
      causationId: eventId,
      occurredAt: now,
      failure: `could not record the claim window of ${orderId}`,
    });
  };
}

/**
 * A reminder came due: sends it once, unless the patient claimed meanwhile, by the channels of
 * their order notices (D-600: e-mail with the "order" unsubscribe link, and/or a text to the
 * verified number), and records it (ClaimReminderSent with the channels used; none when both are off).
 */
export function sendRewardsReminderJob(deps: RewardsReminderDeps) {
  return async (job: Job<RewardsReminderJobPayload>) => {
    const { accountNumber, orderId, manufacturerId, reminder, until, eventId } = job.payload;
    const stream = rewardsStream(accountNumber);
    const state = fold(rewardsDecider, (await deps.store.readStream<RewardsEvent>(stream)).events);
    if (!reminderStillWanted(state, { orderId, manufacturerId, reminder })) return;
    const window = state.windows[`${orderId}:${manufacturerId}`];
    if (!window) return;
    const { patient, preferences, mfa } = await readNoticeContact(deps.store, accountNumber);
    const channels = claimReminderChannels(preferences.preferences, { hasEmail: !!patient.email, verifiedPhone: mfa.verifiedPhone });
    const { manufacturers } = await manufacturerNamesOf(deps.store, manufacturerId);
    const link = `${deps.appOrigin}/manufacturer/rewards?manufacturer=${encodeURIComponent(manufacturers.uniqueName)}`;
    const facts = { firstName: patient.firstName ?? 'there', programme: manufacturers.name, orderId, reminder, until, window, link };
    let email: ReminderDelivery | null = null;
    let sms: ReminderDelivery | null = null;
    if (channels.email && patient.email) {
      const unsubscribe = await unsubscribeLink(deps.sql, deps.appOrigin, accountNumber, 'order', securitySettings().unsubscribeTokenTtlMs);
      const { messageId } = await sendOrFail(deps.mailer, claimReminderEmail({ ...facts, to: patient.email, unsubscribeLink: unsubscribe }), `${eventId}:rewards-reminder`);
      email = { to: patient.email, messageId };
    }
    if (channels.smsTo) {
      const { messageId } = await deps.sms.send(claimReminderSms({ ...facts, to: channels.smsTo }));
      sms = { to: channels.smsTo, messageId };
    }
    await appendDecided(deps.store, stream, {
      state: (evs: StoredEventOf<RewardsEvent>[]) => fold(rewardsDecider, evs),
      decide: (s) => decideReminderSent({ accountNumber, orderId, manufacturerId, reminder, email, sms, sentAt: new Date().toISOString() }, s),
      causationId: eventId,
      failure: `could not record the reminder of ${orderId}`,
    });
  };
}

async function manufacturerNamesOf(store: EventStore, manufacturerId: string) {
  const { events } = await store.readStream<ManufacturerEvent>(manufacturerStream(manufacturerId));
  const m = events.reduce(evolveManufacturer, initialCatalogItemState<ManufacturerDefinition>()).current;
  return { manufacturers: { name: m?.rewardsDisplayName ?? manufacturerId, uniqueName: m?.uniqueName ?? manufacturerId } };
}
