import replyFrom from '@fastify/reply-from';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { PMS_IMPORT_MAX_BYTES } from '../domain/patients/api-schemas';
import { mergeOpenApi, type OpenApiDoc, REPLIES_PATH } from '../infra/http/compact-openapi';
import { errorReply } from '../infra/http/errors';
import { trustProxyFrom } from '../infra/http/trust-proxy';
import { type UpstreamPool, pollReadiness, upstreamPool } from './upstreams';
import { installObservability } from '../infra/observability/endpoints/observability-plugin';
import { loggerOptions } from '../infra/observability/logging/request-log';
import { addUpstreams, upstreamFailures } from '../infra/observability/metrics/gateway-metrics';
import { createReadiness } from '../infra/observability/readiness/readiness';
import { activeTracing } from '../infra/observability/tracing/start-tracing';
import { serveWebApp } from './web-app';

type OpenApi = OpenApiDoc & { paths: Record<string, Record<string, unknown>> };

export interface GatewayOptions {
  /** The command API's processes and the query API's (round-robin over each). */
  commandUrls: readonly string[];
  queryUrls: readonly string[];
  logger?: boolean | { level: string };
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
  /** How long an upstream that refused a connection is skipped (default 1 s). */
  downMs?: number;
  /** How often each upstream's /api/ready is polled (default 1 s). */
  readyPollMs?: number;
}

/** Seconds a client waits before retrying when no process of an API answered. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * The front door (docker-compose `web`, `npm run start:cluster`): serves the built web app and
 * routes each /api path to the API that serves it, round-robin over that API's processes. The
 * route table is read from the APIs' own OpenAPI documents at start-up, so the gateway never drifts
 * from what they serve. A process that refuses the connection (killed, restarting) is skipped and
 * the request goes to the next one — nothing was sent, so this is safe for commands too. A process
 * that dies while it holds a request cannot say whether it was applied: the client gets 503 with
 * Retry-After and retries with the same Idempotency-Key (D-563).
 */
