import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/** A load that failed, with a "Try again" button beside the message. */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
