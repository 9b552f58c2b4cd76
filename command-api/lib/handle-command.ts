import { fold } from '../../domain/shared/decider';
import type { DomainEventShape, EventStore, ExpectedVersion, StoredEventOf } from '../../infra/event-store/port';
import { ConcurrencyError } from '../../infra/event-store/port';
import { type Handled, type HandleOptions, RequestStore, type StreamDecider } from './request-store';

/**
 * Read → fold → decide → append with the expected version (Emmett's command handler). On a
 * command request's store (`ctx.store` in a command route) the state comes from the request's
 * view of the state cache and the append also checks the other streams the request read
 * (request-store.ts); on a plain store (seeds, imports, jobs) the stream is read and folded.
 * On a conflict only the new events are read and the decision made again, up to `retries` times;
 * after that the ConcurrencyError reaches the caller (HTTP 409).
 */
export function handleCommand<State, Event extends DomainEventShape>(
  store: EventStore,
  streamId: string,
  decider: StreamDecider<State, Event>,
  decide: (state: State) => Event[],
  options: HandleOptions,
): Promise<Handled<Event>> {
  return (store instanceof RequestStore ? store : new RequestStore(store)).handle(streamId, decider, decide, options);
}

/**
 * `handleCommand` for a decision that also needs facts read from other streams, named by this
 * stream (a reservation's holder: does that account or request still hold the key?). The stream is
 * read from the log (never the state cache) and the facts are loaded from that same read, the one
 * the expected version comes from, so a conflict re-reads both and a decision is never made from
 * facts older than the stream it appends to (D-522). On a request's store the append passes
 * through it, which forgets any kept state of the stream.
 */
export async function handleCommandWithFacts<State, Event extends DomainEventShape, Facts>(
  store: EventStore,
  streamId: string,
  decider: StreamDecider<State, Event>,
  loadFacts: (state: State, events: StoredEventOf<Event>[]) => Promise<Facts>,
  decide: (state: State, facts: Facts) => Event[],
  options: HandleOptions,
): Promise<Handled<Event>> {
  const retries = options.retries ?? 3;
  if (options.replay && options.idempotencyKey) {
    const earlier = await store.findAppended(streamId, options.idempotencyKey);
    if (earlier) return { result: earlier, events: earlier.events.map((e) => ({ type: e.type, data: e.data }) as Event) };
  }
  for (let attempt = 0; ; attempt++) {
    const { events, version } = await store.readStream<Event>(streamId);
    const state = fold(decider, events);
    const decided = decide(state, await loadFacts(state, events));
    if (decided.length === 0) return { result: undefined, events: [] };
    const expectedVersion: ExpectedVersion = version < 0 ? 'no_stream' : version;
    try {
      const result = await store.appendToStream(
        streamId,
        decided.map((e) => ({ type: e.type, data: e.data, metadata: options.metadata })),
        { expectedVersion, idempotencyKey: options.idempotencyKey },
      );
      const appended = result.events.map((e) => ({ type: e.type, data: e.data }) as Event);
      return { result, events: appended };
    } catch (err) {
      if (err instanceof ConcurrencyError && attempt < retries) continue;
      throw err;
    }
  }
}
