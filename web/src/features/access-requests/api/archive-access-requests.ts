import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchiveAccessRequestsReply } from '@domain/access-requests/api-schemas';
import { apiClient } from '@/lib/api-client';
import { accessRequestKeys } from './keys';

/** POST /api/customer/accessRequest/locationUpdate (selected ids): archives finished requests. */
export function archiveAccessRequests(ids: string[]): Promise<ArchiveAccessRequestsReply> {
  return apiClient.command('/customer/accessRequest/locationUpdate', { ids });
}

export function useArchiveAccessRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveAccessRequests,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessRequestKeys.location() }),
  });
}
