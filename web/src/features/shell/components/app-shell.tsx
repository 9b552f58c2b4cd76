import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { Logo } from '@/components/logo';
import type { MenuEntry } from '@/features/shell/menus';
import { SideNav } from './side-nav';
import { SkipLink } from './skip-link';

interface ShellUser {
  name: string;
  /** Second line under the name (e.g. the location, or the role). */
  detail?: string | undefined;
}

interface AppShellProps {
  /** The area's name, e.g. "Practice", shown beside the logo and naming the menu. */
  area: string;
  homeHref: string;
  menu: readonly MenuEntry[];
  user: ShellUser;
  onSignOut: () => void;
  signingOut?: boolean;
  /** A strip under the top bar on every page (e.g. the impersonation banner). */
  banner?: ReactNode;
  /** Controls in the top bar before the user (e.g. the staff notifications bell). */
  actions?: ReactNode;
  children: ReactNode;
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The signed-in layout: top bar (brand, user, sign out), the area's menu and the page. */
export function AppShell({ area, homeHref, menu, user, onSignOut, signingOut = false, banner, actions, children }: AppShellProps) {
  return (
    <div className="app-shell">
      <SkipLink />
      <header className="topbar">
        <Link to={homeHref} className="topbar__brand" aria-label={`Lensloop ${area} home`}>
          <Logo inverse />
        </Link>
        <span className="topbar__area">{area}</span>
        <div className="topbar__spacer" />
        {actions}
        <div className="topbar__user">
          <span className="avatar" aria-hidden="true">
            {initials(user.name)}
          </span>
          <span className="topbar__user-text">
            <span className="topbar__user-name">{user.name}</span>
            {user.detail ? <span className="topbar__user-detail">{user.detail}</span> : null}
          </span>
        </div>
        <button type="button" className="topbar__signout" onClick={onSignOut} disabled={signingOut} aria-busy={signingOut || undefined}>
          <Icon name="signOut" />
          <span>{signingOut ? 'Signing out…' : 'Sign out'}</span>
        </button>
      </header>
      {banner}
      <div className="app-shell__body">
        <aside className="app-shell__sidebar">
          <SideNav label={`${area} menu`} menu={menu} />
        </aside>
        <main id="main-content" className="app-shell__main" tabIndex={-1}>
          <div className="app-shell__content">{children}</div>
        </main>
      </div>
    </div>
  );
}
