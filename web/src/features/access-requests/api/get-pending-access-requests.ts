import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accessRequestKeys } from './keys';
import { type AccessRequestView, accessRequestListReply } from '@domain/access-requests/api-schemas';

/** POST /api/customer/accessRequest/getnotification: the signed-in patient's pending requests. */
export async function getPendingAccessRequests(signal?: AbortSignal): Promise<AccessRequestView[]> {
  const body = accessRequestListReply.parse(await apiClient.query<unknown>('/customer/accessRequest/getnotification', {}, signal ? { signal } : {}));
  return body.items;
}

export function pendingAccessRequestsQueryOptions() {
  return queryOptions({ queryKey: accessRequestKeys.pending(), queryFn: ({ signal }) => getPendingAccessRequests(signal), refetchOnWindowFocus: false });
}

export function usePendingAccessRequests(enabled: boolean) {
  return useQuery({ ...pendingAccessRequestsQueryOptions(), enabled });
}
