import { type AllStreamSubscription, END, type Filter } from '@eventstore/db-client';
import type { EsdbClient } from './eventstoredb-mapping';

/**
 * A live $all subscription used only as a doorbell: it carries no events to anyone, it just
 * says "something was appended" so a catch-up reader reads. If it drops, it reopens after a
 * pause; the store's polling timer covers the gap.
 */
export function openDoorbell(client: EsdbClient, filter: Filter, ring: () => void, reopenMs = 1000): () => void {
  let sub: AllStreamSubscription | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const open = () => {
    if (closed) return;
    sub = client.subscribeToAll({ fromPosition: END, filter });
    sub.on('data', ring);
    // Anything appended while we were connecting is picked up by the read this triggers.
    sub.on('confirmation', ring);
    sub.on('error', () => {
      sub = undefined;
      if (closed) return;
      timer = setTimeout(open, reopenMs);
      timer.unref();
    });
  };
  open();

  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    void sub?.unsubscribe().catch(() => undefined);
  };
}
