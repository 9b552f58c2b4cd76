import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveChannel } from './live-channel';

/** A fetch reply whose body streams these chunks, then ends (a dropped connection). */
function streamReply(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('live channel (browser end of GET /api/live)', () => {
  it('parses messages split across chunks, sends the bearer token, and resumes with Last-Event-ID after a drop', async () => {
    vi.useFakeTimers();
    const calls: RequestInit[] = [];
    const replies = [
      streamReply(['retry: 10\n: connected\n\n', 'event: message\nid: 41\ndata: {"topic":"announcements","position":41,"type":"AnnouncementPublished",', '"id":"a1"}\n\n']),
      streamReply(['event: reset\nid: 50\ndata: {"position":50}\n\n', 'event: message\nid: 51\ndata: {"topic":"orders","position":51,"type":"OrderStatusChanged","id":"o1"}\n\n', 'event: message\ndata: not json\n\n']),
    ];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      calls.push(init);
      const next = replies.shift();
      return next ? Promise.resolve(next) : new Promise<Response>(() => undefined);
    });
    const messages: unknown[] = [];
    let resets = 0;
    const close = openLiveChannel('tok', { onMessage: (m) => messages.push(m), onReset: () => resets++ });
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]).toEqual({ topic: 'announcements', position: 41, type: 'AnnouncementPublished', id: 'a1' });
    expect((calls[0]!.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect((calls[0]!.headers as Record<string, string>)['last-event-id']).toBeUndefined();
    await vi.advanceTimersByTimeAsync(20); // the server's retry: 10 ms
    await vi.waitFor(() => expect(messages).toHaveLength(2));
    expect((calls[1]!.headers as Record<string, string>)['last-event-id']).toBe('41');
    expect(resets).toBe(1);
    expect(messages[1]).toEqual({ topic: 'orders', position: 51, type: 'OrderStatusChanged', id: 'o1' });
    close();
  });

  it('stops on 401 (signed out) and sends nothing more', async () => {
    let n = 0;
    vi.stubGlobal('fetch', () => {
      n++;
      return Promise.resolve(new Response('', { status: 401 }));
    });
    openLiveChannel('old', { onMessage: () => undefined, onReset: () => undefined });
    await new Promise((r) => setTimeout(r, 50));
    expect(n).toBe(1);
  });
});
