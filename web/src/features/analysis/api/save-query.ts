import type { SaveQueryInput } from '@domain/analysis/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { analysisKeys } from './keys';

/** POST /api/analysis/saved-queries/save. */
export function saveQuery(input: SaveQueryInput): Promise<{ savedQueryId: string }> {
  return apiClient.command('/analysis/saved-queries/save', input);
}

export function useSaveQuery() {
  return useInvalidatingMutation(saveQuery, [analysisKeys.saved()]);
}
