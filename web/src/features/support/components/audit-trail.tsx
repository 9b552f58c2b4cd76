import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_PAGE_SIZE, END_CAUSE_LABELS, type ImpersonationSession } from '@domain/support/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { dataColumns } from '@/components/data-table/data-table';
import { PagedTableRead } from '@/components/data-table/paged-table-read';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useExportImpersonations } from '@/features/support/api/export-impersonations';
import { type AuditFilters, useImpersonations } from '@/features/support/api/list-impersonations';
import { formatDuration, formatInstantDateTime } from './format-time';
import { groupLabel } from './group-label';

const column = dataColumns<ImpersonationSession>();
const columns = column.columns([
  column.accessor('startedAt', {
    id: 'started',
    header: 'Started',
    cell: ({ row: { original: s } }) => (
      <Link to={paths.csr.impersonation.getHref(s.impersonationId)}>
        {formatInstantDateTime(s.startedAt)}
        <span className="visually-hidden">
          {' '}
          – session of {s.csrName} as {s.userName}
        </span>
      </Link>
    ),
  }),
  column.accessor('csrName', {
    header: 'CSR',
    meta: { className: 'cell-nowrap' },
    cell: ({ row: { original: s } }) => (
      <div className="cell-stack">
        <span>{s.csrName}</span>
        <span className="cell-sub">{s.csrAccountNumber}</span>
      </div>
    ),
  }),
  column.accessor('userName', {
    header: 'Customer',
    meta: { className: '' },
    cell: ({ row: { original: s } }) => (
      <div className="cell-stack">
        <span className="cell-strong">{s.userName}</span>
        <span className="cell-sub">
          {groupLabel(s.userGroup)} · {s.userAccountNumber}
        </span>
      </div>
    ),
  }),
  column.accessor('practiceName', { header: 'Practice', meta: { className: '' }, cell: ({ getValue }) => getValue() ?? <span className="cell-empty">None</span> }),
  column.accessor('endedAt', {
    header: 'Ended',
    meta: { className: '' },
    cell: ({ row: { original: s } }) =>
      s.endedAt ? (
        <div className="cell-stack">
          <span>{formatInstantDateTime(s.endedAt)}</span>
          <span className="cell-sub">
            {s.endCause ? END_CAUSE_LABELS[s.endCause] : 'Ended'} · {formatDuration(s.startedAt, s.endedAt)}
          </span>
        </div>
      ) : (
        <span className="badge badge--warning">In progress</span>
      ),
  }),
  column.accessor('changesCount', { header: 'Changes', meta: { className: 'col-num' } }),
]);

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

        <PagedTableRead
          query={query}
          errorText="Something went wrong while attempting to load the audit trail."
          loadingLabel="Loading sessions…"
          emptyList={
            <div className="empty-state">
              <p className="empty-state__title">{filtered ? 'No sessions match these filters' : 'No impersonation sessions yet'}</p>
              <p className="empty-state__text">
                {filtered ? 'Try other names or a wider date range.' : 'Sessions appear here as soon as a representative starts acting as a customer.'}
              </p>
            </div>
          }
          rows={(data) => data.sessions}
          columns={columns}
          getRowId={(s) => s.impersonationId}
          caption="Impersonation sessions, newest first"
          className="audit-table"
          rowHeader="started"
          paging={{ label: 'Audit pages', page, pageSize: AUDIT_PAGE_SIZE, onPageChange: goToPage }}
        />
      </section>
    </div>
  );
}
