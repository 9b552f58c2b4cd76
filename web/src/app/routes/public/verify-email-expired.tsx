import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import type { LinkProblem } from '@/features/onboarding/api/get-email-by-token';
import { AuthCard } from '@/features/onboarding/components/auth-card';
import { LinkProblemPanel } from '@/features/onboarding/components/link-problem';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /verifyemailexpired: the e-mail change link cannot be used: over 24 hours old, replaced by a
 * newer request, or already used (then the change is probably done).
 */
export default function VerifyEmailExpiredRoute() {
  useDocumentTitle('Link expired');
  const { state } = useLocation() as { state: { problem?: LinkProblem } | null };
  const used = state?.problem === 'used';
  return (
    <AuthCard>
      <LinkProblemPanel
        problem={used ? 'used' : 'expired'}
        detail={
          used
            ? 'If you confirmed your new email address with it, sign in with the new address.'
            : 'Your email address has not changed. Sign in with your current email and ask for a new confirmation link from your account page.'
        }
      >
        <ButtonLink to={paths.signIn.getHref()}>Sign in</ButtonLink>
      </LinkProblemPanel>
    </AuthCard>
  );
}
