import type { ReactNode } from 'react';
import { Alert } from './alert';
import { RetryButton } from './retry-button';

/** A load that failed, with a "Try again" button beside the message. */
export function RetryAlert({ onRetry, children }: { onRetry: () => unknown; children: ReactNode }) {
  return (
    <Alert tone="error" action={<RetryButton onRetry={onRetry} />}>
      {children}
    </Alert>
  );
}
