import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_DEFAULT_LIMIT, historyReply, type HistoryReply } from '@domain/history/api-schemas';
import type { HistoryRecordType } from '@domain/history/record-keys';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';

/** GET /api/history: one page of a record's history, newest first. */
export async function getHistory(recordType: HistoryRecordType, recordId: string, offset: number, signal?: AbortSignal): Promise<HistoryReply> {
  const reply = await apiClient.get<unknown>('/history', { recordType, recordId, limit: HISTORY_DEFAULT_LIMIT, offset }, signal ? { signal } : {});
  return parseReply(historyReply, reply);
}

export const historyKeys = {
  all: ['history'] as const,
  record: (recordType: HistoryRecordType, recordId: string) => [...historyKeys.all, recordType, recordId] as const,
};

/** Pages of 20, "Show older" loads the next; read afresh each time the panel opens (a change may have just been made). */
export function historyQueryOptions(recordType: HistoryRecordType, recordId: string) {
  return infiniteQueryOptions({
    queryKey: historyKeys.record(recordType, recordId),
    queryFn: ({ pageParam, signal }) => getHistory(recordType, recordId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.entries.length < last.total ? last.offset + last.entries.length : undefined),
    staleTime: 0,
  });
}

export function useHistory(recordType: HistoryRecordType, recordId: string, enabled = true) {
  return useInfiniteQuery({ ...historyQueryOptions(recordType, recordId), enabled, refetchOnMount: 'always' });
}
