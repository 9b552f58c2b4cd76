import type { DeleteAnalysisJobReply } from '@domain/analysis-jobs/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { whatIfKeys } from './keys';

/** POST /api/what-if/delete. */
export function deleteWhatIf(input: { jobId: string }): Promise<DeleteAnalysisJobReply> {
  return apiClient.command('/what-if/delete', input);
}

export function useDeleteWhatIf() {
  return useInvalidatingMutation(deleteWhatIf, [whatIfKeys.all]);
}
