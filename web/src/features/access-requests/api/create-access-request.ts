import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessRequestReply, CreateAccessRequestInput } from '@domain/access-requests/api-schemas';
import { apiClient } from '@/lib/api-client';
import { accessRequestKeys } from './keys';

/** POST /api/customer/accessRequest/create (e-mail). */
export function createAccessRequest(input: CreateAccessRequestInput): Promise<AccessRequestReply> {
  return apiClient.command('/customer/accessRequest/create', input);
}

export function useCreateAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessRequestKeys.location() }),
  });
}
