import { Counter, Histogram } from 'prom-client';
import { registry } from './registry';

export const appendDuration = new Histogram({
  name: 'lensloop_eventstore_append_duration_seconds',
  help: 'Appends to the event store by outcome (ok, conflict: a stale expected version, error), and how long they took.',
  labelNames: ['outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const appendConflicts = new Counter({
  name: 'lensloop_eventstore_append_conflicts_total',
  help: 'Appends refused because the stream (or a stream the decision read) had moved: a version conflict.',
  registers: [registry],
});

export const appendErrors = new Counter({
  name: 'lensloop_eventstore_append_errors_total',
  help: 'Appends that failed for any reason other than a version conflict (the database out of reach, a statement error).',
  registers: [registry],
});

export const eventsAppended = new Counter({
  name: 'lensloop_eventstore_events_appended_total',
  help: 'Events written to the log (an idempotent repeat writes none).',
  registers: [registry],
});
