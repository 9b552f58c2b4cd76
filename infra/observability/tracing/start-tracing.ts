import { createRequire } from 'node:module';
import type { FastifyPluginCallback } from 'fastify';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
// Types only: the modules themselves are loaded (with require) when tracing starts.
import type * as FastifyOtel from '@fastify/otel';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as Instrumentation from '@opentelemetry/instrumentation';
import type * as InstrumentationHttp from '@opentelemetry/instrumentation-http';
import type * as Resources from '@opentelemetry/resources';
import type * as SdkTraceBase from '@opentelemetry/sdk-trace-base';
import type * as SdkTraceNode from '@opentelemetry/sdk-trace-node';
import { processIdentity } from '../process-identity';
import { setTracingEnabled } from './trace-context';

/**
 * OpenTelemetry for one process (guide §4 "Traces", D-703): on only when an exporter is given —
 * OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, or
 * the SDK's in-memory exporter in a test. Off, nothing of the SDK is even loaded: the API's no-op
 * tracer answers, and our span helpers return at once (trace-context.ts). On: the Node tracer
 * provider with W3C trace-context propagation, the http instrumentation (server spans, the W3C
 * `traceparent` of the browser or the gateway accepted; client spans that pass it on), and
 * Fastify's own instrumentation (@fastify/otel: the route template, the handler) for each API.
 * The SDK is loaded with require (its CommonJS build) so tracing can start before a server
 * listens wherever the entry file is; the http module is required once more after the
 * instrumentation is enabled, which patches it even if Fastify loaded it first.
 */
export interface Tracing {
  /** Registered first on each Fastify server of the process (create-api-server.ts, the gateway). */
  fastifyPlugin(): FastifyPluginCallback;
  /** Sends what is buffered (tests read the in-memory exporter after it). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** The process's role: service.name is `lensloop-<role>` unless OTEL_SERVICE_NAME says otherwise. */
  role: string;
  /** A test's exporter (e.g. the SDK's InMemorySpanExporter), sent to span by span; default: OTLP over HTTP from the OTEL_* variables, batched. */
  exporter?: SpanExporter;
}

let current: Tracing | undefined;

/** The process's tracing, when started. */
export function activeTracing(): Tracing | undefined {
  return current;
}

/** Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT (or the traces-only variant) is set; undefined (off) otherwise. */
export function startTracingFromEnv(role: string, env: NodeJS.ProcessEnv = process.env): Tracing | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  return startTracing({ role });
}

export function startTracing(options: TracingOptions): Tracing {
  if (current) return current;
  const require = createRequire(import.meta.url);
  const { NodeTracerProvider } = require('@opentelemetry/sdk-trace-node') as typeof SdkTraceNode;
  const { BatchSpanProcessor, SimpleSpanProcessor } = require('@opentelemetry/sdk-trace-base') as typeof SdkTraceBase;
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof Resources;
  const { registerInstrumentations } = require('@opentelemetry/instrumentation') as typeof Instrumentation;
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof InstrumentationHttp;
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof FastifyOtel;

  const identity = processIdentity(options.role);
  const exporter = scrubbed(
    options.exporter ?? new (require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttp).OTLPTraceExporter(),
  );
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || `lensloop-${options.role}`,
      'service.namespace': 'lensloop',
      'service.version': identity.version,
      'service.instance.id': identity.processId,
    }),
    spanProcessors: [options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  provider.register();
  const fastifyInstrumentation = new FastifyOtelInstrumentation({ instrumentHooks: false, ignorePaths: ({ url }) => OPS_PATHS.has(url) });
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Scrapes and probes are not traced: they would drown the traces of real requests.
        ignoreIncomingRequestHook: (req) => OPS_PATHS.has((req.url ?? '').split('?')[0] ?? ''),
        ignoreOutgoingRequestHook: (req) => OPS_PATHS.has(String(req.path ?? '').split('?')[0] ?? ''),
      }),
      fastifyInstrumentation,
    ],
  });
  // The http module may have been loaded (by Fastify) before the instrumentation was enabled: requiring it again patches it.
  require('node:http');
  setTracingEnabled(true);
  const tracing: Tracing = {
    fastifyPlugin: () => fastifyInstrumentation.plugin(),
    flush: () => provider.forceFlush(),
    async shutdown() {
      setTracingEnabled(false);
      unregister();
      await provider.shutdown();
      if (current === tracing) current = undefined;
    },
  };
  current = tracing;
  return tracing;
}

/** Readiness probes, liveness and metrics scrapes. */
const OPS_PATHS = new Set(['/metrics', '/api/ready', '/api/health']);

/**
 * Span attributes that could carry a person's data or a secret never leave the process: query
 * strings (a search, an e-mail in a mailbox link) are cut from URLs, and the client's address and
 * user agent are dropped. Paths are kept (ours carry no personal data; ids are not personal data).
 */
const DROPPED = new Set(['url.query', 'client.address', 'http.client_ip', 'user_agent.original', 'http.user_agent', 'network.peer.address', 'net.peer.ip']);
const URL_KEYS = ['url.full', 'url.path', 'http.url', 'http.target'];

export function scrubAttributes(attributes: ReadableSpan['attributes']): ReadableSpan['attributes'] {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (DROPPED.has(key)) continue;
    out[key] = URL_KEYS.includes(key) && typeof value === 'string' ? value.split('?')[0] : value;
  }
  return out as ReadableSpan['attributes'];
}

function scrubbed(inner: SpanExporter): SpanExporter {
  return {
    export: (spans, done) =>
      inner.export(
        // A view of each span with its attributes scrubbed (its methods, e.g. spanContext(), come from the span itself).
        spans.map((span) => Object.create(span, { attributes: { value: scrubAttributes(span.attributes), enumerable: true } }) as ReadableSpan),
        done,
      ),
    shutdown: () => inner.shutdown(),
    ...(inner.forceFlush ? { forceFlush: () => inner.forceFlush!() } : {}),
  };
}
