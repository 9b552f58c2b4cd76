import { queryOptions, useQuery } from '@tanstack/react-query';
import { streamTypesReply, type StreamTypesReply } from '@domain/history/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { historyKeys } from './get-history';

/** GET /api/events/stream-types: the kinds of stream the export can be filtered by. */
export async function getStreamTypes(signal?: AbortSignal): Promise<StreamTypesReply> {
  const reply = await apiClient.get<unknown>('/events/stream-types', {}, signal ? { signal } : {});
  return parseReply(streamTypesReply, reply);
}

export function streamTypesQueryOptions() {
  return queryOptions({
    queryKey: [...historyKeys.all, 'stream-types'] as const,
    queryFn: ({ signal }) => getStreamTypes(signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useStreamTypes() {
  return useQuery(streamTypesQueryOptions());
}
