import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError } from '@/lib/api-client';
import { stubJsonReply } from '@/test/stub-fetch';
import { aProfile } from '@/test/profile';
import { needsHumanCheck, signIn, signInErrorMessage } from './sign-in';


const storage = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  },
  addEventListener: () => undefined,
});

describe('sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) },
      addEventListener: () => undefined,
    });
  });

  it('keeps the user only when the reply has a customerGroup and a token (spec point 4)', async () => {
    const profile = aProfile({ accountNumber: '1', customerGroup: 'Staff', email: 'a@b.co' });
    stubJsonReply(200, { ...profile, token: 'T', deviceToken: 'D', position: 3 });
    await expect(signIn({ email: 'a@b.co', password: 'x' })).resolves.toEqual({ kind: 'signed-in', session: { token: 'T', user: profile } });

    stubJsonReply(200, { ...profile, deviceToken: 'D', position: 3 });
    await expect(signIn({ email: 'a@b.co', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    const { customerGroup: _group, ...noGroup } = profile;
    stubJsonReply(200, { ...noGroup, token: 'T', deviceToken: 'D', position: 3 });
    await expect(signIn({ email: 'a@b.co', password: 'x' })).rejects.toBeInstanceOf(ApiError);
  });

  it('hands a two-factor challenge (no token) to the code step', async () => {
    const challenge = { mfaRequired: true, mfaContext: '1.abc', accountNumber: '1', maskedPhone: '(•••) •••-0143', codeExpiresAt: 'x', resendAvailableAt: 'y' };
    stubJsonReply(200, challenge);
    await expect(signIn({ email: 'a@b.co', password: 'x' })).resolves.toEqual({ kind: 'mfa', challenge: { ...challenge, email: 'a@b.co' } });
  });

  it('remembers the device token per e-mail and sends it with the next sign-in to that account', async () => {
    stubJsonReply(200, { ...aProfile({ accountNumber: '1', customerGroup: 'Patient', email: 'p@b.co' }), token: 'T', deviceToken: 'D1', position: 1 });
    await signIn({ email: 'P@b.co', password: 'x' });
    const calls = stubJsonReply(401, { status: 401, error: true, code: 'INVALID_VALUE', message: MESSAGES.invalidSignIn });
    await signIn({ email: 'p@b.co', password: 'y' }).catch(() => undefined);
    await signIn({ email: 'other@b.co', password: 'y' }).catch(() => undefined);
    expect(calls).toEqual([
      { email: 'p@b.co', password: 'y', deviceToken: 'D1' },
      { email: 'other@b.co', password: 'y' },
    ]);
  });

  it('shows the server refusal as the spec text, and the throttle answers as they are', () => {
    expect(signInErrorMessage(new ApiError(401, 'INVALID_VALUE', MESSAGES.invalidSignIn))).toBe(MESSAGES.invalidSignInShown);
    expect(signInErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(MESSAGES.somethingWentWrongRetry);
    const asked = new ApiError(401, 'HUMAN_CHECK_REQUIRED', "Please confirm you're not a robot, then sign in again.");
    expect(needsHumanCheck(asked)).toBe(true);
    expect(signInErrorMessage(asked)).toBe(asked.message);
    expect(signInErrorMessage(new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many sign-in attempts. Please try again later.'))).toBe(
      'Too many sign-in attempts. Please try again later.',
    );
  });
});
