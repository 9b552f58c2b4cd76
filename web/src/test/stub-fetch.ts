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
