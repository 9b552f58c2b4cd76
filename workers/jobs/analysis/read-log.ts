import { compareCheckpoints, type EventStore, START, type StoredEvent } from '../../../infra/event-store/port';

const BATCH = 5000;
/** How long events committed before the read began may stay unreadable (a transaction still open elsewhere). */
const WAIT_FOR_VISIBILITY_MS = 120_000;

/**
 * Reads the log's events of these types in order, up to what was committed when the read began,
 * handing each batch to `onBatch` while the next one is read (the read and the fold overlap).
 * Like a rebuild it waits, briefly, for events a transaction still open elsewhere keeps unreadable,
 * rather than finish early without them.
 */
export async function readLogToHead(store: EventStore, types: readonly string[], onBatch: (events: StoredEvent[]) => void | Promise<void>, batchSize = BATCH): Promise<void> {
  const target = await store.head();
  const deadline = Date.now() + WAIT_FOR_VISIBILITY_MS;
  const read = (after: typeof START) => {
    const reading = store.readAll({ after, limit: batchSize, types });
    reading.catch(() => undefined); // awaited below; an onBatch that throws first must not leave it unhandled
    return reading;
  };
  let checkpoint = START;
  let ahead = read(checkpoint);
  let waitMs = 0;
  for (;;) {
    const { events, checkpoint: next } = await ahead;
    if (compareCheckpoints(next, checkpoint) > 0) {
      ahead = read(next);
      await onBatch(events);
      // A turn of the event loop between batches: on embedded PGlite the reads resolve on this thread,
      // and the API's requests must not wait for the whole log to be read.
      await new Promise((resolve) => setImmediate(resolve));
      checkpoint = next;
      waitMs = 0;
      // Everything committed when the read began is in: stop there, however busy the log is since.
      if (compareCheckpoints(checkpoint, target) >= 0) return;
      continue;
    }
    if (compareCheckpoints(checkpoint, target) >= 0) return;
    if (Date.now() > deadline) throw new Error('committed events stayed unreadable (a long-open transaction?)');
    waitMs = Math.min(waitMs > 0 ? waitMs * 2 : 25, 1000);
    await new Promise((r) => setTimeout(r, waitMs));
    ahead = read(checkpoint);
  }
}
