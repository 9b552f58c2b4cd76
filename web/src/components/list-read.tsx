import type { ReactNode } from 'react';
import { RetryAlert } from './retry-alert';
import { Spinner } from './spinner';

interface ListReadProps<T extends { total: number }> {
  query: { isError: boolean; data: T | undefined; refetch: () => unknown };
  /** What failed, said to the user (with a "Try again" beside it). */
  errorText: string;
  loadingLabel: string;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The list, given the reply. */
  children: (data: T) => ReactNode;
}

/** A paged list's read on screen: its error with Retry, a spinner while it loads, the empty state, else the list. */
export function ListRead<T extends { total: number }>({ query, errorText, loadingLabel, empty, children }: ListReadProps<T>) {
  if (query.isError) return <RetryAlert onRetry={() => void query.refetch()}>{errorText}</RetryAlert>;
  if (!query.data) return <Spinner label={loadingLabel} />;
  if (query.data.total === 0) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
