import type { MarkContactHandledInput, MarkContactHandledReply } from '@domain/contact/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { supportKeys } from './keys';

/** POST /api/support/contactrequests/handle (CSR). */
export function markContactHandled(input: MarkContactHandledInput): Promise<MarkContactHandledReply> {
  return apiClient.command('/support/contactrequests/handle', input);
}

export function useMarkContactHandled() {
  return useInvalidatingMutation(markContactHandled, [supportKeys.contactRequests()]);
}
