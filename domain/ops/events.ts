/**
 * The operations console's actions (issue #33, D-780…): every pause, resume, rebuild and retry an
 * operator asks for is an event with its actor (metadata), on an `ops-…` stream, so it is in the
 * audit trail and the workers act on it from the log (a pause survives a worker's restart).
 *
 * One stream per projection (`ops-projection-<name>`): its pauses, resumes and rebuilds, with the
 * rebuild's start, progress (at most one event a second, as D-761) and outcome recorded by the
 * worker that took it. One stream per queue (`ops-queue-<queue>`): the retries asked for.
 */
export const opsProjectionStream = (projection: string) => `ops-projection-${projection}`;
export const opsQueueStream = (queue: string) => `ops-queue-${queue}`;

export interface ProjectionPaused {
  type: 'ProjectionPaused';
  data: { projection: string; pausedAt: string };
}

export interface ProjectionResumed {
  type: 'ProjectionResumed';
  data: { projection: string; resumedAt: string };
}

export interface ProjectionRebuildRequested {
  type: 'ProjectionRebuildRequested';
  data: { projection: string; rebuildId: string; requestedAt: string };
}

/** A worker took the rebuild (exactly one: the append with the expected version decides). */
export interface ProjectionRebuildStarted {
  type: 'ProjectionRebuildStarted';
  data: { projection: string; rebuildId: string; processId: string; startedAt: string };
}

export interface ProjectionRebuildProgressed {
  type: 'ProjectionRebuildProgressed';
  data: { projection: string; rebuildId: string; applied: number; total: number; eventsPerSecond: number; etaSeconds: number; at: string };
}

export interface ProjectionRebuildCompleted {
  type: 'ProjectionRebuildCompleted';
  data: { projection: string; rebuildId: string; applied: number; seconds: number; completedAt: string };
}

export interface ProjectionRebuildFailed {
  type: 'ProjectionRebuildFailed';
  data: { projection: string; rebuildId: string; reason: string; failedAt: string };
}

/** Retry of one failed or dead-lettered job (`jobId`), or of all of the queue's (`jobId` null). */
export interface JobRetryRequested {
  type: 'JobRetryRequested';
  data: { queue: string; jobId: string | null; jobs: number; requestedAt: string };
}

export type ProjectionOpsEvent =
  | ProjectionPaused
  | ProjectionResumed
  | ProjectionRebuildRequested
  | ProjectionRebuildStarted
  | ProjectionRebuildProgressed
  | ProjectionRebuildCompleted
  | ProjectionRebuildFailed;

export type OpsEvent = ProjectionOpsEvent | JobRetryRequested;

export const PROJECTION_OPS_EVENT_TYPES = [
  'ProjectionPaused',
  'ProjectionResumed',
  'ProjectionRebuildRequested',
  'ProjectionRebuildStarted',
  'ProjectionRebuildProgressed',
  'ProjectionRebuildCompleted',
  'ProjectionRebuildFailed',
] as const satisfies readonly ProjectionOpsEvent['type'][];

export const OPS_EVENT_TYPES = [...PROJECTION_OPS_EVENT_TYPES, 'JobRetryRequested'] as const satisfies readonly OpsEvent['type'][];
