import type { ProjectionActionInput } from '@domain/ops/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { opsKeys } from './keys';

/** POST /api/ops/projections/rebuild: Ask for a rebuild (one worker takes it). */
export function rebuildProjection(input: ProjectionActionInput): Promise<{ projection: string; position: number }> {
  return apiClient.command('/ops/projections/rebuild', input);
}

export function useRebuildProjection() {
  return useInvalidatingMutation(rebuildProjection, [opsKeys.all]);
}
