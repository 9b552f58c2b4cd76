import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfoReply } from '@domain/contact/api-schemas';
import { apiClient } from '@/lib/api-client';
import { publicSiteKeys } from './keys';

/** GET /api/site/info (no sign-in): the support e-mail and phone from the deployment's configuration. */
export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfoReply> {
  return apiClient.get<SiteInfoReply>('/site/info', {}, { auth: false, ...(signal ? { signal } : {}) });
}

export function siteInfoQueryOptions() {
  return queryOptions({ queryKey: publicSiteKeys.siteInfo(), queryFn: ({ signal }) => getSiteInfo(signal), staleTime: Infinity });
}

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions()).data;
}
