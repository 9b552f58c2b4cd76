import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram } from 'prom-client';
import { registry } from './registry';

/** Seconds; from a fast read (a few ms) to a slow export or an SSE connection's life. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const requestDuration = new Histogram({
  name: 'lensloop_http_request_duration_seconds',
  help: 'HTTP requests by method, route template (never the raw URL; "unmatched" for no route) and status class, and how long they took.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: BUCKETS,
  registers: [registry],
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The label values of one request: bounded sets only (a method outside the standard ones is "other"). */
export function httpLabels(method: string, route: string | undefined, status: number) {
  return {
    method: METHODS.has(method) ? method : 'other',
    route: route ?? 'unmatched',
    status_class: status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other',
  };
}

/**
 * Times every request of this server into the duration histogram. The route is the matched
 * route's template (`/api/dev/mailbox/:id`), so ids in paths, query strings and bodies never
 * become label values; a request no route matched (a 404, a probe) is `unmatched`. The gateway
 * passes its own `routeOf` (the API path it forwards to, when it is one the APIs serve).
 */
export function installHttpMetrics(app: FastifyInstance, opts: { routeOf?: (request: FastifyRequest) => string | undefined } = {}): void {
  const routeOf = opts.routeOf ?? ((request: FastifyRequest) => (request.is404 ? undefined : request.routeOptions.url));
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(httpLabels(request.method, routeOf(request), reply.statusCode), reply.elapsedTime / 1000);
  });
}
