import { useMutation } from '@tanstack/react-query';
import { type CompleteMfaEnrolmentInput, signedInReply } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { rememberDeviceToken } from '@/lib/device-tokens';
import { parseReply } from '@/lib/parse-reply';
import type { Session } from '@/lib/session';

/**
 * POST /api/customer/mfaenrolment (D-742): the code texted to the number being enrolled ends a
 * required enrolment; the reply is a sign-in's, for the session opened with the second factor (the
 * enrolling one is over).
 */
export async function completeMfaEnrolment(input: CompleteMfaEnrolmentInput): Promise<Session> {
  const reply = await apiClient.command<unknown>('/customer/mfaenrolment', input);
  const { token, deviceToken, position: _position, ...profile } = parseReply(signedInReply, reply);
  rememberDeviceToken(profile.email, deviceToken);
  return { token, user: profile };
}

export function useCompleteMfaEnrolment({ onSuccess }: { onSuccess: (session: Session) => void }) {
  return useMutation({ mutationFn: completeMfaEnrolment, onSuccess });
}
