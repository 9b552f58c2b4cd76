import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { Session } from '@/lib/session';
import { codeErrorMessage, needsNewCode } from '@/features/mfa/code-errors';
import { useCompleteMfaEnrolment } from '@/features/mfa/api/complete-mfa-enrolment';
import { useSmsNumber } from '@/features/mfa/api/get-sms-number';
import { useNumberCode } from '@/features/mfa/hooks/use-number-code';
import { CodeEntryForm } from './code-entry-form';
import { PhoneNumberForm } from './phone-number-form';

interface RequiredEnrolmentProps {
  /** Two-factor is on and this sign-in has its second factor: the new session to start. */
  onEnrolled: (session: Session) => void;
}

/**
 * The two-factor enrolment a role that requires it must finish before anything else (analysts and
 * operators, D-742): the mobile number, then the code texted to it. No "Not now": the API answers
 * nothing else until it is done. The code both proves the number and is this sign-in's second factor.
 */
export function RequiredEnrolment({ onEnrolled }: RequiredEnrolmentProps) {
  const status = useSmsNumber();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [maskedPhone, setMaskedPhone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const code = useNumberCode({
    onError: (err) => setError(codeErrorMessage(err)),
    onResend: () => {
      setError(null);
      setNotice(null);
    },
    onResent: (sent) => setNotice(`We sent a new code to ${sent.maskedPhone ?? 'your phone'}.`),
  });
  const complete = useCompleteMfaEnrolment({ onSuccess: onEnrolled });

  async function submitNumber(phone: string) {
    setError(null);
    setNotice(null);
    try {
      setMaskedPhone((await code.sendTo(phone)).maskedPhone);
      setStep('code');
    } catch (err) {
      setError(codeErrorMessage(err));
    }
  }

  function submitCode(code: string) {
    setError(null);
    setNotice(null);
    complete.mutate({ code }, { onError: (err) => setError(codeErrorMessage(err)) });
  }

  if (step === 'phone') {
    return (
      <div className="stack-md">
        <h2 className="section-title">Step 1 of 2: your mobile number</h2>
        <p>We’ll text a 6-digit code to this number now, and a new one each time you sign in.</p>
        {status.isPending ? null : (
          <PhoneNumberForm id="enrol-phone-form" defaultPhone={status.data?.phone ?? null} onSubmit={(phone) => void submitNumber(phone)} />
        )}
        {error ? (
          <Alert tone="error" announce>
            {error}
          </Alert>
        ) : null}
        <Button type="submit" form="enrol-phone-form" block loading={code.sending}>
          Text me a code
        </Button>
      </div>
    );
  }

  return (
    <div className="stack-md">
      <h2 className="section-title">Step 2 of 2: the code we texted</h2>
      <p>
        We texted a 6-digit code to <strong>{maskedPhone ?? 'your phone'}</strong>. It expires in 10 minutes.
      </p>
      <CodeEntryForm
        id="enrol-code-form"
        onSubmit={submitCode}
        error={error}
        {...code.field}
      />
      {notice ? (
        <Alert tone="success" announce>
          {notice}
        </Alert>
      ) : null}
      {complete.isError && needsNewCode(complete.error) ? <p className="muted">Ask for a new code with “Resend code” above.</p> : null}
      <Button type="submit" form="enrol-code-form" block loading={complete.isPending}>
        Verify and continue
      </Button>
      <p className="muted">
        Wrong number?{' '}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setError(null);
            setStep('phone');
          }}
        >
          Use another number
        </Button>
      </p>
    </div>
  );
}
