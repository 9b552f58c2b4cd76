import { DomainError } from '../shared/errors';
import type { ProjectionResumed } from './events';
import { OPS_CODES, OPS_MESSAGES } from './messages';
import { assertKnownProjection } from './pause-projection';
import type { ProjectionOpsState } from './projection-ops-decider';

export interface ResumeProjection {
  projection: string;
  known: boolean;
  now: Date;
}

/** The worker applies again from its checkpoint and catches up; refused for one that is running. */
export function decideResumeProjection(cmd: ResumeProjection, state: ProjectionOpsState): ProjectionResumed[] {
  assertKnownProjection(cmd.known);
  if (!state.paused) throw new DomainError('conflict', OPS_CODES.notPaused, OPS_MESSAGES.notPaused);
  return [{ type: 'ProjectionResumed', data: { projection: cmd.projection, resumedAt: cmd.now.toISOString() } }];
}
