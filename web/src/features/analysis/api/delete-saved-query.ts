import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { analysisKeys } from './keys';

/** POST /api/analysis/saved-queries/delete. */
export function deleteSavedQuery(input: { savedQueryId: string }): Promise<{ savedQueryId: string }> {
  return apiClient.command('/analysis/saved-queries/delete', input);
}

export function useDeleteSavedQuery() {
  return useInvalidatingMutation(deleteSavedQuery, [analysisKeys.saved()]);
}
