import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { landingPathFor, paths } from '@/config/paths';
import { AuthCard } from '@/features/onboarding/components/auth-card';
import { DonePanel } from '@/features/onboarding/components/link-problem';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

/** /landingzone: where a confirmed e-mail change lands; from now on the new address signs in. */
export default function LandingZoneRoute() {
  useDocumentTitle('Email address confirmed');
  const session = useSession();
  const { state } = useLocation() as { state: { email?: string } | null };
  const email = state?.email;
  return (
    <AuthCard>
      <DonePanel
        title="Your email address is confirmed"
        actions={
          session ? (
            <ButtonLink to={landingPathFor(session.user.customerGroup)}>Go to your workspace</ButtonLink>
          ) : (
            <ButtonLink to={paths.signIn.getHref()}>Sign in</ButtonLink>
          )
        }
      >
        <p>{email ? <>From now on, sign in with <strong>{email}</strong> and your usual password.</> : 'From now on, sign in with your new email address and your usual password.'}</p>
      </DonePanel>
    </AuthCard>
  );
}
