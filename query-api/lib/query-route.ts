import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type CallerClaims, type RouteAuth, withCallerClaims } from '../../infra/http/auth';
import { errorBody, errorResponses } from '../../infra/http/errors';
import type { QueryContext } from './context';

/** What a query route declares: method, path, who may call it, the read models it reads, its contract. */
export interface QueryRouteDef<Input extends z.ZodType, Reply extends z.ZodType> {
  /** GET when the parameters fit a query string (they arrive as `querystring`), else POST (a JSON body). */
  method: 'GET' | 'POST';
  /** The spec's path under /api. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: RouteAuth;
  /** Also answers a session still owing the second factor its group requires: the enrolment's own routes (D-742). */
  duringEnrolment?: boolean;
  /** Read models the route reads: a request carrying x-min-position waits for them (read-your-writes). */
  readModels: readonly string[];
  /** The request: the body of a POST or the query string of a GET. Omit for none. */
  input?: Input;
  reply: Reply;
  /** Extra documented error statuses beyond 400/401/403/404/409. */
  errors?: readonly number[];
}

export interface QueryCall<Input> extends CallerClaims {
  input: Input;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A query route is its read and nothing else: registration, schemas and auth in one place (issue #14). */
export function queryRoute<Input extends z.ZodType, Reply extends z.ZodType>(
  def: QueryRouteDef<Input, Reply>,
  handler: (call: QueryCall<z.output<Input>>, ctx: QueryContext) => Promise<z.input<Reply>>,
): FastifyPluginAsyncZod<QueryContext> {
  const responses: Record<number, z.ZodType> = { ...errorResponses, 404: errorBody, 200: def.reply };
  for (const status of def.errors ?? []) responses[status] = errorBody;
  return routeOf(def, responses, {}, handler);
}

/** The file a download route answers with. */
export interface Download {
  /** The content type sent, e.g. `text/csv; charset=utf-8`; the route's `produces` when left out. */
  type?: string;
  /** The name the browser saves it under (`content-disposition: attachment`). */
  filename: string;
  body: string | Buffer | Uint8Array | Readable;
  /** `no-store` unless said otherwise (a receipt: `private, no-store`). */
  cacheControl?: string;
}

export interface DownloadRouteDef<Input extends z.ZodType> extends Omit<QueryRouteDef<Input, z.ZodType>, 'method'> {
  /** The media type the OpenAPI document lists under `produces`; `reply` documents the 200's body. */
  produces: string;
  /** Documented error statuses beyond 400/401/403/409 (a download states its 404 here where it has one). */
  errors?: readonly number[];
}

/**
 * A GET route whose reply is a file (CSV, PDF, NDJSON), not JSON: the same declaration as a query
 * route plus the media type; the handler returns the file and this sends it as an attachment.
 */
export function downloadRoute<Input extends z.ZodType>(
  def: DownloadRouteDef<Input>,
  handler: (call: QueryCall<z.output<Input>>, ctx: QueryContext) => Promise<Download>,
): FastifyPluginAsyncZod<QueryContext> {
  const responses: Record<number, z.ZodType> = { 200: def.reply, ...errorResponses };
  for (const status of def.errors ?? []) responses[status] = errorBody;
  return routeOf({ ...def, method: 'GET' }, responses, { produces: [def.produces] }, async (call, ctx) => {
    const file = await handler(call, ctx);
    // The untyped reply: the 200 schema documents the file, and Fastify sends text, bytes or a stream as they are.
    const reply: FastifyReply = call.reply;
    return reply
      .header('content-type', file.type ?? def.produces)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', file.cacheControl ?? 'no-store')
      .send(file.body);
  });
}

function routeOf<Input extends z.ZodType>(
  def: Omit<QueryRouteDef<Input, z.ZodType>, 'reply'>,
  responses: Record<number, z.ZodType>,
  extraSchema: { produces?: string[] },
  handler: (call: QueryCall<z.output<Input>>, ctx: QueryContext) => Promise<unknown>,
): FastifyPluginAsyncZod<QueryContext> {
  return async (app, ctx) => {
    app.route({
      method: def.method,
      url: def.path,
      schema: {
        tags: def.tags,
        summary: def.summary,
        ...(def.description ? { description: def.description } : {}),
        ...(def.auth === 'public' ? {} : { security: [{ bearer: [] }] }),
        ...(def.input ? (def.method === 'GET' ? { querystring: def.input } : { body: def.input }) : {}),
        ...extraSchema,
        response: responses,
      },
      config: { auth: def.auth, readModels: def.readModels, ...(def.duringEnrolment ? { duringEnrolment: true } : {}) },
      handler: async (request, reply) => {
        const input = (def.method === 'GET' ? request.query : request.body) as z.output<Input>;
        return handler(withCallerClaims(request, { input, request, reply }), ctx);
      },
    });
  };
}
