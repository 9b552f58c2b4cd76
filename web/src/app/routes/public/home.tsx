import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { Icon, type IconName } from '@/components/icon';
import { landingPathFor, paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession } from '@/hooks/use-session';
import { FACTS } from '@/features/public-site/facts';

const promises: { icon: IconName; title: string; text: string }[] = [
  { icon: 'pricing', ...FACTS.free },
  { icon: 'orders', ...FACTS.manufacturers },
  { icon: 'home', ...FACTS.shipping },
  { icon: 'archive', ...FACTS.returns },
];

function ScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
    }
  }, [hash]);
  return null;
}

/** Public home (spec point 1): what Lensloop is, for practices and for patients. */
export default function HomeRoute() {
  usePageMeta('', 'Lensloop is the free contact lens ordering platform for eye-care practices and their patients: all major manufacturers, free shipping to offices and homes, returns for a year.');
  const session = useSession();
  const primary = session
    ? { to: landingPathFor(session.user.customerGroup), label: 'Go to your workspace' }
    : { to: paths.signIn.getHref(), label: 'Sign in' };

  return (
    <>
      <ScrollToHash />
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">Prescription contact lenses, simply ordered</p>
            <h1 id="hero-title" className="hero__title" tabIndex={-1} data-route-focus>
              The free ordering platform for eye-care practices and their patients
            </h1>
            <p className="hero__lead">
              Order lenses from all major manufacturers in one place, ship them free to the office or to the patient’s home, and return
              any order for a full year, in any condition.
            </p>
            <div className="hero__actions">
              <ButtonLink to={primary.to} size="lg">
                {primary.label}
              </ButtonLink>
              <ButtonLink to={{ hash: '#practices' }} variant="secondary" size="lg" className="btn--on-dark">
                How it works
              </ButtonLink>
            </div>
          </div>
          <div className="hero__art" aria-hidden="true">
            <svg viewBox="0 0 360 300" focusable="false">
              <defs>
                <radialGradient id="lens" cx="40%" cy="35%" r="70%">
                  <stop offset="0%" stopColor="#ffffff" stopOpacity="0.95" />
                  <stop offset="55%" stopColor="#bfeeea" stopOpacity="0.55" />
                  <stop offset="100%" stopColor="#5fd3c6" stopOpacity="0.35" />
                </radialGradient>
              </defs>
              <circle cx="150" cy="150" r="118" fill="none" stroke="rgba(255,255,255,0.18)" strokeWidth="2" />
              <circle cx="150" cy="150" r="92" fill="url(#lens)" />
              <circle cx="150" cy="150" r="92" fill="none" stroke="#5fd3c6" strokeWidth="6" />
              <ellipse cx="122" cy="118" rx="28" ry="14" fill="#ffffff" opacity="0.6" transform="rotate(-30 122 118)" />
              <circle cx="268" cy="92" r="46" fill="none" stroke="rgba(255,255,255,0.35)" strokeWidth="4" />
              <circle cx="268" cy="92" r="20" fill="rgba(95,211,198,0.5)" />
              <circle cx="290" cy="222" r="28" fill="none" stroke="rgba(255,255,255,0.25)" strokeWidth="3" />
            </svg>
          </div>
        </div>
      </section>

      <section id="why-lensloop" className="section" aria-labelledby="why-title" tabIndex={-1}>
        <div className="section__inner">
          <h2 id="why-title" className="section__title">
            Why practices and patients choose Lensloop
          </h2>
          <ul className="promise-grid">
            {promises.map((p) => (
              <li key={p.title} className="promise">
                <span className="promise__icon">
                  <Icon name={p.icon} />
                </span>
                <h3 className="promise__title">{p.title}</h3>
                <p className="promise__text">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-label="Who Lensloop is for">
        <div className="section__inner audience-grid">
          <article id="practices" className="audience" aria-labelledby="practices-title" tabIndex={-1}>
            <p className="audience__eyebrow">For eye-care practices</p>
            <h2 id="practices-title" className="audience__title">
              Run contact lens orders for your whole practice
            </h2>
            <ul className="check-list">
              <li>Create patients, write prescriptions and place orders for them.</li>
              <li>Ship to the patient, take from in-office inventory, or have it picked up in store.</li>
              <li>Invite patients to reorder online from your practice.</li>
              <li>Set retail pricing, discounts and insurance allowances.</li>
              <li>Follow sales and order status in your reports.</li>
            </ul>
            <p className="audience__links">
              <Link to={paths.doctors.path}>How it works for practices</Link> · <Link to={paths.practiceSignup.path}>Sign up your practice</Link>
            </p>
          </article>
          <article id="patients" className="audience" aria-labelledby="patients-title" tabIndex={-1}>
            <p className="audience__eyebrow">For patients</p>
            <h2 id="patients-title" className="audience__title">
              Reorder the lenses your doctor prescribed
            </h2>
            <ul className="check-list">
              <li>See your prescriptions and when they expire.</li>
              <li>Order lenses and pay securely by card.</li>
              <li>Track every order to your door.</li>
              <li>Manage your profile, security and notifications.</li>
            </ul>
            <p className="audience__links">
              <Link to={paths.patientsInfo.path}>How ordering through your eye doctor works</Link>
            </p>
          </article>
        </div>
      </section>

      <section className="section cta-band" aria-labelledby="cta-title">
        <div className="section__inner cta-band__inner">
          <div>
            <h2 id="cta-title" className="cta-band__title">
              Already with a Lensloop practice?
            </h2>
            <p className="cta-band__text">Sign in with the email address your practice or our support team registered.</p>
          </div>
          <ButtonLink to={primary.to} size="lg">
            {primary.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
