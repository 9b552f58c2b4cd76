import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PracticeNotificationPreferencesReply, practiceNotificationPreferencesSchema } from '@domain/practices/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { practiceKeys } from './keys';

/** Spec point 8 "Load errors for: practice information" covers these too (decision D-093). */
export const PRACTICE_NOTIFICATIONS_LOAD_ERROR = 'We couldn’t load the notification settings. Refresh the page to try again.';

/** POST /api/customer/GetPracticeNotificationPreference: a location's e-mail notification preferences (null: the caller's own / the first). */
export async function getPracticeNotificationPreferences(locationId: string | null, signal?: AbortSignal): Promise<PracticeNotificationPreferencesReply> {
  const body = await apiClient.query<unknown>('/customer/GetPracticeNotificationPreference', locationId ? { locationId } : {}, signal ? { signal } : {});
  return parseReply(practiceNotificationPreferencesSchema, body, PRACTICE_NOTIFICATIONS_LOAD_ERROR);
}

export function practiceNotificationPreferencesQueryOptions(practiceId: string, locationId: string | null) {
  return queryOptions({
    queryKey: practiceKeys.notificationPreferences(practiceId, locationId),
    queryFn: ({ signal }) => getPracticeNotificationPreferences(locationId, signal),
  });
}

export function usePracticeNotificationPreferences(practiceId: string, locationId: string | null) {
  return useQuery(practiceNotificationPreferencesQueryOptions(practiceId, locationId));
}
