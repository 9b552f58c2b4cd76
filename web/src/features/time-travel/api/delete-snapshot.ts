import type { QueryKey } from '@tanstack/react-query';
import type { DeleteAnalysisJobReply } from '@domain/analysis-jobs/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { timeTravelKeys } from './keys';

/** POST /api/time-travel/snapshots/delete: for everyone of the practice. */
export function deleteSnapshot(input: { jobId: string }): Promise<DeleteAnalysisJobReply> {
  return apiClient.command('/time-travel/snapshots/delete', input);
}

/** `alsoStale`: what else shows snapshots (the reports' "Data as of" list), passed by the screen that composes both. */
export function useDeleteSnapshot(alsoStale: readonly QueryKey[] = []) {
  return useInvalidatingMutation(deleteSnapshot, [timeTravelKeys.all, ...alsoStale]);
}
