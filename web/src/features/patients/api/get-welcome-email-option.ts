import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** Whether the deployment offers the staff-only "skip the welcome e-mail" option (feature flag `welcomeEmailOption`, spec point 6). */
export async function getWelcomeEmailOption(signal?: AbortSignal): Promise<boolean> {
  const raw = await apiClient.query<unknown>('/session/config', {}, { auth: false, ...(signal ? { signal } : {}) });
  const parsed = z.object({ featureFlags: z.array(z.string()).optional() }).safeParse(raw);
  return parsed.success ? (parsed.data.featureFlags ?? []).includes('welcomeEmailOption') : false;
}

export function welcomeEmailOptionQueryOptions() {
  return queryOptions({ queryKey: ['patients', 'welcome-email-option'] as const, queryFn: ({ signal }) => getWelcomeEmailOption(signal), staleTime: Infinity });
}

export function useWelcomeEmailOption() {
  return useQuery(welcomeEmailOptionQueryOptions());
}
