import { useMutation } from '@tanstack/react-query';
import type { ForgetPasswordReply, ForgetPasswordRequest } from '@domain/identity/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/customer/ForgetPassword (no user token): the same answer whether or not the address has an account. */
export function forgetPassword(input: ForgetPasswordRequest & { humanCheck: string }): Promise<ForgetPasswordReply> {
  return apiClient.command('/customer/ForgetPassword', input, { auth: false });
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
