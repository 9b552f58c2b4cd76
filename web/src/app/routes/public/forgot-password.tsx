import { useState } from 'react';
import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import { AuthCard, AuthHeading } from '@/features/onboarding/components/auth-card';
import { ForgotPasswordForm } from '@/features/onboarding/components/forgot-password-form';
import { DonePanel } from '@/features/onboarding/components/link-problem';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /forgot-password: ask for a reset link. The answer never says whether the address has an account. */
export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  if (sent) {
    return (
      <AuthCard>
        <DonePanel title="Check your email" actions={<ButtonLink to={paths.signIn.getHref()}>Back to sign in</ButtonLink>}>
          <p>{sent.message}</p>
          <p className="muted">
            You entered <strong>{sent.email}</strong>. Nothing there after a few minutes? Check your spam folder, or{' '}
            <button type="button" className="link-button" onClick={() => setSent(null)}>
              try another address
            </button>
            .
          </p>
        </DonePanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard footer={<p>Remembered it? <ButtonLink to={paths.signIn.getHref()} variant="ghost" size="sm">Back to sign in</ButtonLink></p>}>
      <AuthHeading title="Forgot your password?">Enter the email you sign in with and we’ll send you a link to choose a new password.</AuthHeading>
      <ForgotPasswordForm onSent={setSent} />
    </AuthCard>
  );
}
