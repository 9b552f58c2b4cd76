import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPreferencesSchema } from '@domain/security/api-schemas';
import type { NotificationPreferences } from '@domain/security/notification-preferences';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** POST /api/customer/GetNotificationPreference: the eight preferences of spec point 3. */
export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  const parsed = notificationPreferencesSchema.safeParse(
    await apiClient.query<unknown>('/customer/GetNotificationPreference', {}, signal ? { signal } : {}),
  );
  if (!parsed.success) throw new ApiError(500, 'INVALID_REPLY', MESSAGES.somethingWentWrong);
  return parsed.data;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => getNotificationPreferences(signal) });
}

export function useNotificationPreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled: options.enabled ?? true });
}
