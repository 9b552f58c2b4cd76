import type { OrderStatusChanged } from '../../domain/ordering/events';
import type { ClaimReminderDue } from '../../domain/rewards/events';
import { reactorOf } from './reactor';

export const OPEN_REWARDS_WINDOW = 'open-rewards-window';
export const SEND_REWARDS_REMINDER = 'send-rewards-reminder';

export interface OpenWindowJobPayload {
  orderId: string;
  eventId: string;
}
export interface RewardsReminderJobPayload {
  accountNumber: string;
  orderId: string;
  manufacturerId: string;
  reminder: ClaimReminderDue['data']['reminder'];
  until: string;
  eventId: string;
}

/** A delivered order: the job records its claim window when it earns a reward (issue #15, D-313). */
export const rewardsWindowReactor = reactorOf<OrderStatusChanged, OpenWindowJobPayload>({
  name: 'reactor_rewards_window',
  eventTypes: ['OrderStatusChanged'],
  jobName: OPEN_REWARDS_WINDOW,
  payload: (event) => (event.data.status === 'delivered' ? { orderId: event.data.orderId } : undefined),
});

/** A reminder came due: the job e-mails the patient. */
export const rewardsReminderReactor = reactorOf<ClaimReminderDue, RewardsReminderJobPayload>({
  name: 'reactor_rewards_reminder',
  eventTypes: ['ClaimReminderDue'],
  jobName: SEND_REWARDS_REMINDER,
  payload: (event) => ({ ...event.data }),
});
