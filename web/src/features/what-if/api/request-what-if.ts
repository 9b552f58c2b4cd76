import type { RequestWhatIfInput, RequestWhatIfReply } from '@domain/what-if/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { whatIfKeys } from './keys';

/** POST /api/what-if/request: a past period replayed under another pricing strategy, in the background. */
export function requestWhatIf(input: RequestWhatIfInput): Promise<RequestWhatIfReply> {
  return apiClient.command('/what-if/request', input);
}

export function useRequestWhatIf() {
  return useInvalidatingMutation(requestWhatIf, [whatIfKeys.all]);
}
