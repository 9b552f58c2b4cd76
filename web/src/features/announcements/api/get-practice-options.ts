import { queryOptions, useQuery } from '@tanstack/react-query';
import { allPracticesOutput } from '@domain/support/api-schemas';
import { apiClient } from '@/lib/api-client';
import { announcementKeys } from './keys';

/** POST /api/customer/allpractices (CSR): the practices an announcement can be addressed to (first 100 by name). */
export async function getPracticeOptions(signal?: AbortSignal): Promise<{ practiceId: string; name: string }[]> {
  const reply = allPracticesOutput.parse(await apiClient.query<unknown>('/customer/allpractices', { limit: 100, sortBy: 'name', sortOrder: 'asc' }, signal ? { signal } : {}));
  return reply.practices.map((p) => ({ practiceId: p.practiceId, name: p.name }));
}

export function practiceOptionsQueryOptions() {
  return queryOptions({ queryKey: [...announcementKeys.all, 'practices'] as const, queryFn: ({ signal }) => getPracticeOptions(signal), staleTime: 5 * 60_000 });
}

export function usePracticeOptions(enabled: boolean) {
  return useQuery({ ...practiceOptionsQueryOptions(), enabled });
}
