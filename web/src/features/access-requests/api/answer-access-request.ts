import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accessRequestKeys } from './keys';

export interface AnswerAccessRequest {
  id: string;
  status: 'accepted' | 'denied';
  denialReason?: string;
  /** The e-mailed link's token, when answering from the link. */
  token?: string;
}

/** POST /api/customer/accessRequest/patientupdate (id, status, denialReason). */
export function answerAccessRequest(input: AnswerAccessRequest): Promise<{ id: string; status: 'accepted' | 'denied'; denialReason: string | null; position: number }> {
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
