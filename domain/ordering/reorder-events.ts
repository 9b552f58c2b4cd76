import type { ReorderInterval } from './reorder';

/**
 * The reorder reminder of one patient's prescription (issue #20): `reorder-{account}-{prescriptionId}`.
 * The timer (reorder-timers.ts) fires the reorder.remind handler; the handler records what it
 * decided here: a later reminder day (Deferred, which moves the timer), or the reminder of one
 * supply period (Sent, keyed by the supply's last order, which ends the timer).
 */
export const reorderStream = (accountNumber: string, prescriptionId: string) => `reorder-${accountNumber}-${prescriptionId}`;
export const REORDER_STREAM_PREFIX = 'reorder-';

export interface ReorderReminderDeferred {
  type: 'ReorderReminderDeferred';
  data: { accountNumber: string; prescriptionId: string; orderId: string; supplyUntil: string; interval: ReorderInterval; remindAt: string };
}

export interface ReorderReminderSent {
  type: 'ReorderReminderSent';
  data: {
    accountNumber: string;
    prescriptionId: string;
    /** The last order of the supply period reminded of (one reminder per period). */
    orderId: string;
    supplyUntil: string;
    /** 'reorder', or 'bookExam' when the prescription has expired by the time the supply runs out. */
    wording: 'reorder' | 'bookExam';
    /** The channels used (none when the patient turned both reorder notices off). */
    email: { to: string; messageId: string } | null;
    sms: { to: string; messageId: string } | null;
    sentAt: string;
  };
}

export type ReorderEvent = ReorderReminderDeferred | ReorderReminderSent;
