import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DomainEventShape, EventMetadata } from '../../infra/event-store/port';
import { type CallerClaims, type RouteAuth, withCallerClaims } from '../../infra/http/auth';
import { errorBody, errorResponses } from '../../infra/http/errors';
import { DomainError } from '../../domain/shared/errors';
import type { CommandContext } from './context';
import { registerIpRateLimit } from './ip-rate-limit';
import { idempotencyKeyOf, metadataFor } from './metadata';
import { type ConflictTally, type Handled, RequestStore, StaleReadError, type StreamDecider } from './request-store';
import { commandOutcomeOf, recordCommand } from '../../infra/observability/metrics/command-metrics';
import { inSpan } from '../../infra/observability/tracing/trace-context';
import type { Folded } from './state-cache';

/** What a command route declares: its path, who may call it, and its contract (zod, shared with the web). */
export interface CommandRouteDef<Body extends z.ZodType, Reply extends z.ZodType> {
  /** The spec's path under /api, e.g. '/api/prescription/updatenickname'. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: RouteAuth;
  /** Also answers a session still owing the second factor its group requires: the enrolment's own routes (D-742). */
  duringEnrolment?: boolean;
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
export interface CommandCall<Body> extends CallerClaims {
  body: Body;
  /** Envelope metadata: actor, impersonating CSR, correlation id, time. */
  readonly metadata: EventMetadata;
  /** Metadata naming another actor (sign-in appends as the account signing in). */
  metadataAs(actor: EventMetadata['actor']): EventMetadata;
  /** The Idempotency-Key header scoped to the caller and to one step of this command. */
  idempotencyKey(step?: string): string | undefined;
  /** A retry of a request with this Idempotency-Key whose outcome is unknown: steps it already appended are replayed, not decided again. */
  readonly isRetry: boolean;
  /** A stream's folded state for this request (from the state cache when kept; the same state all request long). */
  load<State, Event extends DomainEventShape>(streamId: string, decider: StreamDecider<State, Event>): Promise<Folded<State>>;
  /**
   * Read → fold → decide → append on one stream with this request's metadata and idempotency key;
   * the append also checks that the streams this request loaded have not moved (request-store.ts).
   */
  handle<State, Event extends DomainEventShape>(
    streamId: string,
    decider: StreamDecider<State, Event>,
    decide: (state: State) => Event[],
    options?: { step?: string; retries?: number; metadata?: EventMetadata; newStream?: boolean },
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
        config: { auth: def.auth, ...(def.duringEnrolment ? { duringEnrolment: true } : {}), ...(def.rateLimit ? { rateLimit: def.rateLimit } : {}) },
      },
      async (request, reply) =>
        observedCommand(def.path, (tally) =>
          onRequestStore(ctx, (requestCtx) => handler(commandCall(requestCtx, def.path, request, reply, request.body as z.output<Body>), requestCtx), tally),
        ),
    );
  };
}

/**
 * A command request as metrics and traces see it: a span `command <path>` around the decision and
 * its appends, and its outcome counted once (accepted, refused, conflict_409, error) with the
 * conflicts it met and decided again after (infra/observability/metrics/command-metrics.ts).
 */
async function observedCommand<T>(command: string, run: (tally: ConflictTally) => Promise<T>): Promise<T> {
  const tally: ConflictTally = { conflicts: 0 };
  try {
    const out = await inSpan(`command ${command}`, { attributes: { 'lensloop.command': command } }, () => run(tally));
    recordCommand(command, 'accepted', tally.conflicts);
    return out;
  } catch (err) {
    const outcome = commandOutcomeOf(err);
    // The conflict answered 409 is the last one met; those before it were decided again.
    recordCommand(command, outcome, outcome === 'conflict_409' ? Math.max(0, tally.conflicts - 1) : tally.conflicts);
    throw err;
  }
}

/** How many times a request runs again after deciding on a kept state that had moved. */
const STALE_STATE_RERUNS = 3;

/**
 * Runs a command handler on a store of its own request (request-store.ts) over the process's state
 * cache. An outcome no append confirmed — a refusal (DomainError), a no-op — made on kept states
 * stands only if those streams have not moved since; otherwise, like a StaleReadError from an
 * append, the handler runs again on the fresh states. Once the request has appended, its outcome
 * stands (D-502).
 */
export async function onRequestStore<T>(ctx: CommandContext, run: (ctx: CommandContext) => Promise<T>, tally?: ConflictTally): Promise<T> {
  const cache = ctx.stateCache;
  if (!cache) return run(ctx);
  return rerunOnStaleState(() => new RequestStore(ctx.store, cache, tally), run, ctx);
}

/**
 * Runs one independent step of a request (an import's row) on a store of its own (`fork`), with
 * the same rule as `onRequestStore`: a step that decided on a kept state that had moved, before it
 * appended anything, runs again on the fresh states; the other steps are not disturbed.
 */
export async function onStepStore<T>(ctx: CommandContext, run: (ctx: CommandContext & { store: RequestStore }) => Promise<T>): Promise<T> {
  const parent = requestStoreOf(ctx);
  return rerunOnStaleState(() => parent.fork(), run, ctx);
}

async function rerunOnStaleState<T>(storeFor: () => RequestStore, run: (ctx: CommandContext & { store: RequestStore }) => Promise<T>, ctx: CommandContext): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const store = storeFor();
    const last = attempt >= STALE_STATE_RERUNS;
    let out: T;
    try {
      out = await run({ ...ctx, store });
    } catch (err) {
      if (!last && !store.appended && (err instanceof StaleReadError || (err instanceof DomainError && (await store.decidedOnStaleState())))) {
        store.discard();
        continue;
      }
      throw err instanceof StaleReadError ? err.conflict : err;
    }
    if (!last && (await store.decidedOnStaleState())) {
      store.discard();
      continue;
    }
    return out;
  }
}

export function commandCall<Body>(ctx: CommandContext, path: string, request: FastifyRequest, reply: FastifyReply, body: Body): CommandCall<Body> {
  let metadata: EventMetadata | undefined;
  const call: CommandCall<Body> = withCallerClaims<Omit<CommandCall<Body>, keyof CallerClaims>>(request, {
    body,
    request,
    reply,
    get metadata() {
      metadata ??= metadataFor(request);
      return metadata;
    },
    metadataAs: (actor) => metadataFor(request, actor),
    idempotencyKey: (step) => idempotencyKeyOf(request, step ?? path),
    get isRetry() {
      return request.idempotency?.retry === true;
    },
    load: (streamId, decider) => requestStoreOf(ctx).load(streamId, decider),
    handle: (streamId, decider, decide, options = {}) =>
      requestStoreOf(ctx).handle(streamId, decider, decide, {
        metadata: options.metadata ?? call.metadata,
        idempotencyKey: call.idempotencyKey(options.step),
        replay: call.isRetry,
        ...(options.retries === undefined ? {} : { retries: options.retries }),
        ...(options.newStream ? { newStream: true } : {}),
      }),
  });
  return call;
}

/** The request's store; a context without a state cache gets a plain one per call (every load reads). */
function requestStoreOf(ctx: CommandContext): RequestStore {
  return ctx.store instanceof RequestStore ? ctx.store : new RequestStore(ctx.store);
}
