import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { landingPathFor, paths } from '@/config/paths';
import { AuthCard } from '@/features/onboarding/components/auth-card';
import { DonePanel } from '@/features/onboarding/components/link-problem';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession } from '@/hooks/use-session';

/**
 * /landingzone: where a confirmed e-mail change lands. It confirms only when the confirmation link's
 * token was just accepted (/verifyemail passes the confirmed address here); with a token in the URL
 * it sends it to /verifyemail to be checked; otherwise it says what to do next (D-368).
 */
export default function LandingZoneRoute() {
  usePageMeta('Email address confirmation', 'Confirm a new email address for your Lensloop account with the link we emailed you.');
  const session = useSession();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { email?: string } | null };
  const token = params.get('token');
  const email = state?.email;
  if (!email && token) return <Navigate to={paths.verifyEmail.getHref(token)} replace />;
  const next = session ? (
    <ButtonLink to={landingPathFor(session.user.customerGroup)}>Go to your workspace</ButtonLink>
  ) : (
    <ButtonLink to={paths.signIn.getHref()}>Sign in</ButtonLink>
  );
  if (!email) {
    return (
      <AuthCard>
        <section className="auth-status" aria-labelledby="landing-title">
          <h1 id="landing-title" className="auth-card__title" tabIndex={-1} data-route-focus>
            Confirm your new email address
          </h1>
          <div className="auth-card__lead">
          <p>
            To change the email address of your account, open the link in the confirmation email we sent to your new address and sign in with your previous
            email and password. Nothing has changed yet.
          </p>
          <p>
            The link works for 24 hours. If it expired, sign in and ask for the change again in your profile, or <Link to={paths.contact.getHref('account')}>contact us</Link>.
          </p>
          </div>
          <div className="auth-status__actions">{next}</div>
        </section>
      </AuthCard>
    );
  }
  return (
    <AuthCard>
      <DonePanel title="Your email address is confirmed" actions={next}>
        <p>
          From now on, sign in with <strong>{email}</strong> and your usual password.
        </p>
      </DonePanel>
    </AuthCard>
  );
}
