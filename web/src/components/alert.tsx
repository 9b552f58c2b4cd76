import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info' | 'warning';

interface AlertProps {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
  /** Extra content on the right (e.g. a retry button). */
  action?: ReactNode;
  id?: string;
  /**
   * Give the box its own live role (alert for errors, status otherwise). Pass false when it is
   * rendered inside a persistent aria-live container, so it is announced once, not twice.
   */
  announce?: boolean;
}

const icons: Record<Tone, string> = {
  error: 'M12 8v5m0 3.5h.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  warning: 'M12 8v5m0 3.5h.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  success: 'M20 6 9 17l-5-5',
  info: 'M12 16v-4m0-4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z',
};

/**
 * A message box. Errors use role="alert" so they are announced the moment they appear.
 */
export function Alert({ tone = 'info', title, children, action, id, announce = true }: AlertProps) {
  const role = announce ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div id={id} className={`alert alert--${tone}`} role={role}>
      <svg className="alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icons[tone]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        {children ? <div className="alert__text">{children}</div> : null}
      </div>
      {action ? <div className="alert__action">{action}</div> : null}
    </div>
  );
}
