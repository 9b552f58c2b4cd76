import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { PageLoader, Spinner } from '@/components/spinner';
import { landingPathFor, paths } from '@/config/paths';
import { useSignIn } from '@/features/auth/api/sign-in';
import { type LinkProblem, linkProblemOf, useEmailByToken } from '@/features/onboarding/api/get-email-by-token';
import { AuthCard, AuthHeading } from '@/features/onboarding/components/auth-card';
import { DonePanel, LinkProblemPanel } from '@/features/onboarding/components/link-problem';
import { SetPasswordForm } from '@/features/onboarding/components/set-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /welcome?token=…: the link of the welcome e-mail. Shows the account's e-mail, sets the first
 * password (rules shown live), then signs the patient in; if that is not possible here (e.g. a
 * second factor is needed) it offers the sign-in page.
 */
export default function WelcomeRoute() {
  useDocumentTitle('Welcome to Lensloop');
  const [params] = useSearchParams();
  const token = params.get('token');
  const link = useEmailByToken(token);
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : 'missing');
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const signIn = useSignIn({
    onSuccess: (session) => navigate(landingPathFor(session.user.customerGroup), { replace: true }),
    // A second factor is asked on the sign-in page.
    onMfaRequired: () => setDone(true),
  });

  const shownProblem = problem ?? (link.isError ? linkProblemOf(link.error) : null);
  if (shownProblem) {
    return (
      <AuthCard>
        <LinkProblemPanel
          problem={shownProblem}
          detail={shownProblem === 'used' ? 'Your account is already set up.' : shownProblem === 'expired' ? 'Ask your eye-care practice to send a new invitation, or set a password with “Forgot password?”.' : undefined}
        >
          <ButtonLink to={paths.signIn.getHref()}>Sign in</ButtonLink>
          <ButtonLink to={paths.forgotPassword.getHref()} variant="secondary">
            Forgot password?
          </ButtonLink>
        </LinkProblemPanel>
      </AuthCard>
    );
  }
  if (!link.data) return <PageLoader label="Checking your invitation…" />;

  if (done) {
    return (
      <AuthCard>
        <DonePanel title="Your password is set" actions={<ButtonLink to={paths.signIn.getHref()}>Sign in</ButtonLink>}>
          <p>Your Lensloop account is ready. Sign in with {link.data.email} and your new password.</p>
        </DonePanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard footer={<p>Already set up? <ButtonLink to={paths.signIn.getHref()} variant="ghost" size="sm">Sign in</ButtonLink></p>}>
      <AuthHeading title="Welcome to Lensloop">
        Choose a password for <strong>{link.data.email}</strong> to finish setting up your account.
      </AuthHeading>
      <SetPasswordForm
        token={token!}
        email={link.data.email}
        submitLabel="Set password and sign in"
        onLinkProblem={setProblem}
        onDone={(credentials) => signIn.mutate(credentials, { onError: () => setDone(true) })}
      />
      {signIn.isPending ? <Spinner label="Signing you in…" /> : null}
    </AuthCard>
  );
}
