import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { personalLogKeys } from '../../../domain/privacy/personal-log-keys';
import { activeTraceId, traceIdOfTraceparent } from '../tracing/trace-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's trace id (its span's, or the W3C traceparent it came with), for its log line. */
    traceId?: string;
  }
}

/**
 * Never logged even when a log call passes them: headers with tokens, request bodies, and any value
 * under a key the personal-data list names personal (domain/privacy, D-726), at the top of a log
 * line's object or one level down.
 */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'headers.authorization', ...personalLogKeys().flatMap((k) => [k, `*.${k}`])];

/** An error in a log line: its type, message, code and stack — none of the fields a driver adds (a PostgreSQL error's `detail` quotes the row's values). */
export function serializeError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const code = (err as { code?: unknown }).code;
  return { type: err.name, message: err.message, ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}), stack: err.stack ?? '' };
}

/** A request id another of our processes (the gateway) passed on, when it looks like one of ours; else a new one. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * The logger options of a Fastify server (D-706): pino JSON lines, Fastify's own two lines per
 * request off (they carry the raw URL, whose query string can hold a search or an e-mail), errors
 * serialised with their stack and without driver fields, and a request id that a gateway's
 * `x-request-id` carries from process to process.
 */
export function loggerOptions(logger: boolean | { level?: string; stream?: { write(line: string): void } } | undefined): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  if (!logger) return { logger: false, genReqId: requestIdOf };
  const base = typeof logger === 'object' ? logger : {};
  return {
    logger: { level: 'info', ...base, redact: REDACT, serializers: { err: serializeError, error: serializeError } },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
  };
}

/** Readiness polls and metric scrapes: logged only when they fail. */
const PROBES = new Set(['/api/ready', '/metrics']);

export interface RequestLogOptions {
  /** The route template to log (default: the matched route's; a gateway passes the API path it forwards to). */
  routeOf?: (request: FastifyRequest) => string | undefined;
}

/**
 * One JSON line per request (guide §4 "Logs"): request id (pino's `reqId`), trace id, route
 * template, method, status, duration, and the caller's account number and practice id when signed
 * in — nothing else from the request: no URL, query string, body or header. A successful readiness
 * poll or metrics scrape is not logged.
 */
export function installRequestLog(app: FastifyInstance, opts: RequestLogOptions = {}): void {
  const routeOf = opts.routeOf ?? ((request: FastifyRequest) => (request.is404 ? undefined : request.routeOptions.url));
  app.addHook('onRequest', async (request) => {
    request.traceId = activeTraceId() ?? traceIdOfTraceparent(request.headers.traceparent);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    // The gateway asks every process whether it is ready each second and Prometheus scrapes: their answers are not news.
    if (route && PROBES.has(route) && reply.statusCode < 400) return;
    const claims = request.claims;
    request.log.info(
      {
        route: route ?? 'unmatched',
        method: request.method,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ...(request.traceId ? { traceId: request.traceId } : {}),
        ...(claims ? { account: claims.sub, ...(claims.practiceId ? { practiceId: claims.practiceId } : {}) } : {}),
      },
      'request',
    );
  });
}
