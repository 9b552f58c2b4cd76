import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkStaffNotificationsInput, MarkStaffNotificationsReply } from '@domain/staff-notifications/api-schemas';
import { apiClient } from '@/lib/api-client';
import { staffNotificationKeys } from './keys';

/** POST /api/customer/notification/update (list of id and isViewed). */
export function updateStaffNotifications(notifications: MarkStaffNotificationsInput['notifications']): Promise<MarkStaffNotificationsReply> {
  return apiClient.command('/customer/notification/update', { notifications });
}

export function useUpdateStaffNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffNotificationKeys.all }),
  });
}
