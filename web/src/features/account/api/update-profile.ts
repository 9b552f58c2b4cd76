import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@domain/identity/update-profile';
import { apiClient } from '@/lib/api-client';

/** POST /api/customer/update: the signed-in user's own personal info. */
export function updateProfile(input: UpdateProfileInput): Promise<{ position: number | null }> {
  return apiClient.command('/customer/update', input);
}

/** `onSaved` lets the screen refresh the profile it shows (read-your-writes via the reply's position). */
export function useUpdateProfile({ onSaved }: { onSaved?: () => void } = {}) {
  return useMutation({ mutationFn: updateProfile, onSuccess: () => onSaved?.() });
}

export const PERSONAL_INFO_UPDATE_ERROR = 'Your personal info could not be updated. Please try again.';
