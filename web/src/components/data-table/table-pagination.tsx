/**
 * The pager under a server-paged table: "Showing a–b of n", Previous / Next and "Page x of y"
 * (or, with `summary="pages"`, only "Page x of y" where a list shows no range). One component for
 * every list so they page alike; DataTable renders it.
 */
export interface TablePaginationProps {
  label: string;
  first: number;
  last: number;
  total: number;
  page: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** A new page is loading: both buttons wait. */
  busy?: boolean;
  summary?: 'range' | 'pages';
}

export function TablePagination({ label, first, last, total, page, pageCount, canPrevious, canNext, onPrevious, onNext, busy = false, summary = 'range' }: TablePaginationProps) {
  const pages = (
    <>
      Page {summary === 'pages' ? <strong>{page}</strong> : page} of {summary === 'pages' ? <strong>{pageCount}</strong> : pageCount}
    </>
  );
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__summary">
        {summary === 'pages' ? (
          pages
        ) : (
          <>
            Showing <strong>{first}</strong>–<strong>{last}</strong> of <strong>{total}</strong>
          </>
        )}
      </p>
      <div className="pagination__controls">
        <button type="button" className="btn btn--secondary btn--sm" onClick={onPrevious} disabled={!canPrevious || busy}>
          <span aria-hidden="true">‹</span> Previous<span className="visually-hidden"> page</span>
        </button>
        {summary === 'pages' ? null : <span className="pagination__page">{pages}</span>}
        <button type="button" className="btn btn--secondary btn--sm" onClick={onNext} disabled={!canNext || busy}>
          Next<span className="visually-hidden"> page</span> <span aria-hidden="true">›</span>
        </button>
      </div>
    </nav>
  );
}
