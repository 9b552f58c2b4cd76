import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DefaultRxExpiry, defaultRxExpiryReply } from '@domain/practices/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { practiceKeys } from './keys';

/** POST /api/customer/getdefaultrxexpiry: "1 year" or "2 years" (the server answers "2 years" when none is set, spec point 9). */
export async function getDefaultRxExpiry(signal?: AbortSignal): Promise<DefaultRxExpiry> {
  return parseReply(defaultRxExpiryReply, await apiClient.query<unknown>('/customer/getdefaultrxexpiry', {}, signal ? { signal } : {})).expiry;
}

export function defaultRxExpiryQueryOptions(practiceId: string) {
  return queryOptions({ queryKey: practiceKeys.defaultRxExpiry(practiceId), queryFn: ({ signal }) => getDefaultRxExpiry(signal) });
}

export function useDefaultRxExpiry(practiceId: string) {
  return useQuery(defaultRxExpiryQueryOptions(practiceId));
}
