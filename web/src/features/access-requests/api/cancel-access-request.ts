import type { CancelAccessRequestReply } from '@domain/access-requests/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { accessRequestKeys } from './keys';

/** POST /api/customer/accessRequest/cancel (id). */
export function cancelAccessRequest(id: string): Promise<CancelAccessRequestReply> {
  return apiClient.command('/customer/accessRequest/cancel', { id });
}

export function useCancelAccessRequest() {
  return useInvalidatingMutation(cancelAccessRequest, [accessRequestKeys.location()]);
}
