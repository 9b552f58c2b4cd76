import replyFrom from '@fastify/reply-from';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { stopOnSignals } from '../infra/process/process-lifecycle';
import { serveWebApp } from './web-app';
import { trustProxyFrom } from '../infra/http/trust-proxy';

/**
 * Production front door (docker-compose `web`): serves the built web app and routes each /api
 * path to the command or query API. The route table is read from the two APIs' own OpenAPI
 * documents at start-up, so the gateway never drifts from what they serve.
 */
const commandUrl = required('COMMAND_API_URL');
const queryUrl = required('QUERY_API_URL');

type OpenApi = { paths: Record<string, unknown>; components?: { schemas?: Record<string, unknown>; [k: string]: unknown }; [k: string]: unknown };

async function fetchDoc(base: string): Promise<OpenApi> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${base}/api/openapi.json`);
      if (res.ok) return (await res.json()) as OpenApi;
    } catch {
      /* upstream still starting */
    }
    if (attempt > 60) throw new Error(`${base} did not answer /api/openapi.json`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const [commandDoc, queryDoc] = await Promise.all([fetchDoc(commandUrl), fetchDoc(queryUrl)]);
const upstreamOf = new Map<string, string>();
for (const p of Object.keys(commandDoc.paths)) upstreamOf.set(p, commandUrl);
for (const p of Object.keys(queryDoc.paths)) upstreamOf.set(p, queryUrl);

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization'] }, trustProxy: trustProxyFrom() });
await app.register(replyFrom, { http: {} });
await app.register(swagger, {
  mode: 'static',
  specification: {
    document: {
      ...queryDoc,
      info: { title: 'Lensloop API', version: '1.0.0' },
      paths: { ...queryDoc.paths, ...commandDoc.paths },
      // Shared schemas ($ref targets such as ApiError) of both documents.
      components: { ...queryDoc.components, ...commandDoc.components, schemas: { ...queryDoc.components?.schemas, ...commandDoc.components?.schemas } },
    } as never,
  },
});
await app.register(swaggerUi, { routePrefix: '/api/docs' });
app.get('/api/openapi.json', async () => app.swagger());

app.all('/api/*', async (request, reply) => {
  const path = request.url.split('?')[0] ?? '';
  const upstream = upstreamOf.get(path);
  if (!upstream) {
    return reply.status(404).send({ status: 404, error: true, code: 'NOT_FOUND', message: `No route ${request.method} ${path}` });
  }
  // The APIs trust one hop (TRUST_PROXY=1): this gateway. It passes on the chain it trusts and
  // the address it received the request from, so per-IP limits see the client, not the gateway.
  return reply.from(`${upstream}${request.url}`, {
    rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': forwardedFor(req.ips, req.socket.remoteAddress) }),
  });
});
await serveWebApp(app);

await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '0.0.0.0' });
stopOnSignals(() => app.close());

/** X-Forwarded-For for the upstream: the trusted chain (client first) ending with our peer. */
function forwardedFor(trustedChain: string[] | undefined, peer: string | undefined): string {
  const chain = (trustedChain ?? []).slice(0, -1); // Fastify's `ips` ends with the peer itself
  return [...chain, peer ?? ''].filter(Boolean).join(', ');
}

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} must be set`);
  return v;
}
