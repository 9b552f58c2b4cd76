import type { NotificationPreferencesReply as NotificationPreferences } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { notificationKeys } from './keys';

/** POST /api/customer/SetNotificationPreference: the changed keys; answers all eight. */
export function setNotificationPreferences(changes: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  return apiClient.command<NotificationPreferences>('/customer/SetNotificationPreference', changes);
}

export function useSetNotificationPreferences() {
  return useInvalidatingMutation(setNotificationPreferences, [notificationKeys.preferences()]);
}
