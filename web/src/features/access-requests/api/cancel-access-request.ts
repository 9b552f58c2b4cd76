import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelAccessRequestReply } from '@domain/access-requests/api-schemas';
import { apiClient } from '@/lib/api-client';
import { accessRequestKeys } from './keys';

/** POST /api/customer/accessRequest/cancel (id). */
export function cancelAccessRequest(id: string): Promise<CancelAccessRequestReply> {
  return apiClient.command('/customer/accessRequest/cancel', { id });
}

export function useCancelAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAccessRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessRequestKeys.location() }),
  });
}
