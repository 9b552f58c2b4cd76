import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { analysisKeys } from './keys';

/** POST /api/analytics/exports: asks for an export of the caller's scope (the exporter's route, a background job). */
export function requestExport(): Promise<{ jobId: string; label: string }> {
  return apiClient.command('/analytics/exports', {});
}

export function useRequestExport() {
  return useInvalidatingMutation(requestExport, [analysisKeys.exports(), analysisKeys.tables()]);
}
