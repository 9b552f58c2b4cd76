import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accessRequestKeys } from './keys';
import { type AccessRequestView, accessRequestListReply } from '@domain/access-requests/api-schemas';

/** POST /api/customer/accessRequest/locationget: the requests this location sent. */
export async function getLocationAccessRequests(signal?: AbortSignal): Promise<AccessRequestView[]> {
  const body = accessRequestListReply.parse(await apiClient.query<unknown>('/customer/accessRequest/locationget', {}, signal ? { signal } : {}));
  return body.items;
}

export function locationAccessRequestsQueryOptions() {
  return queryOptions({ queryKey: accessRequestKeys.location(), queryFn: ({ signal }) => getLocationAccessRequests(signal) });
}

export function useLocationAccessRequests() {
  return useQuery(locationAccessRequestsQueryOptions());
}
