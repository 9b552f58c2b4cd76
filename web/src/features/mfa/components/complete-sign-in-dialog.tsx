import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import type { Session } from '@/lib/session';
import { modalStore, useActiveModal } from '@/lib/modal-store';
import { codeErrorMessage, signInOver } from '@/features/mfa/code-errors';
import { useMfaLogin } from '@/features/mfa/api/mfa-login';
import { useResendMfaCode } from '@/features/mfa/api/resend-mfa-code';
import { CodeEntryForm } from './code-entry-form';

export interface SignInChallenge {
  mfaContext: string;
  accountNumber: string;
  email: string;
  maskedPhone: string | null;
  resendAvailableAt: string;
}

interface CompleteSignInDialogProps {
  challenge: SignInChallenge | null;
  /** The code was right: the session is ready to start. */
  onSignedIn: (session: Session) => void;
  /** Back to the sign-in form (cancelled, or the sign-in is over, with the reason). */
  onCancel: (reason?: string) => void;
}

/** completeSignIn (spec point 4): the texted code finishes a sign-in with two-factor on. */
export function CompleteSignInDialog({ challenge, ...rest }: CompleteSignInDialogProps) {
  return challenge ? <CodeStep key={challenge.mfaContext} challenge={challenge} {...rest} /> : null;
}

function CodeStep({ challenge, onSignedIn, onCancel }: Omit<CompleteSignInDialogProps, 'challenge'> & { challenge: SignInChallenge }) {
  const active = useActiveModal();
  const [codeVersion, setCodeVersion] = useState(0);
  const [resendAt, setResendAt] = useState<string | null>(challenge.resendAvailableAt);
  const [notice, setNotice] = useState<string | null>(null);
  const login = useMfaLogin({
    onSuccess: (session) => {
      modalStore.hide('completeSignIn');
      onSignedIn(session);
    },
  });
  const resend = useResendMfaCode();
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    modalStore.show('completeSignIn');
    const frame = window.requestAnimationFrame(() => bodyRef.current?.querySelector<HTMLElement>('input')?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, []);

  const error = login.isError ? codeErrorMessage(login.error) : resend.isError ? codeErrorMessage(resend.error) : null;

  function cancel(reason?: string) {
    modalStore.hide('completeSignIn');
    onCancel(reason);
  }

  return (
    <Dialog
      open={active === 'completeSignIn'}
      onClose={() => cancel()}
      title="Enter your sign-in code"
      description={
        <p>
          Two-factor authentication is on for this account. We texted a 6-digit code to <strong>{challenge.maskedPhone ?? 'your phone'}</strong>.
          It expires in 10 minutes.
        </p>
      }
      footer={
        <>
          <Button variant="ghost" onClick={() => cancel()}>
            Back to sign in
          </Button>
          <Button type="submit" form="complete-sign-in-form" loading={login.isPending}>
            Verify and sign in
          </Button>
        </>
      }
    >
      <div ref={bodyRef} data-modal-id="completeSignIn">
        <CodeEntryForm
          id="complete-sign-in-form"
          onSubmit={(code) => {
            setNotice(null);
            resend.reset();
            login.mutate(
              { mfaContext: challenge.mfaContext, code, email: challenge.email },
              { onError: (err) => signInOver(err) && cancel(err instanceof Error ? err.message : undefined) },
            );
          }}
          error={error}
          codeVersion={codeVersion}
          onResend={() => {
            login.reset();
            resend.mutate(challenge.mfaContext, {
              onSuccess: (sent) => {
                setResendAt(sent.resendAvailableAt);
                setCodeVersion((v) => v + 1);
                setNotice(`We sent a new code to ${sent.maskedPhone ?? 'your phone'}.`);
              },
              onError: (err) => signInOver(err) && cancel(err instanceof Error ? err.message : undefined),
            });
          }}
          resending={resend.isPending}
          resendAvailableAt={resendAt}
        />
        {notice ? (
          <Alert tone="success" announce>
            {notice}
          </Alert>
        ) : null}
      </div>
    </Dialog>
  );
}
