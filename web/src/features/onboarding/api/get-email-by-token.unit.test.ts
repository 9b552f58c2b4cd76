import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getEmailByToken, linkProblemOf } from './get-email-by-token';

describe('e-mailed link checks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names what is wrong with a link from the API code', () => {
    expect(linkProblemOf(new ApiError(400, 'TOKEN_USED', 'x'))).toBe('used');
    expect(linkProblemOf(new ApiError(400, 'TOKEN_EXPIRED', 'x'))).toBe('expired');
    expect(linkProblemOf(new ApiError(400, 'TOKEN_INVALID', 'x'))).toBe('invalid');
    expect(linkProblemOf(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe('unavailable');
  });

  it('sends the token without the user token and keeps only a well-formed reply', async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push(init);
      return new Response(JSON.stringify({ email: 'a@b.co', purpose: 'welcome' }), { status: 200 });
    });
    await expect(getEmailByToken('T')).resolves.toEqual({ email: 'a@b.co', purpose: 'welcome' });
    expect(JSON.parse(String(seen[0]!.body))).toEqual({ token: 'T' });
    expect((seen[0]!.headers as Record<string, string>).authorization).toBeUndefined();

    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ email: 'a@b.co' }), { status: 200 }));
    await expect(getEmailByToken('T')).rejects.toBeInstanceOf(ApiError);
  });
});
