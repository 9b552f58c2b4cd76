import { useMutation } from '@tanstack/react-query';
import type { SubmitContactRequestInput, SubmitContactRequestReply } from '@domain/contact/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/contact/submit (no sign-in): the "get in touch" form with its human-check token. */
export function submitContactRequest(input: SubmitContactRequestInput): Promise<SubmitContactRequestReply> {
  return apiClient.command('/contact/submit', input, { auth: false });
}

export function useSubmitContactRequest() {
  return useMutation({ mutationFn: submitContactRequest });
}
