import type { AnswerAccessRequestInput, AnswerAccessRequestReply } from '@domain/access-requests/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { accessRequestKeys } from './keys';

/** POST /api/customer/accessRequest/patientupdate (id, status, denialReason). */
export function answerAccessRequest(input: AnswerAccessRequestInput): Promise<AnswerAccessRequestReply> {
  return apiClient.command('/customer/accessRequest/patientupdate', input);
}

export function useAnswerAccessRequest() {
  // The pending list is left as it is, so the answered request stays on screen with its outcome;
  // it is read again the next time the page opens.
  return useInvalidatingMutation(answerAccessRequest, [accessRequestKeys.tokens()]);
}
