import { DomainError } from '../shared/errors';
import type { NotificationPreferencesChanged, NotificationPreferencesEvent } from './events';
import { SECURITY_MESSAGES } from './messages';
import { DEFAULT_REORDER_INTERVAL, emailKey, isSmsKey, NOTIFICATION_KEYS, NOTIFICATION_KINDS, type NotificationPreferences, type ReorderInterval, type UnsubscribeKind } from './notification-keys';

export * from './notification-keys';

/**
 * Before a patient chooses (decision D-048): e-mails about their own orders and reorder reminders
 * on; promotions and tips off (opt-in); no text messages until they verify a number and opt in.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  orderNotificationEmail: true,
  orderNotificationSms: false,
  reorderNotificationEmail: true,
  reorderNotificationSms: false,
  promotionNotificationEmail: false,
  promotionNotificationSms: false,
  tipsNotificationEmail: false,
  tipsNotificationSms: false,
};

export interface NotificationPreferencesState {
  preferences: NotificationPreferences;
  /** Issue #20: how long before the supply runs out the reorder notice goes. */
  reorderInterval: ReorderInterval;
}

export const initialNotificationPreferencesState = (): NotificationPreferencesState => ({
  preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
  reorderInterval: DEFAULT_REORDER_INTERVAL,
});

export function evolveNotificationPreferences(
  state: NotificationPreferencesState,
  event: NotificationPreferencesEvent,
): NotificationPreferencesState {
  switch (event.type) {
    case 'NotificationPreferencesChanged':
      return { preferences: { ...state.preferences, ...event.data.changes }, reorderInterval: event.data.reorderInterval ?? state.reorderInterval ?? DEFAULT_REORDER_INTERVAL };
  }
}

export const notificationPreferencesDecider = {
  initialState: initialNotificationPreferencesState,
  evolve: evolveNotificationPreferences,
};

/** Only what actually changes is recorded; a text-message preference can be turned on only with a verified number. */
export function decideSetNotificationPreferences(
  command: { changes: Partial<NotificationPreferences>; hasVerifiedSmsNumber: boolean; reorderInterval?: ReorderInterval },
  state: NotificationPreferencesState,
): NotificationPreferencesChanged[] {
  const changes: Partial<NotificationPreferences> = {};
  for (const key of NOTIFICATION_KEYS) {
    const value = command.changes[key];
    if (value === undefined || value === state.preferences[key]) continue;
    if (value && isSmsKey(key) && !command.hasVerifiedSmsNumber) {
      throw new DomainError('rule', 'SMS_NUMBER_NOT_VERIFIED', SECURITY_MESSAGES.smsNotVerifiedForNotifications);
    }
    changes[key] = value;
  }
  const interval = command.reorderInterval !== undefined && command.reorderInterval !== state.reorderInterval ? command.reorderInterval : undefined;
  if (Object.keys(changes).length === 0 && interval === undefined) return [];
  return [{ type: 'NotificationPreferencesChanged', data: { changes, source: 'settings', ...(interval ? { reorderInterval: interval } : {}) } }];
}

/** An unsubscribe link turns off the e-mails of its kind (or all e-mails); repeating it is a no-op. */
export function decideUnsubscribe(command: { kind: UnsubscribeKind }, state: NotificationPreferencesState): NotificationPreferencesChanged[] {
  const kinds = command.kind === 'all' ? NOTIFICATION_KINDS : [command.kind];
  const changes: Partial<NotificationPreferences> = {};
  for (const kind of kinds) if (state.preferences[emailKey(kind)]) changes[emailKey(kind)] = false;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'NotificationPreferencesChanged', data: { changes, source: 'unsubscribe-link', kind: command.kind } }];
}

