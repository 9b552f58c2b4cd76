import { queryOptions, useQuery } from '@tanstack/react-query';
import { streamTypesReply, type StreamTypesReply } from '@domain/history/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';
import { historyKeys } from './get-history';

/** GET /api/events/stream-types: the kinds of stream the export can be filtered by. */
export async function getStreamTypes(signal?: AbortSignal): Promise<StreamTypesReply> {
  const reply = await apiClient.get<unknown>('/events/stream-types', {}, signal ? { signal } : {});
  const parsed = streamTypesReply.safeParse(reply);
  if (!parsed.success) throw new ApiError(500, 'INVALID_REPLY', MESSAGES.somethingWentWrongRetry);
  return parsed.data;
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
