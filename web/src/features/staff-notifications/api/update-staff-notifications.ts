import type { MarkStaffNotificationsInput, MarkStaffNotificationsReply } from '@domain/staff-notifications/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { staffNotificationKeys } from './keys';

/** POST /api/customer/notification/update (list of id and isViewed). */
export function updateStaffNotifications(notifications: MarkStaffNotificationsInput['notifications']): Promise<MarkStaffNotificationsReply> {
  return apiClient.command('/customer/notification/update', { notifications });
}

export function useUpdateStaffNotifications() {
  return useInvalidatingMutation(updateStaffNotifications, [staffNotificationKeys.all]);
}
