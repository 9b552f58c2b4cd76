import { z } from 'zod';

/** `GET /api/health`: liveness plus each projection's lag (events and seconds behind the log head). */
export const healthReply = z.object({
  status: z.literal('ok'),
  eventStore: z.string(),
  database: z.string(),
  projections: z.array(
    z.object({
      name: z.string(),
      version: z.number(),
      position: z.number(),
      eventsApplied: z.number(),
      lag: z.number(),
      /** Seconds between the log's head and the last event it applied; null when the store keeps no append time (EventStoreDB). */
      lagSeconds: z.number().nullable(),
      caughtUp: z.boolean(),
    }),
  ),
});

// ---- The operations console (issue #33, D-780…) ------------------------------------------------

const projectionName = z.string().trim().min(1, 'Choose a projection.').max(100);
const queueName = z.string().trim().min(1, 'Choose a queue.').max(100);

export const projectionActionInput = z.object({ projection: projectionName });
export type ProjectionActionInput = z.infer<typeof projectionActionInput>;
export const projectionActionReply = z.object({ projection: z.string(), position: z.number() });
export const rebuildProjectionReply = projectionActionReply.extend({ rebuildId: z.string() });

export const retryJobInput = z.object({ queue: queueName, jobId: z.string().trim().min(1, 'Choose a job.').max(200) });
export const retryAllJobsInput = z.object({ queue: queueName });
export const retryJobsReply = z.object({ queue: z.string(), jobs: z.number(), position: z.number() });

export const PROJECTION_STATES = ['running', 'standby', 'paused', 'rebuilding', 'failed', 'stopped'] as const;
export type ProjectionRunState = (typeof PROJECTION_STATES)[number];

const eventRef = z.object({ id: z.string(), type: z.string(), position: z.number() });

export const opsProjection = z.object({
  name: z.string(),
  kind: z.enum(['read model', 'reactor']),
  version: z.number(),
  position: z.number(),
  eventsApplied: z.number(),
  lag: z.number(),
  lagSeconds: z.number().nullable(),
  state: z.enum(PROJECTION_STATES),
  /** The worker process that holds it (its lock), as of its last report. */
  runningOn: z.object({ processId: z.string(), host: z.string(), pid: z.number() }).nullable(),
  /** Events applied per second over the last few seconds (null when nobody runs it). */
  ratePerSecond: z.number().nullable(),
  lastError: z.object({ message: z.string(), at: z.string(), event: eventRef.nullable() }).nullable(),
  paused: z.object({ by: z.string(), at: z.string() }).nullable(),
  rebuild: z
    .object({
      rebuildId: z.string(),
      status: z.enum(['requested', 'running', 'abandoned']),
      applied: z.number(),
      total: z.number(),
      eventsPerSecond: z.number(),
      etaSeconds: z.number(),
      requestedBy: z.string(),
      requestedAt: z.string(),
    })
    .nullable(),
  lastRebuild: z.object({ outcome: z.enum(['completed', 'failed']), at: z.string(), applied: z.number().nullable(), seconds: z.number().nullable(), reason: z.string().nullable() }).nullable(),
});
export type OpsProjection = z.infer<typeof opsProjection>;
export const opsProjectionsReply = z.object({ head: z.number(), projections: z.array(opsProjection) });
export type OpsProjectionsReply = z.infer<typeof opsProjectionsReply>;

export const opsQueue = z.object({
  queue: z.string(),
  waiting: z.number(),
  delayed: z.number(),
  active: z.number(),
  failed: z.number(),
  deadLettered: z.number(),
  outboxPending: z.number(),
  /** When the queue's own counts (waiting, delayed, active) were last read by a worker; null before any. */
  countsAt: z.string().nullable(),
});
export const opsFailedJob = z.object({
  queue: z.string(),
  jobId: z.string(),
  state: z.enum(['failed', 'dead-lettered']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  lastFailedAt: z.string().nullable(),
  /** The event that caused it (the job's id is the event's id). */
  event: z.object({ id: z.string(), type: z.string(), position: z.number(), occurredAt: z.string() }).nullable(),
  reactor: z.string(),
});
export type OpsFailedJob = z.infer<typeof opsFailedJob>;
export const opsScheduled = z.object({ kind: z.string(), due: z.number(), overdue: z.number(), scheduled: z.number(), nextRunAt: z.string().nullable() });
export const opsQueuesReply = z.object({ queues: z.array(opsQueue), jobs: z.array(opsFailedJob), scheduled: z.array(opsScheduled) });
export type OpsQueuesReply = z.infer<typeof opsQueuesReply>;

export const opsProcess = z.object({
  processId: z.string(),
  role: z.string(),
  version: z.string(),
  commit: z.string().nullable(),
  host: z.string(),
  pid: z.number(),
  startedAt: z.string(),
  lastHeartbeatAt: z.string(),
  status: z.enum(['up', 'gone', 'stopped']),
  ready: z.boolean(),
  uptimeSeconds: z.number().nullable(),
  /** The projections it runs now (workers). */
  projections: z.number(),
});
export const opsProcessesReply = z.object({ processes: z.array(opsProcess) });
export type OpsProcessesReply = z.infer<typeof opsProcessesReply>;

export const opsAction = z.object({ position: z.number(), at: z.string(), actor: z.string(), type: z.string(), description: z.string() });
export const opsActionsReply = z.object({ actions: z.array(opsAction) });
export type OpsActionsReply = z.infer<typeof opsActionsReply>;
