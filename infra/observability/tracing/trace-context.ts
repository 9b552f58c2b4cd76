import { type Attributes, type Context, context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * The W3C trace context as it travels in an event's metadata (beside the correlation and
 * causation ids) and in a reactor job's payload: `traceparent` and, when the trace has one,
 * `tracestate`. Absent when tracing is off.
 */
export interface TraceCarrier {
  traceparent: string;
  tracestate?: string;
}

let on = false;

/** Tracing is on in this process (start-tracing.ts turned it on); everything below is a no-op otherwise. */
export function tracingEnabled(): boolean {
  return on;
}

export function setTracingEnabled(value: boolean): void {
  on = value;
}

const tracer = () => trace.getTracer('lensloop');

/** The active span's trace context, to store with what this work causes; undefined when tracing is off or no span is active. */
export function currentTraceCarrier(): TraceCarrier | undefined {
  if (!on || !trace.getSpan(context.active())) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrierOf(carrier);
}

/** The trace context of a stored carrier (an event's metadata, a job's payload), or undefined. */
export function contextOfCarrier(source: unknown): Context | undefined {
  const carrier = carrierOf(source);
  if (!on || !carrier) return undefined;
  const ctx = propagation.extract(ROOT_CONTEXT, carrier);
  return trace.getSpan(ctx) ? ctx : undefined;
}

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

/** `{ traceparent, tracestate? }` picked out of an object that may hold them (metadata, payload, headers), when well-formed. */
export function carrierOf(source: unknown): TraceCarrier | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const { traceparent, tracestate } = source as { traceparent?: unknown; tracestate?: unknown };
  if (typeof traceparent !== 'string' || !TRACEPARENT.test(traceparent)) return undefined;
  return typeof tracestate === 'string' && tracestate.length > 0 && tracestate.length <= 512 ? { traceparent, tracestate } : { traceparent };
}

/** The trace id of a W3C `traceparent` value (a request's header), when well-formed. */
export function traceIdOfTraceparent(value: unknown): string | undefined {
  return typeof value === 'string' ? TRACEPARENT.exec(value)?.[1] : undefined;
}

/** The active span's trace id (undefined when tracing is off). */
export function activeTraceId(): string | undefined {
  if (!on) return undefined;
  const id = trace.getSpan(context.active())?.spanContext().traceId;
  return id && id !== '00000000000000000000000000000000' ? id : undefined;
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent (default: the active context). */
  parent?: Context;
}

/**
 * Runs `fn` inside a new active span (ended when `fn` settles, marked as an error when it throws);
 * with tracing off it only runs `fn`.
 */
export function inSpan<T>(name: string, options: SpanOptions, fn: (span: Span | undefined) => Promise<T>): Promise<T> {
  if (!on) return fn(undefined);
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, ...(options.attributes ? { attributes: options.attributes } : {}) }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.name ?? 'error' });
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * One piece of work done for several traces at once (a projection's batch of events): a span per
 * distinct trace context in the events' metadata (up to `max`), each a child of its own trace, all
 * covering the same run of `fn`. So each command's trace shows the batch that applied its events.
 * Without tracing, or when no event has a context, it only runs `fn`.
 */
export async function inSpanPerTrace<T>(name: string, events: readonly { metadata: unknown }[], options: { attributes?: Attributes; max?: number }, fn: () => Promise<T>): Promise<T> {
  if (!on) return fn();
  const parents = new Map<string, Context>();
  for (const e of events) {
    const carrier = carrierOf(e.metadata);
    if (!carrier || parents.has(carrier.traceparent)) continue;
    const ctx = contextOfCarrier(carrier);
    if (ctx) parents.set(carrier.traceparent, ctx);
    if (parents.size >= (options.max ?? 16)) break;
  }
  if (parents.size === 0) return fn();
  const spans = [...parents.values()].map((parent) => tracer().startSpan(name, { kind: SpanKind.CONSUMER, ...(options.attributes ? { attributes: options.attributes } : {}) }, parent));
  try {
    const out = await fn();
    return out;
  } catch (err) {
    for (const span of spans) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.name ?? 'error' });
    }
    throw err;
  } finally {
    for (const span of spans) span.end();
  }
}

export { SpanKind };
