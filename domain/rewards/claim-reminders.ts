import { orderNoticeChannels } from '../ordering/order-notices';
import type { TimerChanges, TimerRule, TimerSourceEvent } from '../shared/due-work';
import { addDays, type Eligibility } from './eligibility';
import type { ClaimReminderDue, ClaimReminderKind, ClaimReminderSent, ClaimSubmitted, ClaimWindowOpened } from './events';
import { hasStandingClaim, reminderKey, type RewardsState } from './rewards-decider';

/**
 * Claim-window reminders (issue #15, D-313): when a delivered order is found eligible its window is
 * recorded (ClaimWindowOpened); a timer per reminder fires 7 days before the higher reward ends
 * (day 60) and 7 days before the window closes, at 15:00 UTC (morning in the US); a claim cancels
 * them. Each reminder is due once and sent once, and never after a claim. It goes by the channels of
 * the patient's order notices (D-600): e-mail with orderNotificationEmail, a text with
 * orderNotificationSms and a verified number.
 */
export const REMINDER_DAYS_BEFORE = 7;
export const CLAIM_REMINDER_KIND = 'rewards.claimReminder';
const REMINDER_HOUR = 'T15:00:00.000Z';

export const reminderTimerId = (d: { accountNumber: string; orderId: string; manufacturerId: string }, reminder: ClaimReminderKind) =>
  `rewards-reminder-${d.accountNumber}-${d.orderId}-${d.manufacturerId}-${reminder}`;

/** Records an order's claim window once, when it is eligible (now or 24 h after delivery) and not claimed. */
export function decideOpenWindow(cmd: { accountNumber: string; orderId: string; eligibility: Eligibility }, state: RewardsState): ClaimWindowOpened[] {
  const e = cmd.eligibility;
  if ((e.code !== 5 && e.code !== 4) || !e.opensAt || !e.manufacturerId || !e.deadline || e.amountCents === null) return [];
  if (state.windows[`${cmd.orderId}:${e.manufacturerId}`] || hasStandingClaim(state, cmd.orderId, e.manufacturerId)) return [];
  return [
    {
      type: 'ClaimWindowOpened',
      data: {
        accountNumber: cmd.accountNumber,
        orderId: cmd.orderId,
        manufacturerId: e.manufacturerId,
        amountCents: e.amountCents,
        opensAt: e.opensAt,
        deadline: e.deadline,
        higherRewardUntil: e.higherRewardUntil,
        higherAmountCents: e.higherAmountCents,
      },
    },
  ];
}

/** The timers of the reminders: set from ClaimWindowOpened, cancelled by ClaimSubmitted. */
export const claimReminderTimers: TimerRule = {
  name: 'rewards-claim-reminders',
  eventTypes: ['ClaimWindowOpened', 'ClaimSubmitted'],
  timersOf(event: TimerSourceEvent): TimerChanges {
    if (event.type === 'ClaimSubmitted') {
      const d = event.data as ClaimSubmitted['data'];
      return { cancel: [reminderTimerId(d, 'higherReward'), reminderTimerId(d, 'deadline')] };
    }
    if (event.type !== 'ClaimWindowOpened') return {};
    const d = event.data as ClaimWindowOpened['data'];
    const ref = { accountNumber: d.accountNumber, orderId: d.orderId, manufacturerId: d.manufacturerId };
    const set = [];
    const at = (day: string) => `${addDays(day, -REMINDER_DAYS_BEFORE)}${REMINDER_HOUR}`;
    if (d.higherRewardUntil && at(d.higherRewardUntil) > d.opensAt) {
      set.push({ timerId: reminderTimerId(d, 'higherReward'), kind: CLAIM_REMINDER_KIND, dueAt: at(d.higherRewardUntil), payload: { ...ref, reminder: 'higherReward', until: d.higherRewardUntil } });
    }
    if (at(d.deadline) > d.opensAt) set.push({ timerId: reminderTimerId(d, 'deadline'), kind: CLAIM_REMINDER_KIND, dueAt: at(d.deadline), payload: { ...ref, reminder: 'deadline', until: d.deadline } });
    return { set };
  },
};

/** The scheduler's decision when a reminder timer fires: due once, not after a claim, not after its day. */
export function decideReminderDue(cmd: ClaimReminderDue['data'] & { now: string }, state: RewardsState): ClaimReminderDue[] {
  const { now, ...data } = cmd;
  if (!state.windows[`${data.orderId}:${data.manufacturerId}`]) return [];
  if (hasStandingClaim(state, data.orderId, data.manufacturerId)) return [];
  if (state.remindersDue.includes(reminderKey(data))) return [];
  if (now.slice(0, 10) > data.until) return [];
  return [{ type: 'ClaimReminderDue', data }];
}

/**
 * The channels a claim reminder goes by (D-600): it is news about the patient's order, so it follows
 * the order-notice preferences (orderNotificationEmail / orderNotificationSms with a verified number)
 * and its e-mail carries the "order" unsubscribe link.
 */
export const claimReminderChannels = orderNoticeChannels;

/** The reminder job's record of what it sent: once, and never once a claim stands. */
export function decideReminderSent(cmd: ClaimReminderSent['data'], state: RewardsState): ClaimReminderSent[] {
  if (hasStandingClaim(state, cmd.orderId, cmd.manufacturerId) || state.remindersSent.includes(reminderKey(cmd))) return [];
  return [{ type: 'ClaimReminderSent', data: cmd }];
}

/** Whether the reminder should still be sent (checked before sending, and again when recording). */
export const reminderStillWanted = (state: RewardsState, d: { orderId: string; manufacturerId: string; reminder: ClaimReminderKind }) =>
  !hasStandingClaim(state, d.orderId, d.manufacturerId) && !state.remindersSent.includes(reminderKey(d));
