import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { landingPathFor, paths, safeRedirectFor } from '@/config/paths';
import type { MfaChallenge } from '@/features/auth/api/sign-in';
import { useStartSession } from '@/features/auth/hooks/use-start-session';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { CompleteSignInDialog } from '@/features/mfa/components/complete-sign-in-dialog';
import { markMfaInviteDue } from '@/features/mfa/components/login-secure-invite';
import { signOutReasonText, takeSignOutReason } from '@/features/session/sign-out-reason';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession } from '@/hooks/use-session';
import type { Session } from '@/lib/session';

/**
 * /signin: sign in, then go to the group's area (or back to the page that asked for it). With
 * two-factor on, the completeSignIn modal asks for the texted code first. After a sign-in the
 * area may invite the user to secure the account (loginSecure).
 */
export default function SignInRoute() {
  usePageMeta('Sign in', 'Sign in to Lensloop: for eye-care practices, their patients and Lensloop support.');
  const session = useSession();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo');
  const startSession = useStartSession();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const [notice, setNotice] = useState<string | null>(() => {
    const reason = takeSignOutReason();
    return reason ? signOutReasonText(reason) : null;
  });

  const signedIn = (s: Session) => markMfaInviteDue(s.user.accountNumber);
  const cancelCode = (reason?: string) => {
    setChallenge(null);
    if (reason) setNotice(reason);
  };

  function destination(s: Session): string {
    return safeRedirectFor(s.user.customerGroup, redirectTo) ?? landingPathFor(s.user.customerGroup);
  }

  // Signed in (just now, or already, e.g. via the back button): go to the workspace.
  if (session) return <Navigate to={destination(session)} replace />;

  return (
    <div className="signin">
      <div className="signin__card">
        <aside className="signin__aside" aria-label="Why Lensloop">
          <p className="signin__aside-title">One place for every contact lens order</p>
          <ul className="signin__aside-list">
            <li>Free for practices and patients</li>
            <li>All major manufacturers</li>
            <li>Free shipping to offices and homes</li>
            <li>Returns for a year, in any condition</li>
          </ul>
          <p className="signin__aside-signup">
            New practice? <Link to={paths.practiceSignup.path}>Sign up your practice</Link>. It’s free.
          </p>
        </aside>
        <div className="signin__panel">
          <h1 className="signin__title" tabIndex={-1} data-route-focus>
            Sign in to Lensloop
          </h1>
          <p className="signin__lead">For eye-care practices, patients and Lensloop support.</p>
          {notice ? (
            <Alert tone="info">{notice}</Alert>
          ) : null}
          <SignInForm
            onSuccess={signedIn}
            onMfaRequired={(c) => {
              setNotice(null);
              setChallenge(c);
            }}
          />
        </div>
      </div>
      <CompleteSignInDialog
        challenge={challenge}
        onSignedIn={(s) => {
          startSession(s);
          signedIn(s);
        }}
        onCancel={cancelCode}
      />
    </div>
  );
}
