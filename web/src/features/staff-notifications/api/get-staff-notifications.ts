import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { staffNotificationKeys } from './keys';

export const staffNotificationSchema = z.object({
  id: z.string(),
  isViewed: z.boolean(),
  kind: z.string(),
  message: z.string(),
  createdAt: z.string(),
  requestId: z.string().nullable(),
  patientAccountNumber: z.string().nullable(),
});
export type StaffNotification = z.infer<typeof staffNotificationSchema>;

/** POST /api/customer/notification/get. */
export async function getStaffNotifications(signal?: AbortSignal): Promise<StaffNotification[]> {
  return z.object({ items: z.array(staffNotificationSchema) }).parse(await apiClient.query<unknown>('/customer/notification/get', {}, signal ? { signal } : {})).items;
}

export function staffNotificationsQueryOptions() {
  return queryOptions({ queryKey: staffNotificationKeys.list(), queryFn: ({ signal }) => getStaffNotifications(signal) });
}

export function useStaffNotifications(enabled: boolean) {
  return useQuery({ ...staffNotificationsQueryOptions(), enabled });
}
