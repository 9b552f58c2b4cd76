import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPreferencesReply, type NotificationPreferencesReply } from '@domain/security/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { notificationKeys } from './keys';

/** POST /api/customer/GetNotificationPreference: the eight preferences of spec point 3 and the reorder interval (issue #20). */
export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferencesReply> {
  const reply = await apiClient.query<unknown>('/customer/GetNotificationPreference', {}, signal ? { signal } : {});
  return parseReply(notificationPreferencesReply, reply, MESSAGES.somethingWentWrong);
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => getNotificationPreferences(signal) });
}

export function useNotificationPreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled: options.enabled ?? true });
}
