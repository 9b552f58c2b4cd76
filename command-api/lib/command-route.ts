import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AccessClaims } from '../../domain/identity/access-token';
import type { DomainEventShape, EventMetadata } from '../../infra/event-store/port';
import { type RouteAuth, requireClaims } from '../../infra/http/auth';
import { errorBody, errorResponses } from '../../infra/http/errors';
import type { CommandContext } from './context';
import { type Handled, handleCommand, type StreamDecider } from './handle-command';
import { registerIpRateLimit } from './ip-rate-limit';
import { idempotencyKeyOf, metadataFor } from './metadata';

/** What a command route declares: its path, who may call it, and its contract (zod, shared with the web). */
export interface CommandRouteDef<Body extends z.ZodType, Reply extends z.ZodType> {
  /** The spec's path under /api, e.g. '/api/prescription/updatenickname'. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: RouteAuth;
  /** Omit for a command without a body (sign-out, hiding a banner for the caller). */
  body?: Body;
  reply: Reply;
  /** Extra documented error statuses beyond 400/401/403/404/409/422 (e.g. 447, 448, 429). */
  errors?: readonly number[];
  /** Per-IP flood guard of the sign-in and code routes (`perIpPerMinute`), counted per route. */
  rateLimit?: { max: () => number; timeWindow: number };
  /** A larger body than the server's default limit (bytes), e.g. an uploaded CSV. */
  bodyLimit?: number;
}

/** Everything a command handler needs from its request, built once per request. */
export interface CommandCall<Body> {
  body: Body;
  /** The caller's claims (401 when the route is public and nobody signed in). */
  readonly claims: AccessClaims;
  /** The caller's claims, or undefined on a public route called anonymously. */
  readonly claimsIfAny: AccessClaims | undefined;
  /** Envelope metadata: actor, impersonating CSR, correlation id, time. */
  readonly metadata: EventMetadata;
  /** Metadata naming another actor (sign-in appends as the account signing in). */
  metadataAs(actor: EventMetadata['actor']): EventMetadata;
  /** The Idempotency-Key header scoped to the caller and to one step of this command. */
  idempotencyKey(step?: string): string | undefined;
  /** Read → fold → decide → append on one stream with this request's metadata and idempotency key. */
  handle<State, Event extends DomainEventShape>(
    streamId: string,
    decider: StreamDecider<State, Event>,
    decide: (state: State) => Event[],
    options?: { step?: string; retries?: number; metadata?: EventMetadata },
  ): Promise<Handled<Event>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A command route is its rule and nothing else (issue #14): this registers the path with its
 * schemas, auth rule and documented errors, and hands the handler a `CommandCall` with the
 * claims, metadata, idempotency key and a bound `handle`.
 */
export function commandRoute<Body extends z.ZodType = z.ZodUndefined, Reply extends z.ZodType = z.ZodType>(
  def: CommandRouteDef<Body, Reply>,
  handler: (call: CommandCall<z.output<Body>>, ctx: CommandContext) => Promise<z.input<Reply>>,
): FastifyPluginAsyncZod<CommandContext> {
  const responses: Record<number, z.ZodType> = { 200: def.reply, ...errorResponses, 404: errorBody, 422: errorBody };
  for (const status of def.errors ?? []) responses[status] = errorBody;
  return async (app, ctx) => {
    if (def.rateLimit) await registerIpRateLimit(app);
    app.post(
      def.path,
      {
        ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
        schema: {
          tags: def.tags,
          summary: def.summary,
          ...(def.description ? { description: def.description } : {}),
          ...(def.auth === 'public' ? {} : { security: [{ bearer: [] }] }),
          ...(def.body ? { body: def.body } : {}),
          response: responses,
        },
        config: { auth: def.auth, ...(def.rateLimit ? { rateLimit: def.rateLimit } : {}) },
      },
      async (request, reply) => handler(commandCall(ctx, def.path, request, reply, request.body as z.output<Body>), ctx),
    );
  };
}

export function commandCall<Body>(ctx: CommandContext, path: string, request: FastifyRequest, reply: FastifyReply, body: Body): CommandCall<Body> {
  let metadata: EventMetadata | undefined;
  const call: CommandCall<Body> = {
    body,
    request,
    reply,
    get claims() {
      return requireClaims(request);
    },
    get claimsIfAny() {
      return request.claims;
    },
    get metadata() {
      metadata ??= metadataFor(request);
      return metadata;
    },
    metadataAs: (actor) => metadataFor(request, actor),
    idempotencyKey: (step) => idempotencyKeyOf(request, step ?? path),
    handle: (streamId, decider, decide, options = {}) =>
      handleCommand(ctx.store, streamId, decider, decide, {
        metadata: options.metadata ?? call.metadata,
        idempotencyKey: call.idempotencyKey(options.step),
        ...(options.retries === undefined ? {} : { retries: options.retries }),
      }),
  };
  return call;
}
