import { useState } from 'react';
import type { CodeSentReply } from '@domain/security/api-schemas';
import { useResendMfaCode } from '@/features/mfa/api/resend-mfa-code';

/**
 * The code texted to the number being verified, as the code field sees it: cleared whenever a new
 * code is sent (`codeVersion`), "Resend code" with its cooldown, and resending. `sent` records a
 * code sent by the caller (to a new number); `onResent` hears of a resent one.
 */
export function useNumberCode({ onError, onResent }: { onError: (error: unknown) => void; onResent?: (reply: CodeSentReply) => void }) {
  const [codeVersion, setCodeVersion] = useState(0);
  const [resendAvailableAt, setResendAvailableAt] = useState<string | null>(null);
  const resend = useResendMfaCode();
  const sent = (reply: CodeSentReply) => {
    setResendAvailableAt(reply.resendAvailableAt);
    setCodeVersion((v) => v + 1);
  };
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (reply) => {
        sent(reply);
        onResent?.(reply);
      },
      onError,
    });
  return { sent, field: { codeVersion, resendAvailableAt, resending: resend.isPending, onResend } };
}
