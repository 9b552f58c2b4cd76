import type { ProjectionActionInput } from '@domain/ops/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { opsKeys } from './keys';

/** POST /api/ops/projections/pause: Pause a projection. */
export function pauseProjection(input: ProjectionActionInput): Promise<{ projection: string; position: number }> {
  return apiClient.command('/ops/projections/pause', input);
}

export function usePauseProjection() {
  return useInvalidatingMutation(pauseProjection, [opsKeys.all]);
}
