import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@domain/shared/errors';
import { useCountdown } from '@/hooks/use-countdown';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ButtonLink } from './button';

export const REDIRECT_HOME_AFTER_SECONDS = 8;

interface NotAuthorizedProps {
  homeHref: string;
}

/**
 * The unauthorized or not-found page (spec points 2 and 6): the spec's sentence, then back home
 * after a few seconds, with the countdown shown and a link to go now.
 */
export function NotAuthorized({ homeHref }: NotAuthorizedProps) {
  useDocumentTitle('Page not available');
  const navigate = useNavigate();
  const remaining = useCountdown(REDIRECT_HOME_AFTER_SECONDS, () => navigate(homeHref, { replace: true }));

  return (
    <section className="not-authorized" aria-labelledby="not-authorized-title">
      <svg className="not-authorized__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="52" fill="var(--color-brand-50)" />
        <circle cx="60" cy="60" r="30" fill="none" stroke="var(--color-brand-600)" strokeWidth="7" />
        <circle cx="60" cy="60" r="10" fill="var(--color-teal-500)" />
        <path d="M34 86 86 34" stroke="var(--color-brand-900)" strokeWidth="7" strokeLinecap="round" />
      </svg>
      <h1 id="not-authorized-title" className="not-authorized__title" tabIndex={-1} data-route-focus>
        {MESSAGES.unauthorizedPage}
      </h1>
      <p className="not-authorized__countdown">
        Taking you to the home page in <span className="not-authorized__seconds">{remaining}</span>{' '}
        {remaining === 1 ? 'second' : 'seconds'}.
      </p>
      <ButtonLink to={homeHref} replace>
        Go to the home page now
      </ButtonLink>
    </section>
  );
}
