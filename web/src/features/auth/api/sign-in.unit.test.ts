import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../../domain/shared/errors';
import { ApiError } from '../../../lib/api-client';
import { signIn, signInErrorMessage } from './sign-in';

function reply(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the user only when the reply has a customerGroup and a token (spec point 4)', async () => {
    reply(200, { accountNumber: '1', customerGroup: 'Staff', email: 'a@b.co', token: 'T', position: 3 });
    await expect(signIn({ email: 'a@b.co', password: 'x' })).resolves.toEqual({
      token: 'T',
      user: { accountNumber: '1', customerGroup: 'Staff', email: 'a@b.co' },
    });

    reply(200, { accountNumber: '1', customerGroup: 'Staff', email: 'a@b.co' });
    await expect(signIn({ email: 'a@b.co', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    reply(200, { accountNumber: '1', email: 'a@b.co', token: 'T' });
    await expect(signIn({ email: 'a@b.co', password: 'x' })).rejects.toBeInstanceOf(ApiError);
  });

  it('shows the server refusal as the spec text', () => {
    expect(signInErrorMessage(new ApiError(401, 'INVALID_VALUE', MESSAGES.invalidSignIn))).toBe(MESSAGES.invalidSignInShown);
    expect(signInErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(MESSAGES.somethingWentWrongRetry);
  });
});
