import { DomainError } from '../shared/errors';
import type { ProjectionPaused } from './events';
import { OPS_CODES, OPS_CONTROLS_PROJECTION, OPS_MESSAGES } from './messages';
import type { ProjectionOpsState } from './projection-ops-decider';

export interface PauseProjection {
  projection: string;
  /** The projection is one this deployment keeps (its checkpoint row exists). */
  known: boolean;
  now: Date;
}

export function assertKnownProjection(known: boolean): void {
  if (!known) throw new DomainError('not_found', OPS_CODES.unknownProjection, OPS_MESSAGES.unknownProjection);
}

/** The worker running it stops applying (its checkpoint stays); refused for an unknown, an already paused one, and the console's own. */
export function decidePauseProjection(cmd: PauseProjection, state: ProjectionOpsState): ProjectionPaused[] {
  assertKnownProjection(cmd.known);
  if (cmd.projection === OPS_CONTROLS_PROJECTION) throw new DomainError('rule', OPS_CODES.ownReadModel, OPS_MESSAGES.ownReadModel);
  if (state.paused) throw new DomainError('conflict', OPS_CODES.alreadyPaused, OPS_MESSAGES.alreadyPaused);
  return [{ type: 'ProjectionPaused', data: { projection: cmd.projection, pausedAt: cmd.now.toISOString() } }];
}
