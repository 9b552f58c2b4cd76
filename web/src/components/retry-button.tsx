import { Button } from './button';

/** "Try again" beside an error that a second attempt may mend (a failed load): runs `onRetry`. */
export function RetryButton({ onRetry }: { onRetry: () => unknown }) {
  return (
    <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
      Try again
    </Button>
  );
}
