import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import type { LinkProblem } from '@/features/onboarding/api/get-email-by-token';
import { AuthCard } from '@/features/onboarding/components/auth-card';
import { LinkProblemPanel } from '@/features/onboarding/components/link-problem';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /verifyemailexpired: the e-mail change link cannot be used: over 24 hours old, replaced by a
 * newer request, already used (then the change is probably done), or not a link of ours at all.
 */
export default function VerifyEmailExpiredRoute() {
  const { state } = useLocation() as { state: { problem?: LinkProblem } | null };
  // Why the link cannot be used, as /verifyemail found it (a link that is not ours is not "expired"); reached directly: expired.
  const problem: LinkProblem = state?.problem === 'used' || state?.problem === 'invalid' || state?.problem === 'missing' ? state.problem : 'expired';
  const used = problem === 'used';
  useDocumentTitle(problem === 'expired' ? 'Link expired' : used ? 'Link already used' : 'Link not valid');
  return (
    <AuthCard>
      <LinkProblemPanel
        problem={problem}
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
