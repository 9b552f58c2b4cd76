import { useMutation } from '@tanstack/react-query';
import { signedInReply, type MfaLoginInput } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { rememberDeviceToken } from '@/lib/device-tokens';
import type { Session } from '@/lib/session';

/** POST /api/customer/mfalogin: the texted code completes the sign-in; the reply is a sign-in's. */
export async function mfaLogin(input: MfaLoginInput & { email: string }): Promise<Session> {
  const reply = await apiClient.command<unknown>('/customer/mfalogin', { mfaContext: input.mfaContext, code: input.code }, { auth: false });
  const { token, deviceToken, position: _position, ...profile } = parseReply(signedInReply, reply);
  rememberDeviceToken(input.email, deviceToken);
  return { token, user: profile };
}

export function useMfaLogin({ onSuccess }: { onSuccess: (session: Session) => void }) {
  return useMutation({ mutationFn: mfaLogin, onSuccess });
}
