import type { TimerRule } from '../shared/due-work';
import type { OrderCheckedOut } from './events';
import { addDays, REORDER_INTERVAL_DAYS } from './reorder';
import type { ReorderReminderDeferred, ReorderReminderSent } from './reorder-events';

export const REORDER_REMIND = 'reorder.remind';
export const reorderTimerId = (accountNumber: string, prescriptionId: string) => `reorder:${accountNumber}:${prescriptionId}`;

/** The longest reminder lead (a month): the first check is never later than any interval's reminder day. */
const LONGEST_LEAD_DAYS = Math.max(...Object.values(REORDER_INTERVAL_DAYS));

/**
 * Due work of reorder reminders (D-425): one timer per patient and prescription.
 * - OrderCheckedOut sets (or moves) it to a first check: the order date + the shorter eye's supply −
 *   a month (delivery and earlier supply only make the supply last longer, so this is never late).
 *   A newer order moves the same timer, so a reminder never goes for a supply period it replaced.
 * - ReorderReminderDeferred moves it to the reminder day the handler computed.
 * - ReorderReminderSent ends it (the next order sets it again).
 */
export const reorderTimerRule: TimerRule = {
  name: 'reorder-reminders',
  eventTypes: ['OrderCheckedOut', 'ReorderReminderDeferred', 'ReorderReminderSent'],
  timersOf(event) {
    if (event.type === 'OrderCheckedOut') {
      const d = event.data as OrderCheckedOut['data'];
      const days = (d.lines ?? []).filter((l) => l.boxes > 0 && l.supplyDays > 0).map((l) => l.supplyDays);
      if (days.length === 0 || !d.customerAccountNumber || !d.prescriptionId) return {};
      const orderDay = (d.orderDate ?? event.occurredAt).slice(0, 10);
      const first = addDays(orderDay, Math.max(0, Math.min(...days) - LONGEST_LEAD_DAYS));
      return {
        set: [{ timerId: reorderTimerId(d.customerAccountNumber, d.prescriptionId), kind: REORDER_REMIND, dueAt: `${first}T14:00:00.000Z`, payload: { accountNumber: d.customerAccountNumber, prescriptionId: d.prescriptionId, orderId: d.orderId } }],
      };
    }
    if (event.type === 'ReorderReminderDeferred') {
      const d = event.data as ReorderReminderDeferred['data'];
      return { set: [{ timerId: reorderTimerId(d.accountNumber, d.prescriptionId), kind: REORDER_REMIND, dueAt: d.remindAt, payload: { accountNumber: d.accountNumber, prescriptionId: d.prescriptionId, orderId: d.orderId } }] };
    }
    if (event.type === 'ReorderReminderSent') {
      const d = event.data as ReorderReminderSent['data'];
      return { cancel: [reorderTimerId(d.accountNumber, d.prescriptionId)] };
    }
    return {};
  },
};
