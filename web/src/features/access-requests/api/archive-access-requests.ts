import type { ArchiveAccessRequestsReply } from '@domain/access-requests/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { accessRequestKeys } from './keys';

/** POST /api/customer/accessRequest/locationUpdate (selected ids): archives finished requests. */
export function archiveAccessRequests(ids: string[]): Promise<ArchiveAccessRequestsReply> {
  return apiClient.command('/customer/accessRequest/locationUpdate', { ids });
}

export function useArchiveAccessRequests() {
  return useInvalidatingMutation(archiveAccessRequests, [accessRequestKeys.location()]);
}
