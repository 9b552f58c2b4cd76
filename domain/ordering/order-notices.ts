import type { NotificationPreferences } from '../security/notification-keys';

/**
 * Issue #20: the channels an order notice (confirmation, shipping, delivery) goes by: e-mail when
 * orderNotificationEmail is on (and the account has an address), a text when orderNotificationSms
 * is on and the number is verified. Neither → the notice is recorded as done without sending.
 */
export function orderNoticeChannels(preferences: Pick<NotificationPreferences, 'orderNotificationEmail' | 'orderNotificationSms'>, contact: { hasEmail: boolean; verifiedPhone: string | null }): { email: boolean; smsTo: string | null } {
  return {
    email: preferences.orderNotificationEmail && contact.hasEmail,
    smsTo: preferences.orderNotificationSms && contact.verifiedPhone ? contact.verifiedPhone : null,
  };
}
