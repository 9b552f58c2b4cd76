import type { DomainEventShape, StoredEvent, StoredEventOf } from '../../infra/event-store/port';
import type { JobPayload } from '../../infra/queue/port';
import type { OutboxJob, ReactorOutbox } from './reactor-outbox';
import type { Projection } from '../../projections';
import { eventGuard } from '../../projections/lib/projection';
import { carrierOf } from '../../infra/observability/tracing/trace-context';

/**
 * A reactor turns events into jobs. It runs on the projection runner (same checkpointing,
 * advisory lock and wake-ups) with no tables of its own; every job's id is the event id, so a
 * replayed event never enqueues twice, and its jobs go through the outbox (reactor-outbox.ts), so
 * a job the queue lost is handed on again.
 */
export interface Reactor {
  name: string;
  eventTypes: readonly string[];
  jobName: string;
  payload(event: StoredEvent): JobPayload | undefined;
  /** Optional: how long the job waits before it may run (e.g. the order-confirmation e-mail, 5–10 minutes after checkout). */
  delayMs?(event: StoredEvent): number;
}

/** A reactor of one event union whose jobs carry `P`, the payload its job handler takes (`eventId` is added when enqueued). */
export interface ReactorOf<E extends DomainEventShape, P extends { eventId: string }> {
  name: string;
  eventTypes: readonly E['type'][];
  jobName: string;
  payload(event: StoredEventOf<E>): Omit<P, 'eventId'> | undefined;
  delayMs?(event: StoredEventOf<E>): number;
}

/** The runner's Reactor for a typed one: events are narrowed by `type` (the runner reads only those types). */
export function reactorOf<E extends DomainEventShape, P extends { eventId: string }>(reactor: ReactorOf<E, P>): Reactor {
  const handles = eventGuard<E>(reactor.eventTypes);
  const { delayMs } = reactor;
  return {
    name: reactor.name,
    eventTypes: reactor.eventTypes,
    jobName: reactor.jobName,
    payload: (event) => (handles(event) ? reactor.payload(event) : undefined),
    ...(delayMs ? { delayMs: (event: StoredEvent) => (handles(event) ? delayMs(event) : 0) } : {}),
  };
}

/**
 * The reactor on the projection runner: each batch writes its jobs to the outbox in the batch's
 * transaction (with the checkpoint), and the outbox hands them to the queue once it has committed.
 */
export function reactorAsProjection(reactor: Reactor, outbox: ReactorOutbox): Projection {
  return {
    name: reactor.name,
    version: 1,
    eventTypes: reactor.eventTypes,
    tables: [],
    ddl: () => '',
    async apply(ctx, events) {
      const now = Date.now();
      const jobs: OutboxJob[] = [];
      for (const event of events) {
        const payload = reactor.payload(event);
        // The event's trace context rides along, so the job joins the command's trace (D-702).
        const traceContext = carrierOf(event.metadata);
        if (payload) jobs.push({ jobName: reactor.jobName, jobId: event.eventId, payload: { ...payload, eventId: event.eventId, ...(traceContext ? { traceContext } : {}) }, runAt: new Date(now + (reactor.delayMs?.(event) ?? 0)) });
      }
      await outbox.record(ctx.trx, reactor.name, jobs);
    },
    afterBatch: () => outbox.poke(),
  };
}
