import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffNotificationCountReply } from '@domain/staff-notifications/api-schemas';
import { apiClient } from '@/lib/api-client';
import { staffNotificationKeys } from './keys';

/** POST /api/customer/notification/count: unread staff notifications. Polled while the shell is open. */
export async function countStaffNotifications(signal?: AbortSignal): Promise<number> {
  return staffNotificationCountReply.parse(await apiClient.query<unknown>('/customer/notification/count', {}, signal ? { signal } : {})).count;
}

export function staffNotificationCountQueryOptions() {
  return queryOptions({ queryKey: staffNotificationKeys.count(), queryFn: ({ signal }) => countStaffNotifications(signal), refetchInterval: 30_000 });
}

/** `enabled: false` holds the request back (the bell's count waits for the first paint, D-614). */
export function useStaffNotificationCount(enabled = true) {
  return useQuery({ ...staffNotificationCountQueryOptions(), enabled });
}
