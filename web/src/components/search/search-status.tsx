import type { ReactNode } from 'react';
import type { SearchPatientsOutput } from '@domain/patients/api-schemas';
import type { CsrSearchOutput } from '@domain/support/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { RetryButton } from '@/components/retry-button';

/** A search reply: spec point 8's TOO_MANY_RESULTS comes back as a response code with an empty list. */
type SearchReply = Pick<SearchPatientsOutput | CsrSearchOutput, 'responseCode' | 'total'>;

interface SearchStatusProps<Reply extends SearchReply> {
  /** The criteria in the URL cannot be searched: this warning instead. */
  invalid: string | null;
  /** There are criteria to search with (nothing is said before). */
  active: boolean;
  search: { isPending: boolean; isError: boolean; data: Reply | undefined; refetch: () => unknown };
  loadingLabel: string;
  tooMany: string;
  /** Nothing found (by default: a total of 0). */
  isEmpty?: (reply: Reply) => boolean;
  empty: { title: string; text: ReactNode };
  /** "3 patients found · updating…" */
  count: (reply: Reply) => ReactNode;
}

/**
 * What a search says about its results, in one polite live region (loading, an invalid search,
 * too many matches, nothing found, how many), and the error with "Try again" under it. The lists
 * of patients (practice) and customers (support) say it alike.
 */
export function SearchStatus<Reply extends SearchReply>({ invalid, active, search, loadingLabel, tooMany, isEmpty = (r) => r.total === 0, empty, count }: SearchStatusProps<Reply>) {
  const data = search.data;
  return (
    <>
      <div aria-live="polite" aria-atomic="true" className="results-status">
        {invalid ? (
          <Alert tone="warning" announce={false}>
            {invalid}
          </Alert>
        ) : !active ? null : search.isPending ? (
          <Spinner label={loadingLabel} />
        ) : search.isError ? null : data?.responseCode === 'TOO_MANY_RESULTS' ? (
          <Alert tone="warning" announce={false}>
            {tooMany}
          </Alert>
        ) : data && isEmpty(data) ? (
          <div className="empty-state">
            <p className="empty-state__title">{empty.title}</p>
            <p className="empty-state__text">{empty.text}</p>
          </div>
        ) : data ? (
          <p className="results-count">{count(data)}</p>
        ) : null}
      </div>
      {active && search.isError ? (
        <Alert
          tone="error"
          action={
            <RetryButton onRetry={search.refetch} />
          }
        >
          {MESSAGES.somethingWentWrongRetry}
        </Alert>
      ) : null}
    </>
  );
}

/** The URL's search parameters with another page (page 1 is the default, so it is left out). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
