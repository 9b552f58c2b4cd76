import type { ProjectionOpsEvent } from './events';

/** A rebuild asked for and not finished: requested (no worker yet) or running on a worker. */
export interface RebuildState {
  rebuildId: string;
  requestedAt: string;
  processId: string | null;
  applied: number;
  total: number;
  lastProgressAt: string | null;
}

/** What the log says of one projection's operation: paused or not, and its rebuild in progress. */
export interface ProjectionOpsState {
  projection: string;
  paused: boolean;
  rebuild: RebuildState | null;
}

export const initialProjectionOpsState = (): ProjectionOpsState => ({ projection: '', paused: false, rebuild: null });

export function evolveProjectionOps(state: ProjectionOpsState, event: ProjectionOpsEvent): ProjectionOpsState {
  const projection = event.data.projection;
  switch (event.type) {
    case 'ProjectionPaused':
      return { ...state, projection, paused: true };
    case 'ProjectionResumed':
      return { ...state, projection, paused: false };
    case 'ProjectionRebuildRequested':
      return { ...state, projection, rebuild: { rebuildId: event.data.rebuildId, requestedAt: event.data.requestedAt, processId: null, applied: 0, total: 0, lastProgressAt: null } };
    case 'ProjectionRebuildStarted':
      return state.rebuild?.rebuildId === event.data.rebuildId ? { ...state, rebuild: { ...state.rebuild, processId: event.data.processId } } : state;
    case 'ProjectionRebuildProgressed':
      return state.rebuild?.rebuildId === event.data.rebuildId
        ? { ...state, rebuild: { ...state.rebuild, applied: event.data.applied, total: event.data.total, lastProgressAt: event.data.at } }
        : state;
    case 'ProjectionRebuildCompleted':
    case 'ProjectionRebuildFailed':
      return state.rebuild?.rebuildId === event.data.rebuildId ? { ...state, rebuild: null } : state;
  }
}

export const projectionOpsDecider = { initialState: initialProjectionOpsState, evolve: evolveProjectionOps };
