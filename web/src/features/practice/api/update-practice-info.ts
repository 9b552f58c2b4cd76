import { PRACTICE_UPDATE_ERROR } from '@domain/practices/update-practice-info';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { practiceRefusalMessage } from '@/features/practice/refusal-message';
import { practiceKeys } from './keys';
import type { UpdatePracticeInfoReply, UpdatePracticeInfoValues } from '@domain/practices/api-schemas';

/** POST /api/customer/practice/update (practice administrator): the practice's name and phone. */
export function updatePracticeInfo(values: UpdatePracticeInfoValues): Promise<UpdatePracticeInfoReply> {
  return apiClient.command('/customer/practice/update', {
    practiceName: values.practiceName,
    phone: values.phone ?? '',
  });
}

export function useUpdatePracticeInfo(practiceId: string) {
  return useInvalidatingMutation(updatePracticeInfo, [practiceKeys.practice(practiceId)]);
}

/** "Update errors for: ... practice" (spec point 8); 400 keeps the field messages on the form. */
export function practiceUpdateErrorMessage(error: unknown): string {
  return practiceRefusalMessage(error, {
    forbidden: 'Only your practice administrator can change the practice information.',
    fallback: PRACTICE_UPDATE_ERROR,
    withFieldErrors: true,
  });
}
