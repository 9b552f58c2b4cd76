import { fold } from '../../domain/shared/decider';
import type { AppendResult, DomainEventShape, EventMetadata, EventStore, ExpectedVersion } from '../../infra/event-store/port';
import { ConcurrencyError } from '../../infra/event-store/port';

export interface StreamDecider<State, Event extends DomainEventShape> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
}

export interface HandleOptions {
  metadata: EventMetadata;
  idempotencyKey?: string;
  /** Retries after a version conflict; only for commands that are safe to re-decide. */
  retries?: number;
}

export type Handled<Event> = { result: AppendResult; events: Event[] } | { result: undefined; events: [] };

/**
 * Read → fold → decide → append with the expected version (Emmett's command handler).
 * On a conflict the stream is re-read and the decision made again, up to `retries` times;
 * after that the ConcurrencyError reaches the caller (HTTP 409).
 */
export async function handleCommand<State, Event extends DomainEventShape>(
  store: EventStore,
  streamId: string,
  decider: StreamDecider<State, Event>,
  decide: (state: State) => Event[],
  options: HandleOptions,
): Promise<Handled<Event>> {
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const { events, version } = await store.readStream<Event>(streamId);
    const state = fold(decider, events);
    const decided = decide(state);
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
