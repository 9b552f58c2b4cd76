import { useMutation } from '@tanstack/react-query';
import { type MfaChallenge as MfaChallengeReply, mfaChallengeReply, signedInReply, type SignInRequest } from '@domain/security/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { deviceTokenFor, rememberDeviceToken } from '@/lib/device-tokens';
import type { Session } from '@/lib/session';
import { useStartSession } from '@/features/auth/hooks/use-start-session';

/** Two-factor is on: no token yet; a code was texted and /customer/mfalogin completes the sign-in. */
export type MfaChallenge = MfaChallengeReply & { email: string };

export type SignInOutcome = { kind: 'signed-in'; session: Session } | { kind: 'mfa'; challenge: MfaChallenge };

export type { SignInRequest };

/**
 * POST /api/customer/signin. The user is kept only if the response has a customerGroup and a
 * token (spec point 4); a two-factor challenge is handed to the code step; anything else is a
 * failed sign-in. This browser's device token for the account goes along (sign-in throttling).
 */
export async function signIn(input: SignInRequest, signal?: AbortSignal): Promise<SignInOutcome> {
  const body = { ...input, ...(deviceTokenFor(input.email) ? { deviceToken: deviceTokenFor(input.email) } : {}) };
  const reply = await apiClient.command<unknown>('/customer/signin', body, { auth: false, ...(signal ? { signal } : {}) });
  const mfa = mfaChallengeReply.safeParse(reply);
  if (mfa.success) return { kind: 'mfa', challenge: { ...mfa.data, email: input.email } };
  // `position` belongs to the command envelope, not the profile.
  const { token, deviceToken, position: _position, ...profile } = parseReply(signedInReply, reply);
  rememberDeviceToken(input.email, deviceToken);
  return { kind: 'signed-in', session: { token, user: profile } };
}

/** The sign-in throttle wants a human check before it checks the password again. */
export function needsHumanCheck(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'HUMAN_CHECK_REQUIRED' || error.code === 'HUMAN_CHECK_FAILED');
}

/** The text the sign-in screen shows for a failure (spec point 8). */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (needsHumanCheck(error)) return error.message;
    if (error.code === 'TOO_MANY_ATTEMPTS') return error.message;
    if (error.status === 429) return 'Too many sign-in attempts. Please wait a moment and try again.';
    if (error.status === 401 || error.code === 'INVALID_VALUE' || error.message === MESSAGES.invalidSignIn) {
      return MESSAGES.invalidSignInShown;
    }
  }
  return MESSAGES.somethingWentWrongRetry;
}

export function useSignIn({ onSuccess, onMfaRequired }: { onSuccess?: (session: Session) => void; onMfaRequired?: (challenge: MfaChallenge) => void } = {}) {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: SignInRequest) => signIn(input),
    onSuccess: (outcome) => {
      if (outcome.kind === 'mfa') {
        onMfaRequired?.(outcome.challenge);
        return;
      }
      startSession(outcome.session);
      onSuccess?.(outcome.session);
    },
  });
}
