import type { Checkpoint, EventStore, StoredEvent, Subscription } from './port';

/**
 * Catch-up subscription shared by the adapters: read batches after the checkpoint until
 * caught up, then sleep until the store says something may have been appended.
 * The handler runs one batch at a time; a failing handler is retried from the same checkpoint.
 */
export function subscribeByPolling(
  store: Pick<EventStore, 'readAll' | 'onAppended'>,
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

  const loop = (async () => {
    while (!stopped) {
      if (!dirty) await new Promise<void>((r) => (wake = r));
      wake = undefined;
      if (stopped) break;
      dirty = false;
      try {
        for (;;) {
          const batchSize = options.batchSize ?? 500;
          const { events, checkpoint: next } = await store.readAll({ after: checkpoint, limit: batchSize, types: options.types });
          if (events.length === 0 && next.globalPosition === checkpoint.globalPosition) break;
          await handler(events, next);
          checkpoint = next;
          if (events.length < batchSize || stopped) break;
        }
      } catch (err) {
        options.onError?.(err);
        dirty = true;
        await new Promise((r) => setTimeout(r, options.retryDelayMs ?? 500));
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      off();
      wake?.();
      await loop;
    },
  };
}
