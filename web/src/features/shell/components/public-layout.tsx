import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { SkipLink } from './skip-link';

interface PublicLayoutProps {
  /** The call to action at the top right: "Sign in", or the signed-in user's workspace. */
  headerAction: ReactNode;
  children: ReactNode;
  homeHref: string;
}

/** Layout of the public pages (home, sign-in, not-found). */
export function PublicLayout({ headerAction, children, homeHref }: PublicLayoutProps) {
  return (
    <div className="public-shell">
      <SkipLink />
      <header className="public-header">
        <div className="public-header__inner">
          <Link to={homeHref} className="public-header__brand" aria-label="Lensloop home">
            <Logo />
          </Link>
          <nav className="public-header__nav" aria-label="Main">
            <Link to={{ pathname: homeHref, hash: '#practices' }}>For practices</Link>
            <Link to={{ pathname: homeHref, hash: '#patients' }}>For patients</Link>
            <Link to={{ pathname: homeHref, hash: '#why-lensloop' }}>Why Lensloop</Link>
          </nav>
          <div className="public-header__action">{headerAction}</div>
        </div>
      </header>
      <main id="main-content" className="public-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="public-footer">
        <div className="public-footer__inner">
          <Logo />
          <p>Free for practices and patients · All major manufacturers · Free shipping · Returns for a full year</p>
          <p className="public-footer__legal">© {new Date().getFullYear()} Lensloop</p>
        </div>
      </footer>
    </div>
  );
}
