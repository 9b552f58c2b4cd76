import { type Checkpoint, compareCheckpoints, type EventStore, type StoredEvent, type Subscription } from './port';

/**
 * Catch-up subscription shared by the adapters: read batches after the checkpoint until
 * caught up, then sleep until the store says something may have been appended.
 * The handler runs one batch at a time; a failing handler is retried from the same checkpoint.
 *
 * A wake-up can arrive before the new events are readable: on PostgreSQL a transaction still
 * open anywhere on the server holds the snapshot xmin back (gap safety). When a read finds
 * nothing new although the log's committed head is past the checkpoint, the loop looks again
 * shortly (backing off to 1 s) instead of sleeping until the next notification.
 */
export function subscribeByPolling(
  store: Pick<EventStore, 'readAll' | 'onAppended' | 'head'>,
  from: Checkpoint,
  handler: (events: StoredEvent[], checkpoint: Checkpoint) => Promise<void>,
  options: { types?: readonly string[]; batchSize?: number; retryDelayMs?: number; onError?: (err: unknown) => void } = {},
): Subscription {
  let checkpoint = from;
  let stopped = false;
  let wake: (() => void) | undefined;
  let dirty = true;
  const off = store.onAppended(() => {
    dirty = true;
    wake?.();
  });

  let recheckMs = 0;
  const loop = (async () => {
    while (!stopped) {
      if (!dirty) {
        await new Promise<void>((r) => {
          wake = r;
          if (recheckMs > 0) setTimeout(r, recheckMs).unref();
        });
      }
      wake = undefined;
      if (stopped) break;
      dirty = false;
      try {
        let progressed = false;
        for (;;) {
          const batchSize = options.batchSize ?? 500;
          const { events, checkpoint: next } = await store.readAll({ after: checkpoint, limit: batchSize, types: options.types });
          if (events.length === 0 && next.globalPosition === checkpoint.globalPosition) break;
          await handler(events, next);
          checkpoint = next;
          progressed = true;
          if (events.length < batchSize || stopped) break;
        }
        recheckMs = progressed ? 0 : await invisibleTail(recheckMs);
      } catch (err) {
        options.onError?.(err);
        dirty = true;
        await new Promise((r) => setTimeout(r, options.retryDelayMs ?? 500));
      }
    }
  })();

  /** Committed events past the checkpoint that are not readable yet → the next recheck delay. */
  async function invisibleTail(previous: number): Promise<number> {
    const head = await store.head();
    if (compareCheckpoints(head, checkpoint) <= 0) return 0;
    return Math.min(previous > 0 ? previous * 2 : 25, 1000);
  }

  return {
    async stop() {
      stopped = true;
      off();
      wake?.();
      await loop;
    },
  };
}
