import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { CustomerGroup } from '@domain/identity/customer-group';
import { useProfile, useRefreshProfile } from '@/features/auth/api/get-profile';
import { useSignOut } from '@/features/auth/api/sign-out';
import { AppShell } from '@/features/shell/components/app-shell';
import { LoginSecureInvite } from '@/features/mfa/components/login-secure-invite';
import { SessionTimers } from '@/features/session/components/session-timers';
import { useEndImpersonationAndSignOut } from '@/features/support/api/end-impersonation-and-sign-out';
import { ImpersonationBanner } from '@/features/support/components/impersonation-banner';
import { useDesktopLayout } from '@/hooks/use-desktop-layout';
import { useImpersonation } from '@/hooks/use-impersonation';
import { useSession } from '@/hooks/use-session';
import { pendingReturnPath } from '@/lib/impersonation';
import type { MenuEntry } from '@/features/shell/menus';
import { displayName, type SessionUser, type Session } from '@/lib/session';
import { RequireGroup } from '@/app/guards';
import { LiveUpdates } from '@/app/live-updates';

interface AreaLayoutProps {
  area: string;
  homeHref: string;
  allow: readonly CustomerGroup[];
  menu: readonly MenuEntry[];
  /** The line under the user's name in the top bar. */
  detail: (user: SessionUser) => string | undefined;
  /** Top-bar controls of the area (e.g. the practice's staff notifications). */
  actions?: ReactNode;
  /** Shown above every page of the area (e.g. the practice's account-state banner). */
  notice?: (session: Session) => ReactNode;
  /** What the admitted user must finish before the area opens (the required two-factor enrolment); null: nothing. */
  gate?: (session: Session) => ReactNode;
}

function SignedInShell({ session, area, homeHref, menu, detail, actions, notice }: Omit<AreaLayoutProps, 'allow' | 'gate'> & { session: Session }) {
  // Confirms the stored session with the server and refreshes the profile.
  useProfile(session.user.accountNumber);
  useDesktopLayout();
  const refreshProfile = useRefreshProfile();
  // Once the session is cleared the area's guard sends the user to the sign-in page.
  const signOut = useSignOut();
  const user = session.user;
  // While a CSR acts as this user: the banner, and signing out ends that session first (then the CSR's own).
  const impersonation = useImpersonation();
  const endImpersonation = useEndImpersonationAndSignOut();

  return (
    <AppShell
      area={area}
      homeHref={homeHref}
      menu={menu}
      user={{ name: displayName(user), detail: detail(user) }}
      onSignOut={() => (impersonation ? endImpersonation.mutate() : signOut.mutate())}
      signingOut={signOut.isPending || endImpersonation.isPending}
      banner={impersonation ? <ImpersonationBanner impersonation={impersonation} user={user} /> : null}
      actions={actions}
    >
      {/* The invitation to secure the account after signing in: in the page's flow, above it, covering nothing. */}
      <LoginSecureInvite user={user} onProfileChanged={refreshProfile} />
      {notice?.(session)}
      <Outlet />
      {/* The live channel: new facts (announcements, orders) refresh their screens without a reload. */}
      <LiveUpdates token={session.token} />
      {/* Idle and token-check timers. */}
      <SessionTimers onSignOut={() => (impersonation ? endImpersonation.mutate() : signOut.mutate())} />
    </AppShell>
  );
}

/** A signed-in area: the role guard, then (once its gate, if any, lets through) the shell with the area's menu. */
export function AreaLayout({ allow, gate, ...shell }: AreaLayoutProps) {
  const session = useSession();
  // Just back from acting as a user of this area: on to where the CSR was, not "not authorized".
  const returnPath = pendingReturnPath();
  if (session && returnPath && !allow.includes(session.user.customerGroup)) return <Navigate to={returnPath} replace />;
  return <RequireGroup allow={allow}>{(session) => gate?.(session) ?? <SignedInShell session={session} {...shell} />}</RequireGroup>;
}
