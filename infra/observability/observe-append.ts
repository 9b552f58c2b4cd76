import { performance } from 'node:perf_hooks';
import { type AppendResult, ConcurrencyError, type NewEvent } from '../event-store/port';
import { appendConflicts, appendDuration, appendErrors, eventsAppended } from './metrics/event-store-metrics';
import { currentTraceCarrier, inSpan, SpanKind, tracingEnabled } from './tracing/trace-context';

/**
 * An append as the event store adapters run it, observed: its duration and outcome (metrics), and,
 * with tracing on, a span `eventstore.append` whose trace context is written into each event's
 * metadata beside the correlation and causation ids (D-702) — so the projections that apply the
 * events and the jobs they cause join the command's trace. Metadata that already carries a
 * `traceparent` (a restored backup) keeps it.
 */
export async function observeAppend(streamId: string, events: NewEvent[], append: (events: NewEvent[]) => Promise<AppendResult>): Promise<AppendResult> {
  const started = performance.now();
  try {
    const result = tracingEnabled()
      ? await inSpan('eventstore.append', { kind: SpanKind.CLIENT, attributes: { 'lensloop.stream_type': streamTypeOf(streamId), 'lensloop.events': events.length, 'lensloop.event_types': [...new Set(events.map((e) => e.type))].join(',') } }, async (span) => {
          const out = await append(withTraceContext(events));
          span?.setAttributes({ 'lensloop.position': out.position, 'lensloop.replayed': out.replayed });
          return out;
        })
      : await append(events);
    appendDuration.observe({ outcome: 'ok' }, (performance.now() - started) / 1000);
    if (!result.replayed) eventsAppended.inc(result.events.length);
    return result;
  } catch (err) {
    const conflict = err instanceof ConcurrencyError;
    appendDuration.observe({ outcome: conflict ? 'conflict' : 'error' }, (performance.now() - started) / 1000);
    (conflict ? appendConflicts : appendErrors).inc();
    throw err;
  }
}

/** The stream's type (`order-0193…` → `order`): a bounded attribute, never the stream's id. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}

function withTraceContext(events: NewEvent[]): NewEvent[] {
  const carrier = currentTraceCarrier();
  if (!carrier) return events;
  return events.map((e) => (e.metadata.traceparent ? e : { ...e, metadata: { ...e.metadata, ...carrier } }));
}
