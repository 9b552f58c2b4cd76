import { liveMessageWire, type LiveMessageWire } from '@domain/live/api-schemas';
import { API_BASE } from './api-client';

export interface LiveChannelHandlers {
  onMessage: (message: LiveMessageWire) => void;
  /** The server could not replay from our last position: re-read everything. */
  onReset: () => void;
  onOpen?: () => void;
}

/**
 * The browser end of `GET /api/live` (server-sent events): a fetch stream so the bearer token goes
 * in a header (never in a URL), parsed as SSE; on a drop it reconnects after a short wait with the
 * last id as `Last-Event-ID`, so nothing is missed. Returns the function that closes it.
 */
export function openLiveChannel(token: string, handlers: LiveChannelHandlers): () => void {
  let closed = false;
  let lastId: string | null = null;
  let controller: AbortController | null = null;
  let retryMs = 2000;

  async function run(): Promise<void> {
    while (!closed) {
      controller = new AbortController();
      try {
        const response = await fetch(`${API_BASE}/live`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (response.status === 401 || response.status === 403) return; // signed out: the app handles that
        if (!response.ok || !response.body) throw new Error(`live channel: HTTP ${response.status}`);
        handlers.onOpen?.();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let pending = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          pending += value;
          let end: number;
          while ((end = pending.indexOf('\n\n')) >= 0) {
            dispatch(pending.slice(0, end));
            pending = pending.slice(end + 2);
          }
        }
      } catch {
        if (closed) return;
      }
      if (closed) return;
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }

  function dispatch(block: string): void {
    let event = 'message';
    let data = '';
    let id: string | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data += data ? `\n${value}` : value;
      else if (field === 'id') id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
    }
    if (id !== null) lastId = id;
    if (!data) return;
    if (event === 'reset') return handlers.onReset();
    if (event !== 'message') return;
    try {
      const parsed = liveMessageWire.safeParse(JSON.parse(data));
      if (parsed.success) handlers.onMessage(parsed.data);
    } catch {
      // A malformed line is skipped.
    }
  }

  void run();
  return () => {
    closed = true;
    controller?.abort();
  };
}
