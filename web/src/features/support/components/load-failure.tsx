import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { RetryAlert } from '@/components/retry-alert';
import { isApiError } from '@/lib/api-client';

interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
  /** The page's title and text when loading failed. */
  title: string;
  text: string;
  /** The same when the record does not exist (404: nothing to retry). */
  missingTitle: string;
  missingText: string;
}

/** A CSR detail page that could not load: "not found", or the failure with "Try again". */
export function LoadFailure({ error, onRetry, title, text, missingTitle, missingText }: LoadFailureProps) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <>
      <PageHeader title={missing ? missingTitle : title} />
      {missing ? <Alert tone="warning">{missingText}</Alert> : <RetryAlert onRetry={onRetry}>{text}</RetryAlert>}
    </>
  );
}
