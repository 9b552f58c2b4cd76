import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRACTICE_UPDATE_ERROR } from '@domain/practices/update-practice-info';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';
import { practiceKeys } from './keys';
import type { UpdatePracticeInfoReply, UpdatePracticeInfoValues } from '@domain/practices/api-schemas';

/** POST /api/customer/practice/update (practice administrator): the practice's name and phone. */
export function updatePracticeInfo(values: UpdatePracticeInfoValues): Promise<UpdatePracticeInfoReply> {
  return apiClient.command('/customer/practice/update', {
    practiceName: values.practiceName,
    phone: values.phone ?? '',
  });
}

export function useUpdatePracticeInfo(practiceId: string, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePracticeInfo,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: practiceKeys.practice(practiceId) });
      onSaved?.();
    },
  });
}

/** "Update errors for: ... practice" (spec point 8); 400 keeps the field messages on the form. */
export function practiceUpdateErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400) return 'Please correct the highlighted fields.';
    if (error.status === 447) return MESSAGES.practiceBlocked;
    if (error.status === 448) return MESSAGES.creditOnHold;
    if (error.status === 403) return 'Only your practice administrator can change the practice information.';
  }
  return PRACTICE_UPDATE_ERROR;
}
