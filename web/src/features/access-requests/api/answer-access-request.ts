import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerAccessRequestInput, AnswerAccessRequestReply } from '@domain/access-requests/api-schemas';
import { apiClient } from '@/lib/api-client';
import { accessRequestKeys } from './keys';

/** POST /api/customer/accessRequest/patientupdate (id, status, denialReason). */
export function answerAccessRequest(input: AnswerAccessRequestInput): Promise<AnswerAccessRequestReply> {
  return apiClient.command('/customer/accessRequest/patientupdate', input);
}

export function useAnswerAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAccessRequest,
    // The pending list is left as it is, so the answered request stays on screen with its outcome;
    // it is read again the next time the page opens.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessRequestKeys.tokens() }),
  });
}
