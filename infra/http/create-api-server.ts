import { type OpenApiDoc, REPLIES_PATH, splitOpenApi } from './compact-openapi';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openApiComponents } from './openapi-components';
import { type AuthOptions, authPlugin } from './auth';
import { installCharacterRule } from './character-rule';
import { installErrorHandler } from './error-handler';
import { trustProxyFrom } from './trust-proxy';
import { installObservability } from '../observability/endpoints/observability-plugin';
import { loggerOptions } from '../observability/logging/request-log';
import type { Readiness } from '../observability/readiness/readiness';
import { activeTracing } from '../observability/tracing/start-tracing';

export interface ApiServerOptions {
  title: string;
  auth: AuthOptions;
  appOrigin: string;
  /** Request logs (one JSON line per request): off, on at a level, or to a stream of JSON lines (the tests read them). */
  logger?: boolean | { level?: string; stream?: { write(line: string): void } };
  /** What `GET /api/ready` answers from (default: always ready). */
  readiness?: Readiness;
  /** The apps to mount (command-api, query-api, or both for `npm start`). */
  apps: { plugin: FastifyPluginAsync; options?: Record<string, unknown> }[];
  /** Extra plugins registered after the APIs (static web app, dev pages). */
  after?: (app: FastifyInstance) => Promise<void>;
}

/**
 * The shared Fastify shell of every API process: zod type provider, OpenAPI at /api/openapi.json
 * with UI at /api/docs, one error handler, one character rule for every string (D-520), deny-by-default auth, security headers, CORS to the
 * app's origin only; for its operators (issue #33) tracing when on, request metrics, one log line
 * per request, `/metrics` and `/api/ready`. The apps themselves are plugins (fastify/demo's app.ts/server.ts split).
 */
export async function createApiServer(opts: ApiServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: trustProxyFrom(),
    bodyLimit: 1024 * 1024,
    // Never log secrets or personal data: one line per request with ids only, no URL, body or token (D-706).
    ...loggerOptions(opts.logger),
  });
  // Tracing first (when on), so every route and hook below is inside the request's span.
  const tracing = activeTracing();
  if (tracing) await app.register(tracing.fastifyPlugin());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installCharacterRule(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  await app.register(cors, { origin: [opts.appOrigin], credentials: false });
  let replies: OpenApiDoc | undefined;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: opts.title, version: '1.0.0', description: 'Lensloop API: the spec paths under /api.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: openApiComponents }),
    transformObject: splitTransform(createJsonSchemaTransformObject({ schemaRegistry: openApiComponents }), (doc) => (replies = doc)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { auth: 'public' } }, async () => app.swagger());
  app.get(REPLIES_PATH, { schema: { hide: true }, config: { auth: 'public' } }, async () => {
    app.swagger(); // builds (once) the main document, and with it the replies document
    return replies;
  });

  await app.register(authPlugin, opts.auth);
  await installObservability(app, { readiness: opts.readiness, requestLog: Boolean(opts.logger) });
  for (const a of opts.apps) await app.register(a.plugin, a.options ?? {});
  if (opts.after) await opts.after(app);
  return app;
}

/** The zod transform's document, split into the main one and the reply schemas (./compact-openapi.ts). */
function splitTransform(base: ReturnType<typeof createJsonSchemaTransformObject>, onReplies: (doc: OpenApiDoc) => void): ReturnType<typeof createJsonSchemaTransformObject> {
  return (input) => {
    const { main, replies } = splitOpenApi(base(input));
    onReplies(replies);
    return main;
  };
}
