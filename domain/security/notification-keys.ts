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
export const isSmsKey = (key: NotificationKey): boolean => key.endsWith('Sms');
