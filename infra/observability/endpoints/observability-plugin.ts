import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { installHttpMetrics } from '../metrics/http-metrics';
import { installRequestLog } from '../logging/request-log';
import { createReadiness, type Readiness } from '../readiness/readiness';
import { metricsReply, type OpsReply, readyReply } from './ops-replies';

export interface ObservabilityOptions {
  /** What `/api/ready` answers from (default: always ready: a server with nothing to check). */
  readiness?: Readiness;
  /** One JSON line per request (only when the server has a logger). */
  requestLog?: boolean;
  /** The route template of a request for its metric and log line (default: the matched route's). */
  routeOf?: (request: FastifyRequest) => string | undefined;
}

const send = (reply: FastifyReply, r: OpsReply) => reply.status(r.status).headers(r.headers).send(r.body);

/**
 * What every Fastify server of ours adds for its operators: the request-duration histogram, the
 * one-line request log, `GET /metrics` (this machine or the metrics token; D-700) and
 * `GET /api/ready` (D-707). Neither route is in the OpenAPI document, so the gateway never
 * forwards them: it answers its own.
 */
export async function installObservability(app: FastifyInstance, opts: ObservabilityOptions = {}): Promise<void> {
  const readiness = opts.readiness ?? createReadiness({ checks: [] });
  installHttpMetrics(app, { routeOf: opts.routeOf });
  if (opts.requestLog) installRequestLog(app, { routeOf: opts.routeOf });
  app.get('/metrics', { schema: { hide: true }, config: { auth: 'public' } }, async (request, reply) => send(reply, await metricsReply(request.socket.remoteAddress, request.headers)));
  app.get('/api/ready', { schema: { hide: true }, config: { auth: 'public' } }, async (_request, reply) => send(reply, readyReply(await readiness.state())));
}
