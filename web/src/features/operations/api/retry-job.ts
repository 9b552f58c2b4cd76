import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { opsKeys } from './keys';

/** POST /api/ops/jobs/retry: one failed or dead-lettered job runs again with fresh attempts. */
export function retryJob(input: { queue: string; jobId: string }): Promise<{ queue: string; jobs: number; position: number }> {
  return apiClient.command('/ops/jobs/retry', input);
}

export function useRetryJob() {
  return useInvalidatingMutation(retryJob, [opsKeys.all]);
}
