import type { ReactNode } from 'react';
import type { LinkProblem } from '@/features/onboarding/api/get-email-by-token';

const TEXT: Record<LinkProblem, { title: string; body: string }> = {
  missing: { title: 'This link is incomplete', body: 'The link you followed has no token. Open it again from the email, or copy the whole address into your browser.' },
  invalid: { title: 'This link is not valid', body: 'We could not read this link. Open it again from the email, or copy the whole address into your browser.' },
  expired: { title: 'This link has expired', body: 'For your security, email links work for a limited time and only until a newer one is sent.' },
  used: { title: 'This link has already been used', body: 'Each email link works once.' },
  unavailable: { title: 'We could not check this link', body: 'Something went wrong, please try again in a moment.' },
};

interface LinkProblemPanelProps {
  problem: LinkProblem;
  /** What to do next (e.g. sign in, ask for a new link), below the explanation. */
  children?: ReactNode;
  /** Extra sentence for this page. */
  detail?: string;
}

/** Why an e-mailed link cannot be used, and what to do instead. */
export function LinkProblemPanel({ problem, children, detail }: LinkProblemPanelProps) {
  const { title, body } = TEXT[problem];
  return (
    <section className="auth-status" aria-labelledby="link-problem-title">
      <svg className="auth-status__icon auth-status__icon--warning" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 8v5m0 3.5h.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="link-problem-title" className="auth-card__title" tabIndex={-1} data-route-focus>
        {title}
      </h1>
      <p className="auth-card__lead">
        {body}
        {detail ? ` ${detail}` : ''}
      </p>
      {children ? <div className="auth-status__actions">{children}</div> : null}
    </section>
  );
}

/** A finished step: a check mark, a heading and what comes next. */
export function DonePanel({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <section className="auth-status" aria-labelledby="done-title">
      <svg className="auth-status__icon auth-status__icon--success" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m7.5 12.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="done-title" className="auth-card__title" tabIndex={-1} data-route-focus>
        {title}
      </h1>
      {children ? <div className="auth-card__lead">{children}</div> : null}
      {actions ? <div className="auth-status__actions">{actions}</div> : null}
    </section>
  );
}
