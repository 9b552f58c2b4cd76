import { ConcurrencyError, type DomainEventShape, type EventStore, type StoredEventOf } from '../../infra/event-store/port';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';

const ATTEMPTS = 5;

/**
 * Appends what `decide` returns for the stream's current state, as the system and caused by
 * `causationId`, with the expected version; on a version conflict (another job appended meanwhile)
 * reads the stream again and decides again. Nothing decided: nothing appended. Returns what was
 * appended. After the last attempt: a PermanentJobError `<failure> after 5 attempts`.
 */
export async function appendDecided<E extends DomainEventShape, S, D extends DomainEventShape>(
  store: EventStore,
  stream: string,
  options: {
    state: (events: StoredEventOf<E>[]) => S;
    decide: (state: S) => D[];
    causationId: string;
    /** Default: now, at each attempt. */
    occurredAt?: string;
    /** The state and version the caller has just read (the first attempt uses them). */
    known?: { state: S; version: number };
    failure: string;
  },
): Promise<D[]> {
  let known = options.known;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = known ?? (await read());
    known = undefined;
    const decided = options.decide(current.state);
    if (!decided.length) return [];
    try {
      await store.appendToStream(
        stream,
        decided.map((e) => ({
          type: e.type,
          data: e.data,
          metadata: {
            actor: { accountNumber: 'system', customerGroup: 'System' },
            correlationId: options.causationId,
            causationId: options.causationId,
            occurredAt: options.occurredAt ?? new Date().toISOString(),
            schemaVersion: 1,
          },
        })),
        { expectedVersion: current.version < 0 ? 'no_stream' : current.version },
      );
      return decided;
    } catch (err) {
      if (!(err instanceof ConcurrencyError)) throw err;
    }
  }
  throw new PermanentJobError(`${options.failure} after ${ATTEMPTS} attempts`);

  async function read(): Promise<{ state: S; version: number }> {
    const { events, version } = await store.readStream<E>(stream);
    return { state: options.state(events), version };
  }
}
