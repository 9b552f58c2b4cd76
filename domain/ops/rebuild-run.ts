import { DomainError } from '../shared/errors';
import type { ProjectionRebuildCompleted, ProjectionRebuildFailed, ProjectionRebuildProgressed, ProjectionRebuildStarted } from './events';
import { OPS_CODES, OPS_MESSAGES } from './messages';
import type { ProjectionOpsState } from './projection-ops-decider';

/** Progress events at most this often (as the analysis jobs', D-761). */
export const REBUILD_PROGRESS_INTERVAL_MS = 1000;

function assertCurrent(state: ProjectionOpsState, rebuildId: string, processId?: string): void {
  if (!state.rebuild || state.rebuild.rebuildId !== rebuildId) throw new DomainError('conflict', OPS_CODES.rebuildNotRunning, OPS_MESSAGES.rebuildNotRunning);
  if (processId !== undefined && state.rebuild.processId !== processId) throw new DomainError('conflict', OPS_CODES.rebuildTaken, OPS_MESSAGES.rebuildTaken);
}

/** A worker takes the rebuild: only one that nobody has taken yet (a second worker is refused). */
export function decideStartProjectionRebuild(cmd: { rebuildId: string; processId: string; now: Date }, state: ProjectionOpsState): ProjectionRebuildStarted[] {
  assertCurrent(state, cmd.rebuildId);
  if (state.rebuild!.processId !== null) throw new DomainError('conflict', OPS_CODES.rebuildTaken, OPS_MESSAGES.rebuildTaken);
  return [{ type: 'ProjectionRebuildStarted', data: { projection: state.projection, rebuildId: cmd.rebuildId, processId: cmd.processId, startedAt: cmd.now.toISOString() } }];
}

export interface RebuildFigures {
  applied: number;
  total: number;
  eventsPerSecond: number;
  etaSeconds: number;
}

/** Progress of the taker's rebuild; nothing when the last is less than a second old or nothing moved. */
export function decideRecordRebuildProgress(cmd: RebuildFigures & { rebuildId: string; processId: string; now: Date }, state: ProjectionOpsState): ProjectionRebuildProgressed[] {
  assertCurrent(state, cmd.rebuildId, cmd.processId);
  const r = state.rebuild!;
  if (r.lastProgressAt && cmd.now.getTime() - Date.parse(r.lastProgressAt) < REBUILD_PROGRESS_INTERVAL_MS) return [];
  if (r.lastProgressAt && cmd.applied === r.applied && cmd.total === r.total) return [];
  return [
    {
      type: 'ProjectionRebuildProgressed',
      data: {
        projection: state.projection,
        rebuildId: cmd.rebuildId,
        applied: cmd.applied,
        total: cmd.total,
        eventsPerSecond: Math.round(cmd.eventsPerSecond),
        etaSeconds: Math.round(cmd.etaSeconds * 10) / 10,
        at: cmd.now.toISOString(),
      },
    },
  ];
}

export function decideCompleteProjectionRebuild(cmd: { rebuildId: string; processId: string; applied: number; seconds: number; now: Date }, state: ProjectionOpsState): ProjectionRebuildCompleted[] {
  assertCurrent(state, cmd.rebuildId, cmd.processId);
  return [{ type: 'ProjectionRebuildCompleted', data: { projection: state.projection, rebuildId: cmd.rebuildId, applied: cmd.applied, seconds: Math.round(cmd.seconds * 10) / 10, completedAt: cmd.now.toISOString() } }];
}

/** The reason is words for the screen, never an error's text (that stays in the worker's log). */
export function decideFailProjectionRebuild(cmd: { rebuildId: string; processId: string; reason: string; now: Date }, state: ProjectionOpsState): ProjectionRebuildFailed[] {
  assertCurrent(state, cmd.rebuildId, cmd.processId);
  return [{ type: 'ProjectionRebuildFailed', data: { projection: state.projection, rebuildId: cmd.rebuildId, reason: cmd.reason, failedAt: cmd.now.toISOString() } }];
}
