import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@domain/security/notification-preferences';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** POST /api/customer/SetNotificationPreference: the changed keys; answers all eight. */
export function setNotificationPreferences(changes: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  return apiClient.command<NotificationPreferences>('/customer/SetNotificationPreference', changes);
}

export function useSetNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNotificationPreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() }),
  });
}
