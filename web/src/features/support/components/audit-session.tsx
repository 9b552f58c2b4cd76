import { END_CAUSE_LABELS, type ImpersonationChange } from '@domain/support/api-schemas';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useImpersonationDetail } from '@/features/support/api/get-impersonation';
import { formatDuration, formatInstantDateTime } from './format-time';
import { groupLabel } from './group-label';

const column = dataColumns<ImpersonationChange>();
const changeColumns = column.columns([
  column.accessor('occurredAt', { id: 'when', header: 'When', cell: ({ getValue }) => formatInstantDateTime(getValue()) }),
  column.accessor('summary', { id: 'change', header: 'Change', meta: { className: 'cell-change' } }),
  column.accessor('type', {
    id: 'event',
    header: 'Event',
    meta: { className: '' },
    cell: ({ row }) => (
      <div className="cell-stack">
        <span>{row.original.type}</span>
        <span className="cell-sub cell-mono">{row.original.eventId}</span>
      </div>
    ),
  }),
  column.accessor('streamId', { id: 'record', header: 'Record', meta: { className: 'cell-mono' } }),
]);
import { LoadFailure } from './load-failure';

/** One impersonation session: who acted as whom, when, why, and every change made, in order. */
export function AuditSession({ impersonationId }: { impersonationId: string }) {
  const query = useImpersonationDetail(impersonationId);
  const title = query.data ? `${query.data.csrName} as ${query.data.userName}` : 'Impersonation session';
  useDocumentTitle(title);

  if (query.isPending) return <Spinner label="Loading the session…" />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        title="Impersonation session"
        text="Something went wrong while attempting to load the session."
        missingTitle="Session not found"
        missingText="No impersonation session has this id."
      />
    );
  }

  const s = query.data;
  return (
    <>
      <PageHeader eyebrow="Impersonation session" title={title} description={<p>Session {s.impersonationId}</p>} />
      <div className="stack-lg">
        <section className="card card--padded" aria-labelledby="session-facts-heading">
          <h2 id="session-facts-heading" className="visually-hidden">
            Session details
          </h2>
          <dl className="facts-grid">
            <div>
              <dt>CSR</dt>
              <dd>
                {s.csrName} <span className="muted">({s.csrAccountNumber})</span>
              </dd>
            </div>
            <div>
              <dt>Customer</dt>
              <dd>
                {s.userName} <span className="muted">({groupLabel(s.userGroup)}, {s.userAccountNumber})</span>
                <br />
                <span className="muted">{s.userEmail}</span>
              </dd>
            </div>
            <div>
              <dt>Practice</dt>
              <dd>{s.practiceName ?? 'None'}</dd>
            </div>
            <div>
              <dt>Reason</dt>
              <dd>{s.reason ?? <span className="muted">Not given</span>}</dd>
            </div>
            <div>
              <dt>Started</dt>
              <dd>{formatInstantDateTime(s.startedAt)}</dd>
            </div>
            <div>
              <dt>Ended</dt>
              <dd>
                {s.endedAt ? (
                  <>
                    {formatInstantDateTime(s.endedAt)}
                    <br />
                    <span className="muted">
                      {s.endCause ? END_CAUSE_LABELS[s.endCause] : 'Ended'} · {formatDuration(s.startedAt, s.endedAt)}
                    </span>
                  </>
                ) : (
                  <span className="badge badge--warning">In progress</span>
                )}
              </dd>
            </div>
          </dl>
        </section>

        <section className="stack-md" aria-labelledby="changes-heading">
          <h2 id="changes-heading" className="section-title">
            Changes made{' '}
            <span className="section-title__count">({s.changes.length})</span>
          </h2>
          {s.changes.length === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">No changes</p>
              <p className="empty-state__text">Nothing was changed while acting as {s.userName}.</p>
            </div>
          ) : (
            <DataTable
              columns={changeColumns}
              data={s.changes}
              getRowId={(c) => c.eventId}
              caption="Changes made in this session, in order"
              rowHeader="change"
              card
            />
          )}
        </section>
      </div>
    </>
  );
}
