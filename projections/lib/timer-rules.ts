import { reorderTimerRule } from '../../domain/ordering/reorder-timers';
import { announcementTimerRule } from '../../domain/announcements/announcement-timers';
import { claimReminderTimers } from '../../domain/rewards/claim-reminders';
import type { TimerRule } from '../../domain/shared/due-work';

/**
 * Every context's timer rule (domain/<context>/…-timers.ts), read by the `timers` projection.
 * A feature with due work adds its rule here and its handler in workers/scheduler/handlers.ts.
 */
export const TIMER_RULES: readonly TimerRule[] = [reorderTimerRule, announcementTimerRule, claimReminderTimers];
