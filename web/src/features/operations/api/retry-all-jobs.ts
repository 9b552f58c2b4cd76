import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { opsKeys } from './keys';

/** POST /api/ops/jobs/retryall: every failed and dead-lettered job of a queue runs again. */
export function retryAllJobs(input: { queue: string }): Promise<{ queue: string; jobs: number; position: number }> {
  return apiClient.command('/ops/jobs/retryall', input);
}

export function useRetryAllJobs() {
  return useInvalidatingMutation(retryAllJobs, [opsKeys.all]);
}
