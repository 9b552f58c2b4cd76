import { useMutation } from '@tanstack/react-query';
import type { SetPasswordInput, SetPasswordReply } from '@domain/identity/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/customer/setpassword (no user token): the password from a welcome or reset link. */
export function setPassword(input: SetPasswordInput): Promise<SetPasswordReply> {
  return apiClient.command('/customer/setpassword', input, { auth: false });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
