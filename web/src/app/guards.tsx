import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { CustomerGroup } from '@domain/identity/customer-group';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { sessionStore, type Session } from '@/lib/session';
import { UnauthorizedScreen } from './routes/public/unauthorized-screen';

interface RequireGroupProps {
  /** The only groups that may open this area; every other group is refused (deny by default). */
  allow: readonly CustomerGroup[];
  children: (session: Session) => ReactNode;
}

/**
 * Route guard per role. Signed out → the sign-in page, coming back here afterwards.
 * Signed in with another group → the unauthorized page, in place (spec point 6).
 */
export function RequireGroup({ allow, children }: RequireGroupProps) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // After a deliberate sign-out go to a plain sign-in page; otherwise come back here afterwards.
    const back = sessionStore.signedOutByUser() ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={paths.signIn.getHref(back)} replace />;
  }
  if (!allow.includes(session.user.customerGroup)) return <UnauthorizedScreen />;
  return <>{children(session)}</>;
}
