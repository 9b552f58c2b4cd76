import type { ReactNode } from 'react';

/** The single-column card of the public account pages (welcome, reset, verify e-mail…). */
export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="auth-page">
      <div className="auth-card">
        <div className="auth-card__body">{children}</div>
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </div>
    </div>
  );
}

/** The card's heading and lead line. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <h1 className="auth-card__title" tabIndex={-1} data-route-focus>
        {title}
      </h1>
      {children ? <p className="auth-card__lead">{children}</p> : null}
    </>
  );
}
