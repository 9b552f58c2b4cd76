import type { z } from 'zod';
import type { SetPracticeNotificationPreferenceInput, setPracticeNotificationPreferenceReply } from '@domain/practices/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { practiceRefusalMessage } from '@/features/practice/refusal-message';
import { practiceKeys } from './keys';

/** POST /api/customer/SetPracticeNotificationPreference: only the changed keys. */
export function setPracticeNotificationPreferences(
  input: SetPracticeNotificationPreferenceInput,
): Promise<z.infer<typeof setPracticeNotificationPreferenceReply>> {
  return apiClient.command('/customer/SetPracticeNotificationPreference', input);
}

export function useSetPracticeNotificationPreferences(practiceId: string) {
  return useInvalidatingMutation(setPracticeNotificationPreferences, [practiceKeys.practice(practiceId)]);
}

/** Spec point 8 "Update errors for: ... practice" (wording: decision D-093). */
export const PRACTICE_NOTIFICATIONS_UPDATE_ERROR = 'Your notification settings could not be updated. Please try again.';

export function practiceNotificationsErrorMessage(error: unknown): string {
  return practiceRefusalMessage(error, {
    forbidden: 'You can change the notification settings of your own location only.',
    fallback: PRACTICE_NOTIFICATIONS_UPDATE_ERROR,
  });
}
