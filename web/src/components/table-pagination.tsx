/**
 * The pager under a server-paged table: "Showing a–b of n", Previous / Next and "Page x of y".
 * One component for every list (patients, customers, invites) so they page alike.
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
}

export function TablePagination({ label, first, last, total, page, pageCount, canPrevious, canNext, onPrevious, onNext, busy = false }: TablePaginationProps) {
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__summary">
        Showing <strong>{first}</strong>–<strong>{last}</strong> of <strong>{total}</strong>
      </p>
      <div className="pagination__controls">
        <button type="button" className="btn btn--secondary btn--sm" onClick={onPrevious} disabled={!canPrevious || busy}>
          <span aria-hidden="true">‹</span> Previous<span className="visually-hidden"> page</span>
        </button>
        <span className="pagination__page">
          Page {page} of {pageCount}
        </span>
        <button type="button" className="btn btn--secondary btn--sm" onClick={onNext} disabled={!canNext || busy}>
          Next<span className="visually-hidden"> page</span> <span aria-hidden="true">›</span>
        </button>
      </div>
    </nav>
  );
}
