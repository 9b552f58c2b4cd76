import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SignInInput } from '../../../../../domain/identity/sign-in';
import { MESSAGES } from '../../../../../domain/shared/errors';
import { ApiError, apiClient, forgetPosition } from '../../../lib/api-client';
import { customerProfile, sessionStore, type Session } from '../../../lib/session';

/** The sign-in reply: the profile plus the bearer token. */
const signInReply = customerProfile.extend({ token: z.string().min(1) });

/**
 * POST /api/customer/signin. The user is kept only if the response has a customerGroup and a
 * token (spec point 4); anything else is treated as a failed sign-in.
 */
export async function signIn(input: SignInInput, signal?: AbortSignal): Promise<Session> {
  const reply = await apiClient.command<unknown>('/customer/signin', input, { auth: false, ...(signal ? { signal } : {}) });
  const parsed = signInReply.safeParse(reply);
  if (!parsed.success) throw new ApiError(500, 'INVALID_REPLY', MESSAGES.somethingWentWrongRetry);
  const { token, ...profile } = parsed.data;
  // `position` belongs to the command envelope, not the profile.
  delete (profile as Record<string, unknown>).position;
  return { token, user: profile };
}

/** The text the sign-in screen shows for a failure (spec point 8). */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.code === 'INVALID_VALUE' || error.message === MESSAGES.invalidSignIn) {
      return MESSAGES.invalidSignInShown;
    }
    if (error.status === 429) return 'Too many sign-in attempts. Please wait a moment and try again.';
  }
  return MESSAGES.somethingWentWrongRetry;
}

export function useSignIn({ onSuccess }: { onSuccess?: (session: Session) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input),
    onSuccess: (session) => {
      // A new user: nothing cached for the previous one may leak into this session.
      queryClient.clear();
      forgetPosition();
      sessionStore.start(session);
      onSuccess?.(session);
    },
  });
}
