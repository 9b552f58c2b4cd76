import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { landingPathFor, paths } from '@/config/paths';
import { useSiteInfo } from '@/features/public-site/api/get-site-info';
import { PublicLayout } from '@/features/shell/components/public-layout';
import '@/styles/public-site.css';
import { useSession } from '@/hooks/use-session';

function HeaderAction() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session) {
    return (
      <ButtonLink to={landingPathFor(session.user.customerGroup)} variant="primary" size="sm">
        Go to your workspace
      </ButtonLink>
    );
  }
  // On the sign-in page itself the form is the call to action.
  if (pathname === paths.signIn.path) return null;
  return (
    <ButtonLink to={paths.signIn.getHref()} variant="primary" size="sm">
      Sign in
    </ButtonLink>
  );
}

/** The public header and footer around any content. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const support = useSiteInfo();
  return (
    <PublicLayout homeHref={paths.home.getHref()} headerAction={<HeaderAction />} support={support}>
      {children}
    </PublicLayout>
  );
}

/** Layout route of the public pages. */
export default function PublicLayoutRoute() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
