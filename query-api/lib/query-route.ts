import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AccessClaims } from '../../domain/identity/access-token';
import { type RouteAuth, requireClaims } from '../../infra/http/auth';
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
  /** Read models the route reads: a request carrying x-min-position waits for them (read-your-writes). */
  readModels: readonly string[];
  /** The request: the body of a POST or the query string of a GET. Omit for none. */
  input?: Input;
  reply: Reply;
  /** Extra documented error statuses beyond 400/401/403/404/409. */
  errors?: readonly number[];
  /** Reply other than JSON (CSV, PDF): the reply schema documents the 200 but is not used to serialise. */
  raw?: boolean;
}

export interface QueryCall<Input> {
  input: Input;
  readonly claims: AccessClaims;
  readonly claimsIfAny: AccessClaims | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A query route is its read and nothing else: registration, schemas and auth in one place (issue #14). */
export function queryRoute<Input extends z.ZodType, Reply extends z.ZodType>(
  def: QueryRouteDef<Input, Reply>,
  handler: (call: QueryCall<z.output<Input>>, ctx: QueryContext) => Promise<z.input<Reply>>,
): FastifyPluginAsyncZod<QueryContext> {
  const responses: Record<number, z.ZodType> = { ...errorResponses, 404: errorBody };
  if (!def.raw) responses[200] = def.reply;
  for (const status of def.errors ?? []) responses[status] = errorBody;
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
        response: responses,
      },
      config: { auth: def.auth, readModels: def.readModels },
      handler: async (request, reply) => {
        const input = (def.method === 'GET' ? request.query : request.body) as z.output<Input>;
        return handler(
          {
            input,
            request,
            reply,
            get claims() {
              return requireClaims(request);
            },
            get claimsIfAny() {
              return request.claims;
            },
          },
          ctx,
        );
      },
    });
  };
}
