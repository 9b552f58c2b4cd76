/** What operators read when the console refuses an action (shown next to the action, as they are). */
export const OPS_MESSAGES = {
  unknownProjection: 'There is no projection of that name. Refresh the list.',
  alreadyPaused: 'This projection is already paused.',
  notPaused: 'This projection is running; there is nothing to resume.',
  rebuildRunning: 'A rebuild of this projection is already running. Wait for it to finish.',
  ownReadModel: "The console's own read model cannot be paused: the console would stop showing what happens.",
  jobNotFound: 'This job is no longer failed or dead-lettered: it was retried or has completed. Refresh the list.',
  nothingToRetry: 'This queue has no failed or dead-lettered jobs to retry.',
  unknownQueue: 'There is no queue of that name. Refresh the list.',
  rebuildNotRunning: 'No rebuild of this projection is running.',
  rebuildTaken: 'Another worker has taken this rebuild.',
  notRebuildable: 'A reactor keeps no tables to rebuild: replaying it would send its e-mails and jobs again.',
} as const;

export const OPS_CODES = {
  unknownProjection: 'PROJECTION_NOT_FOUND',
  alreadyPaused: 'PROJECTION_ALREADY_PAUSED',
  notPaused: 'PROJECTION_NOT_PAUSED',
  rebuildRunning: 'REBUILD_ALREADY_RUNNING',
  ownReadModel: 'PROJECTION_NOT_PAUSABLE',
  jobNotFound: 'JOB_NOT_FOUND',
  nothingToRetry: 'NO_JOBS_TO_RETRY',
  unknownQueue: 'QUEUE_NOT_FOUND',
  rebuildNotRunning: 'REBUILD_NOT_RUNNING',
  rebuildTaken: 'REBUILD_TAKEN',
  notRebuildable: 'PROJECTION_NOT_REBUILDABLE',
} as const;

/** Reactors run on the projection runner under this prefix (workers/reactors): pausable, not rebuildable. */
export const isReactorName = (name: string) => name.startsWith('reactor_');

/** The console's own read model (projections/ops-controls.ts): pausing it would blind the console. */
export const OPS_CONTROLS_PROJECTION = 'ops_controls';
