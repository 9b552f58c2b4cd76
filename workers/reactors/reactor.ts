import type { StoredEvent } from '../../infra/event-store/port';
import type { JobQueue } from '../../infra/queue/port';
import type { Projection } from '../../projections';

/**
 * A reactor turns events into jobs. It runs on the projection runner (same checkpointing,
 * advisory lock and wake-ups) with no tables of its own; every job's id is the event id, so a
 * replayed event never enqueues twice, and a lost job is re-derived by replaying the reactor.
 */
export interface Reactor {
  name: string;
  eventTypes: readonly string[];
  jobName: string;
  payload(event: StoredEvent): Record<string, unknown> | undefined;
  /** Optional: how long the job waits before it may run (e.g. the order-confirmation e-mail, 5–10 minutes after checkout). */
  delayMs?(event: StoredEvent): number;
}

export function reactorAsProjection(reactor: Reactor, queue: JobQueue): Projection {
  return {
    name: reactor.name,
    version: 1,
    eventTypes: reactor.eventTypes,
    tables: [],
    ddl: () => '',
    async apply(_ctx, events) {
      for (const event of events) {
        const payload = reactor.payload(event);
        if (payload) await queue.enqueue(reactor.jobName, { ...payload, eventId: event.eventId }, { jobId: event.eventId, ...(reactor.delayMs ? { delayMs: reactor.delayMs(event) } : {}) });
      }
    },
  };
}