export async function createGateway(opts: GatewayOptions): Promise<FastifyInstance> {
  const command = upstreamPool(opts.commandUrls, { downMs: opts.downMs });
  const query = upstreamPool(opts.queryUrls, { downMs: opts.downMs });
  const [commandDoc, queryDoc] = await Promise.all([fetchDoc(command.urls), fetchDoc(query.urls)]);
  const poolOf = new Map<string, UpstreamPool>();
  for (const p of Object.keys(commandDoc.paths)) poolOf.set(p, command);
  for (const p of Object.keys(queryDoc.paths)) poolOf.set(p, query);
  const apiOf = (pool: UpstreamPool) => (pool === command ? 'command' : 'query');

  // Each upstream's readiness, polled (D-707): one that cannot serve is skipped until it can again.
  const readinessPoll = pollReadiness([command, query], { intervalMs: opts.readyPollMs });
  await readinessPoll.once();
  const removeUpstreams = addUpstreams(() => [command, query].flatMap((pool) => pool.urls.map((upstream) => ({ api: apiOf(pool), upstream, ready: pool.isReady(upstream) }))));

  const app = Fastify({
    // One JSON line per request, ids only (D-706); the request id goes on to the API as x-request-id.
    ...loggerOptions(opts.logger),
    trustProxy: trustProxyFrom(),
    // The APIs enforce each route's own limit; the gateway lets the largest (the PMS import) through.
    bodyLimit: PMS_IMPORT_MAX_BYTES + 128 * 1024,
  });
  app.addHook('onClose', async () => {
    readinessPoll.stop();
    removeUpstreams();
  });
  // Tracing (when on): the browser's traceparent is continued, and the forwarded request carries this span's.
  const tracing = activeTracing();
  if (tracing) await app.register(tracing.fastifyPlugin());
  // The gateway's own /metrics and /api/ready (it never forwards them): ready while each API has a process that is.
  await installObservability(app, {
    readiness: createReadiness({
      checks: [command, query].map((pool) => ({ name: `${apiOf(pool)} API`, run: async () => (pool.urls.some((u) => pool.isReady(u)) ? undefined : Promise.reject(new Error('no process ready'))) })),
    }),
    requestLog: Boolean(opts.logger),
    routeOf: (request) => {
      const path = request.url.split('?')[0] ?? '';
      return request.routeOptions.url === '/api/*' ? (poolOf.has(path) ? path : undefined) : request.is404 ? undefined : request.routeOptions.url;
    },
  });
  // reply-from's own log lines would carry the full URL (a query string can hold an e-mail): ours is the one line per request (D-706).
  await app.register(replyFrom, { http: {}, disableRequestLogging: true });
  await app.register(swagger, {
    mode: 'static',
    specification: {
      document: mergeOpenApi([queryDoc, commandDoc], { title: 'Lensloop API', version: '1.0.0' }) as never,
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', async () => app.swagger());
  // The reply schemas the document references (D-587): both APIs' merged (names are content-hashed).
  const replies = mergeOpenApi(await Promise.all([fetchDoc(query.urls, REPLIES_PATH), fetchDoc(command.urls, REPLIES_PATH)]), { title: 'Lensloop API: reply schemas', version: '1.0.0' });
  app.get(REPLIES_PATH, async () => replies);

  app.all('/api/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const pool = poolOf.get(path);
    if (!pool) {
      return reply.status(404).send({ status: 404, error: true, code: 'NOT_FOUND', message: `No route ${request.method} ${path}` });
    }
    return forward(request, reply, pool, new Set(), apiOf(pool));
  });
  if (opts.serveWeb !== false) await serveWebApp(app);
  return app;
}

function forward(request: FastifyRequest, reply: FastifyReply, pool: UpstreamPool, tried: Set<string>, api: string): FastifyReply {
  const upstream = pool.next(tried);
  if (!upstream) {
    upstreamFailures.inc({ api, reason: 'unavailable' });
    return unavailable(reply);
  }
  tried.add(upstream);
  // The APIs trust one hop (TRUST_PROXY=1): this gateway. It passes on the chain it trusts and
  // the address it received the request from, so per-IP limits see the client, not the gateway.
  // The request id goes along, so the API's log line of this request carries the same id (D-706).
  return reply.from(`${upstream}${request.url}`, {
    rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': forwardedFor(req.ips, req.socket.remoteAddress), 'x-request-id': String(request.id) }),
    onError: (r, { error }) => {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (code === 'ECONNREFUSED') {
        // Nothing reached the process: mark it down and send the request to the next one.
        pool.markDown(upstream);
        upstreamFailures.inc({ api, reason: 'refused' });
        if (tried.size < pool.urls.length) return void forward(request, r as FastifyReply, pool, tried, api);
      } else if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') {
        // It died holding the request (maybe applied): the client retries with its Idempotency-Key.
        pool.markDown(upstream);
        upstreamFailures.inc({ api, reason: 'reset' });
      }
      request.log.warn({ upstream, code }, 'upstream failed');
      const failed = r as FastifyReply;
      // A streaming reply (the live channel) may have sent its head already: then the connection is
      // ended and the client reconnects; a reply that sending would throw on must not take the gateway down.
      if (failed.sent || failed.raw.headersSent) return void failed.raw.destroy();
      unavailable(failed);
    },
  });
}

function unavailable(reply: FastifyReply): FastifyReply {
  // As a JSON string with its own type: the upstream's content type (text/event-stream) may already be set on the reply.
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(errorReply(503, 'SERVICE_UNAVAILABLE', 'The service is busy or restarting; please retry in a moment.')));
}

async function fetchDoc(bases: readonly string[], path = '/api/openapi.json'): Promise<OpenApi> {
  for (let attempt = 0; ; attempt++) {
    for (const base of bases) {
      try {
        const res = await fetch(`${base}${path}`);
        if (res.ok) return (await res.json()) as OpenApi;
      } catch {
        /* upstream still starting */
      }
    }
    if (attempt > 120) throw new Error(`${bases.join(', ')} did not answer ${path}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** X-Forwarded-For for the upstream: the trusted chain (client first) ending with our peer. */
function forwardedFor(trustedChain: string[] | undefined, peer: string | undefined): string {
  const chain = (trustedChain ?? []).slice(0, -1); // Fastify's `ips` ends with the peer itself
  return [...chain, peer ?? ''].filter(Boolean).join(', ');
}
