import { DomainError } from '../shared/errors';
import type { ProjectionRebuildRequested } from './events';
import { isReactorName, OPS_CODES, OPS_MESSAGES } from './messages';
import { assertKnownProjection } from './pause-projection';
import type { ProjectionOpsState } from './projection-ops-decider';

export interface RequestProjectionRebuild {
  projection: string;
  rebuildId: string;
  known: boolean;
  /**
   * The rebuild in progress is abandoned: the worker that took it is gone from the process registry,
   * or nobody took it or reported progress for REBUILD_STALE_MS. Then a new one may be asked for.
   */
  runningRebuildAbandoned: boolean;
  now: Date;
}

/** A rebuild not taken or moving for this long counts as abandoned (a worker died with it). */
export const REBUILD_STALE_MS = 60_000;

/** Is the rebuild in this state abandoned by the clock alone (no start, or no progress, for REBUILD_STALE_MS)? */
export function rebuildStale(state: ProjectionOpsState, now: Date): boolean {
  const r = state.rebuild;
  if (!r) return false;
  const last = Date.parse(r.lastProgressAt ?? r.requestedAt);
  return now.getTime() - last > REBUILD_STALE_MS;
}

/** One rebuild at a time: a second request while one runs is refused (unless that one was abandoned). */
export function decideRequestProjectionRebuild(cmd: RequestProjectionRebuild, state: ProjectionOpsState): ProjectionRebuildRequested[] {
  assertKnownProjection(cmd.known);
  if (isReactorName(cmd.projection)) throw new DomainError('rule', OPS_CODES.notRebuildable, OPS_MESSAGES.notRebuildable);
  if (state.rebuild && !cmd.runningRebuildAbandoned) throw new DomainError('conflict', OPS_CODES.rebuildRunning, OPS_MESSAGES.rebuildRunning);
  return [{ type: 'ProjectionRebuildRequested', data: { projection: cmd.projection, rebuildId: cmd.rebuildId, requestedAt: cmd.now.toISOString() } }];
}
