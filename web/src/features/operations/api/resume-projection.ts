import type { ProjectionActionInput } from '@domain/ops/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { opsKeys } from './keys';

/** POST /api/ops/projections/resume: Resume a paused projection. */
export function resumeProjection(input: ProjectionActionInput): Promise<{ projection: string; position: number }> {
  return apiClient.command('/ops/projections/resume', input);
}

export function useResumeProjection() {
  return useInvalidatingMutation(resumeProjection, [opsKeys.all]);
}
