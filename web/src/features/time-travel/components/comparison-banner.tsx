import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { RetryButton } from '@/components/retry-button';
import { Spinner } from '@/components/spinner';

/** Shown above a comparison, so nobody mistakes one side for the other; the way back to today's figures. */
export function ComparisonBanner({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <Alert
      tone="info"
      title={`Comparing the reports ${label.replace(/^As of/, 'as of')} with today`}
      action={
        <Button variant="secondary" size="sm" onClick={onClose}>
          Back to today’s reports
        </Button>
      }
    >
      “Then” is the practice as it stood at that moment, replayed from the event log; “now” is today’s figures for the same dates. Rows and figures that differ are marked.
    </Alert>
  );
}

/**
 * A comparison's frame: reading both sides, the reason it cannot be shown (a deleted snapshot, one
 * still building), or the banner and the comparison itself.
 */
export function ComparisonFrame<T extends { snapshot: { label: string } }>({ query, onClose, children }: { query: UseQueryResult<T>; onClose: () => void; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner label="Reading both sides…" />;
  if (query.isError || !query.data) {
    return (
      <div className="stack-md">
        <Alert tone="error" title="This comparison cannot be shown" action={<RetryButton onRetry={query.refetch} />}>
          {query.error?.message}
        </Alert>
        <ComparisonBanner label="As of a snapshot" onClose={onClose} />
      </div>
    );
  }
  return (
    <div className="stack-lg comparison" aria-busy={query.isFetching || undefined}>
      <ComparisonBanner label={query.data.snapshot.label} onClose={onClose} />
      {children(query.data)}
    </div>
  );
}
