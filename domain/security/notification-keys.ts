/** The vocabulary of notification preferences, shared by the events and the decider (no cycle between them). */

/** Spec point 3, "Notification preferences": exactly these eight keys. */
export const NOTIFICATION_KEYS = [
  'orderNotificationEmail',
  'orderNotificationSms',
  'reorderNotificationEmail',
  'reorderNotificationSms',
  'promotionNotificationEmail',
  'promotionNotificationSms',
  'tipsNotificationEmail',
  'tipsNotificationSms',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationPreferences = Record<NotificationKey, boolean>;

export const NOTIFICATION_KINDS = ['order', 'reorder', 'promotion', 'tips'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type UnsubscribeKind = NotificationKind | 'all';

export const emailKey = (kind: NotificationKind): NotificationKey => `${kind}NotificationEmail`;
export const smsKey = (kind: NotificationKind): NotificationKey => `${kind}NotificationSms`;
/** Spec constants "Reorder intervals: day, week, month": how long before the supply runs out the reorder notice goes (issue #20, D-424). */
export const REORDER_INTERVALS = ['day', 'week', 'month'] as const;
export type ReorderInterval = (typeof REORDER_INTERVALS)[number];
export const DEFAULT_REORDER_INTERVAL: ReorderInterval = 'week';

export const isSmsKey = (key: NotificationKey): boolean => key.endsWith('Sms');
