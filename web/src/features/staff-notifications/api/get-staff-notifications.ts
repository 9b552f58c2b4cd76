import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffNotificationView, staffNotificationsReply } from '@domain/staff-notifications/api-schemas';
import { apiClient } from '@/lib/api-client';
import { staffNotificationKeys } from './keys';

/** POST /api/customer/notification/get. */
export async function getStaffNotifications(signal?: AbortSignal): Promise<StaffNotificationView[]> {
  return staffNotificationsReply.parse(await apiClient.query<unknown>('/customer/notification/get', {}, signal ? { signal } : {})).items;
}

export function staffNotificationsQueryOptions() {
  return queryOptions({ queryKey: staffNotificationKeys.list(), queryFn: ({ signal }) => getStaffNotifications(signal) });
}

export function useStaffNotifications(enabled: boolean) {
  return useQuery({ ...staffNotificationsQueryOptions(), enabled });
}
