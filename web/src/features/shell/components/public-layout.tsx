import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { formatUsPhone } from '@/lib/format';
import { SkipLink } from './skip-link';

interface PublicLayoutProps {
  /** The call to action at the top right: "Sign in", or the signed-in user's workspace. */
  headerAction: ReactNode;
  children: ReactNode;
  homeHref: string;
  /** The support e-mail and phone from the deployment's configuration (absent while loading). */
  support?: { supportEmail: string; supportPhone: string } | undefined;
}

const NAV = [
  { to: paths.patientsInfo.path, label: 'For patients' },
  { to: paths.doctors.path, label: 'For practices' },
  { to: paths.about.path, label: 'About' },
  { to: paths.faq.path, label: 'FAQ' },
  { to: paths.contact.path, label: 'Contact' },
];

const FOOTER_GROUPS = [
  {
    title: 'Lensloop',
    links: [
      { to: paths.home.path, label: 'Home' },
      { to: paths.patientsInfo.path, label: 'For patients' },
      { to: paths.doctors.path, label: 'For practices' },
      { to: paths.practiceSignup.path, label: 'Practice sign-up' },
      { to: paths.about.path, label: 'About us' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: paths.faq.path, label: 'FAQ' },
      { to: paths.contact.path, label: 'Contact us' },
      { to: paths.returnPolicy.path, label: 'Return Policy' },
      { to: paths.signIn.path, label: 'Sign in' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.termsAndConditions.path, label: 'Terms and Conditions' },
      { to: paths.termsOfSale.path, label: 'Terms of Sale' },
      { to: paths.privacyPolicy.path, label: 'Privacy Policy' },
    ],
  },
];

/** Layout of the public pages: header (sign in), the page, and the footer with every public page and the support contacts. */
export function PublicLayout({ headerAction, children, homeHref, support }: PublicLayoutProps) {
  return (
    <div className="public-shell">
      <SkipLink />
      <header className="public-header">
        <div className="public-header__inner">
          <Link to={homeHref} className="public-header__brand" aria-label="Lensloop home">
            <Logo />
          </Link>
          <nav className="public-header__nav" aria-label="Main">
            {NAV.map((l) => (
              <NavLink key={l.to} to={l.to}>
                {l.label}
              </NavLink>
            ))}
          </nav>
          <div className="public-header__action">{headerAction}</div>
        </div>
      </header>
      <main id="main-content" className="public-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="public-footer site-footer">
        <div className="site-footer__inner">
          <div className="site-footer__brand">
            <Logo />
            <p>Free for practices and patients · All major manufacturers · Free shipping to offices and homes · Returns for a full year, in any condition</p>
            <address className="site-footer__contact">
              <span>Support: </span>
              {support ? (
                <>
                  <a href={`mailto:${support.supportEmail}`}>{support.supportEmail}</a>
                  <span aria-hidden="true"> · </span>
                  <a href={`tel:+1${support.supportPhone}`}>{formatUsPhone(support.supportPhone)}</a>
                </>
              ) : (
                <Link to={paths.contact.path}>Contact us</Link>
              )}
            </address>
          </div>
          <nav className="site-footer__nav" aria-label="Footer">
            {FOOTER_GROUPS.map((g) => (
              <div key={g.title} className="site-footer__group">
                <h2 className="site-footer__title">{g.title}</h2>
                <ul>
                  {g.links.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to}>{l.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className="site-footer__legal">© {new Date().getFullYear()} Lensloop</p>
      </footer>
    </div>
  );
}
