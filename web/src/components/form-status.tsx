import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Spinner } from './spinner';

interface FormStatusProps {
  /** While the form's data loads: the spinner's label. */
  loading?: string | false | undefined;
  /** The failure to show (takes precedence over success). */
  error?: ReactNode;
  success?: ReactNode;
  successTitle?: string | undefined;
  /** "assertive" where a failure must interrupt (sign-in and link forms). */
  live?: 'polite' | 'assertive';
  id?: string | undefined;
}

/**
 * A form's status line: one persistent live region that announces the loading state, the failure
 * or the success (the boxes inside do not announce themselves, so nothing is read twice).
 */
export function FormStatus({ loading, error, success, successTitle, live = 'polite', id }: FormStatusProps) {
  return (
    <div id={id} aria-live={live} aria-atomic="true">
      {loading ? (
        <Spinner label={loading} />
      ) : error ? (
        <Alert tone="error" announce={false}>
          {error}
        </Alert>
      ) : success ? (
        <Alert tone="success" announce={false} title={successTitle}>
          {success}
        </Alert>
      ) : null}
    </div>
  );
}
