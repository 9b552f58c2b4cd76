import { vi } from 'vitest';

/** Unit tests: every fetch answers `status` with `body` as JSON; returns the parsed request bodies, in order. */
export function stubJsonReply(status: number, body: unknown): unknown[] {
  const calls: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** One recorded fetch of `stubReplies`. */
export interface StubbedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Unit tests: each fetch takes the next of `replies` in turn (a string body as is, anything else as
 * JSON; 200 `{}` once they run out); returns the calls made, in order.
 */
export function stubReplies(replies: Array<{ status: number; body: unknown; headers?: Record<string, string> }>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies.shift() ?? { status: 200, body: {} };
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status, headers: { 'content-type': 'application/json', ...reply.headers } });
  });
  return calls;
}
