import { REORDER_REMIND } from '../../domain/ordering/reorder-timers';
import { type ReorderReminderDeps, reorderReminderHandler } from './reorder-reminder';
import { ANNOUNCEMENT_PUBLISH, ANNOUNCEMENT_TAKE_DOWN } from '../../domain/announcements/announcement-timers';
import { publishAnnouncementHandler, takeDownAnnouncementHandler } from './announcement-handlers';
import { rewardsReminderHandler } from './rewards-reminder-handler';
import { CLAIM_REMINDER_KIND } from '../../domain/rewards/claim-reminders';
import type { TimerHandler } from './scheduler';

/**
 * The handler of every timer kind (domain rules set the timers: projections/lib/timer-rules.ts).
 * A handler re-reads the stream it acts on, decides from its current state (the work may have
 * been done or cancelled by hand meanwhile) and appends with the timer's idempotency key.
 */
export const TIMER_HANDLERS: Readonly<Record<string, TimerHandler>> = {
  [ANNOUNCEMENT_PUBLISH]: publishAnnouncementHandler,
  [ANNOUNCEMENT_TAKE_DOWN]: takeDownAnnouncementHandler,
  [CLAIM_REMINDER_KIND]: rewardsReminderHandler,
};

/** Everything needed by handlers that send (mail, SMS, links). */
export type TimerHandlerDeps = ReorderReminderDeps;

/** TIMER_HANDLERS plus the handlers that need the mailer and SMS port (issue #20: reorder reminders). */
export function timerHandlers(deps: TimerHandlerDeps): Readonly<Record<string, TimerHandler>> {
  return { ...TIMER_HANDLERS, [REORDER_REMIND]: reorderReminderHandler(deps) };
}
