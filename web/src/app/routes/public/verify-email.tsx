import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/spinner';
import { paths } from '@/config/paths';
import { type LinkProblem, linkProblemOf, useEmailByToken } from '@/features/onboarding/api/get-email-by-token';
import { AuthCard, AuthHeading } from '@/features/onboarding/components/auth-card';
import { VerifyEmailForm } from '@/features/onboarding/components/verify-email-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /verifyemail?token=…: finishing an e-mail change (spec point 2) by signing in with the previous
 * e-mail and password. A used or expired link goes to /verifyemailexpired; done → /landingzone.
 */
export default function VerifyEmailRoute() {
  useDocumentTitle('Confirm your new email');
  const [params] = useSearchParams();
  const token = params.get('token');
  const link = useEmailByToken(token);
  const navigate = useNavigate();

  const expired = (problem: LinkProblem) => navigate(paths.verifyEmailExpired.getHref(), { replace: true, state: { problem } });
  if (!token) return <Navigate to={paths.verifyEmailExpired.getHref()} replace state={{ problem: 'missing' }} />;
  if (link.isError && linkProblemOf(link.error) !== 'unavailable') {
    return <Navigate to={paths.verifyEmailExpired.getHref()} replace state={{ problem: linkProblemOf(link.error) }} />;
  }
  if (link.isError) {
    return (
      <AuthCard>
        <AuthHeading title="We could not check this link">Something went wrong, please try again in a moment.</AuthHeading>
      </AuthCard>
    );
  }
  if (!link.data) return <PageLoader label="Checking your link…" />;

  return (
    <AuthCard>
      <AuthHeading title="Confirm your new email">
        To start using <strong>{link.data.email}</strong>, sign in once more with your previous email address and your password.
      </AuthHeading>
      <VerifyEmailForm
        token={token}
        onLinkProblem={expired}
        onConfirmed={(email) => navigate(paths.landingZone.getHref(), { replace: true, state: { email } })}
      />
    </AuthCard>
  );
}
