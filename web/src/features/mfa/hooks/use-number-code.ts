import { useState } from 'react';
import type { CodeSentReply } from '@domain/security/api-schemas';
import { useResendMfaCode } from '@/features/mfa/api/resend-mfa-code';
import { useSendVerificationCode } from '@/features/mfa/api/send-verification-code';
import { useUpdateSmsNumber } from '@/features/mfa/api/update-sms-number';

/**
 * The code texted to the number being verified, as the code field sees it: cleared whenever a new
 * code is sent (`codeVersion`), "Resend code" with its cooldown, and resending. `sendTo(phone)` sets
 * a new number and texts it a code (the number's reply back); `sent` records a code the caller sent
 * itself; `onResend` hears "Resend code" pressed, `onResent` the new code sent.
 */
export function useNumberCode({ onError, onResend: starting, onResent }: { onError: (error: unknown) => void; onResend?: () => void; onResent?: (reply: CodeSentReply) => void }) {
  const [codeVersion, setCodeVersion] = useState(0);
  const [resendAvailableAt, setResendAvailableAt] = useState<string | null>(null);
  const resend = useResendMfaCode();
  const updateNumber = useUpdateSmsNumber();
  const sendCode = useSendVerificationCode();
  const sent = (reply: CodeSentReply) => {
    setResendAvailableAt(reply.resendAvailableAt);
    setCodeVersion((v) => v + 1);
  };
  const onResend = () => {
    starting?.();
    resend.mutate(undefined, {
      onSuccess: (reply) => {
        sent(reply);
        onResent?.(reply);
      },
      onError,
    });
  };
  const sendTo = async (phone: string) => {
    const number = await updateNumber.mutateAsync({ phone });
    sent(await sendCode.mutateAsync());
    return number;
  };
  return { sent, sendTo, sending: updateNumber.isPending || sendCode.isPending, field: { codeVersion, resendAvailableAt, resending: resend.isPending, onResend } };
}
