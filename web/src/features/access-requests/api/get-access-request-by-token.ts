import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accessRequestKeys } from './keys';
import { type AccessRequestView, accessRequestView } from '@domain/access-requests/api-schemas';

/** POST /api/customer/accessRequest/getbytoken (sent without the user token, spec point 6). */
export async function getAccessRequestByToken(token: string, signal?: AbortSignal): Promise<AccessRequestView> {
  return accessRequestView.parse(await apiClient.query<unknown>('/customer/accessRequest/getbytoken', { token }, signal ? { signal } : {}));
}

export function accessRequestByTokenQueryOptions(token: string) {
  return queryOptions({ queryKey: accessRequestKeys.byToken(token), queryFn: ({ signal }) => getAccessRequestByToken(token, signal), retry: false });
}

export function useAccessRequestByToken(token: string | null) {
  return useQuery({ ...accessRequestByTokenQueryOptions(token ?? ''), enabled: !!token });
}
