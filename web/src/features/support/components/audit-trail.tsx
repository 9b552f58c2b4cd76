import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_PAGE_SIZE, END_CAUSE_LABELS } from '@domain/support/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { useExportImpersonations } from '@/features/support/api/export-impersonations';
import { type AuditFilters, useImpersonations } from '@/features/support/api/list-impersonations';
import { formatDuration, formatInstantDateTime } from './format-time';
import { groupLabel } from './group-label';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom(params: URLSearchParams): AuditFilters {
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return ISO_DAY.test(v) ? v : '';
  };
  return { csr: params.get('csr') ?? '', user: params.get('user') ?? '', fromDate: day('from'), toDate: day('to') };
}

/**
 * The impersonation audit trail (CSR): every session with who acted as whom, when, and how many
 * changes, filtered by CSR, customer and dates; downloadable as CSV with the same filters.
 */
export function AuditTrail() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useImpersonations(filters, page);
  const exporter = useExportImpersonations();
  const [draft, setDraft] = useState(filters);
  const [dateError, setDateError] = useState<string | undefined>();

  function apply(event: FormEvent) {
    event.preventDefault();
    if (draft.fromDate && draft.toDate && draft.fromDate > draft.toDate) {
      setDateError('The end date must be on or after the start date.');
      return;
    }
    setDateError(undefined);
    const next = new URLSearchParams();
    if (draft.csr.trim()) next.set('csr', draft.csr.trim());
    if (draft.user.trim()) next.set('user', draft.user.trim());
    if (draft.fromDate) next.set('from', draft.fromDate);
    if (draft.toDate) next.set('to', draft.toDate);
    setParams(next);
  }

  function clear() {
    setDraft({ csr: '', user: '', fromDate: '', toDate: '' });
    setDateError(undefined);
    setParams(new URLSearchParams());
  }

  function goToPage(next: number) {
    const nextParams = new URLSearchParams(params);
    if (next > 1) nextParams.set('page', String(next));
    else nextParams.delete('page');
    setParams(nextParams);
  }

  const data = query.data;
  const filtered = Boolean(filters.csr || filters.user || filters.fromDate || filters.toDate);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;

  return (
    <div className="stack-lg">
      <section className="card card--padded" aria-labelledby="audit-filters-heading">
        <h2 id="audit-filters-heading" className="section-title">
          Filters
        </h2>
        <form className="audit-filters" aria-label="Audit filters" noValidate onSubmit={apply}>
          <TextField label="CSR" placeholder="Name or account number" value={draft.csr} onChange={(e) => setDraft({ ...draft, csr: e.target.value })} />
          <TextField
            label="Customer"
            placeholder="Name, email or account number"
            value={draft.user}
            onChange={(e) => setDraft({ ...draft, user: e.target.value })}
          />
          <TextField label="From" type="date" value={draft.fromDate} onChange={(e) => setDraft({ ...draft, fromDate: e.target.value })} />
          <TextField label="To" type="date" value={draft.toDate} error={dateError} onChange={(e) => setDraft({ ...draft, toDate: e.target.value })} />
          <div className="audit-filters__actions">
            <Button type="submit">Apply filters</Button>
            {filtered ? (
              <Button variant="ghost" onClick={clear}>
                Clear
              </Button>
            ) : null}
          </div>
        </form>
      </section>

      <section className="stack-md" aria-labelledby="sessions-heading">
        <div className="section-bar">
          <h2 id="sessions-heading" className="section-title">
            Sessions{data ? <span className="section-title__count"> ({data.total})</span> : null}
          </h2>
          <Button variant="secondary" size="sm" onClick={() => exporter.mutate(filters)} loading={exporter.isPending} disabled={!data || data.total === 0}>
            <svg className="btn__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Download CSV
          </Button>
        </div>
        {exporter.isError ? (
          <Alert tone="error">{exporter.error.message && /^[A-Z][a-z]/.test(exporter.error.message) ? exporter.error.message : 'The export could not be downloaded. Please try again.'}</Alert>
        ) : null}

        {query.isError ? (
          <RetryAlert onRetry={() => void query.refetch()}>Something went wrong while attempting to load the audit trail.</RetryAlert>
        ) : !data ? (
          <Spinner label="Loading sessions…" />
        ) : data.total === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{filtered ? 'No sessions match these filters' : 'No impersonation sessions yet'}</p>
            <p className="empty-state__text">
              {filtered ? 'Try other names or a wider date range.' : 'Sessions appear here as soon as a representative starts acting as a customer.'}
            </p>
          </div>
        ) : (
          <div className={query.isPlaceholderData ? 'table-card table-card--updating' : 'table-card'}>
            <div className="table-scroll">
              <table className="data-table audit-table">
                <caption className="visually-hidden">Impersonation sessions, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Started</th>
                    <th scope="col">CSR</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Practice</th>
                    <th scope="col">Ended</th>
                    <th scope="col" className="col-num">
                      Changes
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.sessions.map((s) => (
                    <tr key={s.impersonationId}>
                      <th scope="row" className="col-started">
                        <Link to={paths.csr.impersonation.getHref(s.impersonationId)}>
                          {formatInstantDateTime(s.startedAt)}
                          <span className="visually-hidden">
                            {' '}
                            – session of {s.csrName} as {s.userName}
                          </span>
                        </Link>
                      </th>
                      <td className="cell-nowrap">
                        <div className="cell-stack">
                          <span>{s.csrName}</span>
                          <span className="cell-sub">{s.csrAccountNumber}</span>
                        </div>
                      </td>
                      <td>
                        <div className="cell-stack">
                          <span className="cell-strong">{s.userName}</span>
                          <span className="cell-sub">
                            {groupLabel(s.userGroup)} · {s.userAccountNumber}
                          </span>
                        </div>
                      </td>
                      <td>{s.practiceName ?? <span className="cell-empty">None</span>}</td>
                      <td>
                        {s.endedAt ? (
                          <div className="cell-stack">
                            <span>{formatInstantDateTime(s.endedAt)}</span>
                            <span className="cell-sub">
                              {s.endCause ? END_CAUSE_LABELS[s.endCause] : 'Ended'} · {formatDuration(s.startedAt, s.endedAt)}
                            </span>
                          </div>
                        ) : (
                          <span className="badge badge--warning">In progress</span>
                        )}
                      </td>
                      <td className="col-num">{s.changesCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav className="pagination" aria-label="Audit pages">
              <p className="pagination__summary">
                Page <strong>{page}</strong> of <strong>{pageCount}</strong>
              </p>
              <div className="pagination__controls">
                <button type="button" className="btn btn--secondary btn--sm" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                  <span aria-hidden="true">‹</span> Previous<span className="visually-hidden"> page</span>
                </button>
                <button type="button" className="btn btn--secondary btn--sm" disabled={page >= pageCount} onClick={() => goToPage(page + 1)}>
                  Next<span className="visually-hidden"> page</span> <span aria-hidden="true">›</span>
                </button>
              </div>
            </nav>
          </div>
        )}
      </section>
    </div>
  );
}
