import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_RX_EXPIRY, type DefaultRxExpiry } from '@domain/practices/set-default-rx-expiry';
import { apiClient } from '@/lib/api-client';
import { practiceKeys } from './keys';
import { defaultRxExpiry } from '@domain/practices/api-schemas';

const reply = z.object({ expiry: defaultRxExpiry.nullish() });

/** POST /api/customer/getdefaultrxexpiry: "1 year" or "2 years"; "2 years" when the server gives none (spec point 9). */
export async function getDefaultRxExpiry(signal?: AbortSignal): Promise<DefaultRxExpiry> {
  const body = reply.parse(await apiClient.query<unknown>('/customer/getdefaultrxexpiry', {}, signal ? { signal } : {}));
  return body.expiry ?? DEFAULT_RX_EXPIRY;
}

export function defaultRxExpiryQueryOptions(practiceId: string) {
  return queryOptions({ queryKey: practiceKeys.defaultRxExpiry(practiceId), queryFn: ({ signal }) => getDefaultRxExpiry(signal) });
}

export function useDefaultRxExpiry(practiceId: string) {
  return useQuery(defaultRxExpiryQueryOptions(practiceId));
}
