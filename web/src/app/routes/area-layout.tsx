import { Outlet } from 'react-router-dom';
import type { CustomerGroup } from '../../../../domain/identity/customer-group';
import { useProfile } from '../../features/auth/api/get-profile';
import { useSignOut } from '../../features/auth/api/sign-out';
import { AppShell } from '../../features/shell/components/app-shell';
import type { MenuEntry } from '../../features/shell/menus';
import { displayName, type CustomerProfile, type Session } from '../../lib/session';
import { RequireGroup } from '../guards';

interface AreaLayoutProps {
  area: string;
  homeHref: string;
  allow: readonly CustomerGroup[];
  menu: readonly MenuEntry[];
  /** The line under the user's name in the top bar. */
  detail: (user: CustomerProfile) => string | undefined;
}

function SignedInShell({ session, area, homeHref, menu, detail }: Omit<AreaLayoutProps, 'allow'> & { session: Session }) {
  // Confirms the stored session with the server and refreshes the profile.
  useProfile(session.user.accountNumber);
  // Once the session is cleared the area's guard sends the user to the sign-in page.
  const signOut = useSignOut();
  const user = session.user;

  return (
    <AppShell
      area={area}
      homeHref={homeHref}
      menu={menu}
      user={{ name: displayName(user), detail: detail(user) }}
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
    >
      <Outlet />
    </AppShell>
  );
}

/** A signed-in area: the role guard, then the shell with the area's menu. */
export function AreaLayout({ allow, ...shell }: AreaLayoutProps) {
  return <RequireGroup allow={allow}>{(session) => <SignedInShell session={session} {...shell} />}</RequireGroup>;
}
