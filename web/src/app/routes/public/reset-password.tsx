import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { PageLoader } from '@/components/spinner';
import { paths } from '@/config/paths';
import { type LinkProblem, linkProblemOf, useEmailByToken } from '@/features/onboarding/api/get-email-by-token';
import { AuthCard, AuthHeading } from '@/features/onboarding/components/auth-card';
import { DonePanel, LinkProblemPanel } from '@/features/onboarding/components/link-problem';
import { SetPasswordForm } from '@/features/onboarding/components/set-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /reset-password?token=…: the link of the reset e-mail (works once, for 1 hour). */
export default function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const link = useEmailByToken(token);
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : 'missing');
  const [done, setDone] = useState(false);

  const shownProblem = problem ?? (link.isError ? linkProblemOf(link.error) : null);
  if (shownProblem) {
    return (
      <AuthCard>
        <LinkProblemPanel problem={shownProblem} detail={shownProblem === 'expired' || shownProblem === 'used' ? 'Ask for a new reset link below.' : undefined}>
          <ButtonLink to={paths.forgotPassword.getHref()}>Send a new link</ButtonLink>
          <ButtonLink to={paths.signIn.getHref()} variant="secondary">
            Sign in
          </ButtonLink>
        </LinkProblemPanel>
      </AuthCard>
    );
  }
  if (!link.data) return <PageLoader label="Checking your link…" />;

  if (done) {
    return (
      <AuthCard>
        <DonePanel title="Your password has been reset" actions={<ButtonLink to={paths.signIn.getHref()}>Sign in</ButtonLink>}>
          <p>Sign in with {link.data.email} and your new password.</p>
        </DonePanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <AuthHeading title="Choose a new password">
        For <strong>{link.data.email}</strong>.
      </AuthHeading>
      <SetPasswordForm token={token!} email={link.data.email} submitLabel="Reset password" onLinkProblem={setProblem} onDone={() => setDone(true)} />
    </AuthCard>
  );
}
