import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { FEATURE_FLAG_NAMES, type FeatureFlag } from '@domain/shared/feature-flags';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';

/** The deployment's feature flags (e.g. dateOfService), from POST /api/session/config. */
export async function getFeatureFlags(signal?: AbortSignal): Promise<FeatureFlag[]> {
  const raw = await apiClient.query<unknown>('/session/config', {}, { auth: false, ...(signal ? { signal } : {}) });
  const parsed = z.object({ featureFlags: z.array(z.string()).optional() }).safeParse(raw);
  const names = parsed.success ? (parsed.data.featureFlags ?? []) : [];
  return FEATURE_FLAG_NAMES.filter((n) => names.includes(n));
}

export function featureFlagsQueryOptions() {
  return queryOptions({ queryKey: prescriptionKeys.featureFlags(), queryFn: ({ signal }) => getFeatureFlags(signal), staleTime: Infinity });
}

export function useFeatureFlags() {
  return useQuery(featureFlagsQueryOptions());
}
