import { useMutation } from '@tanstack/react-query';
import type { OptionalPositionReply } from '@domain/identity/api-schemas';
import type { UpdateProfileInput } from '@domain/identity/update-profile';
import { apiClient } from '@/lib/api-client';

/** POST /api/customer/update: the signed-in user's own personal info. */
export function updateProfile(input: UpdateProfileInput): Promise<OptionalPositionReply> {
  return apiClient.command('/customer/update', input);
}

/**
 * `onSaved` lets the screen refresh the profile it shows (read-your-writes via the reply's
 * position); the profile's key belongs to the auth feature, so web/src/app passes the refresh in.
 * The save does not wait for that read.
 */
export function useUpdateProfile({ onSaved }: { onSaved?: () => unknown } = {}) {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => {
      onSaved?.();
    },
  });
}

export const PERSONAL_INFO_UPDATE_ERROR = 'Your personal info could not be updated. Please try again.';
