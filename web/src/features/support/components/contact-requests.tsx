import type { ContactRequestRow } from '@domain/contact/api-schemas';
import { CONTACT_TOPIC_LABELS } from '@domain/contact/events';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { dataColumns } from '@/components/data-table/data-table';
import { PagedTableRead } from '@/components/data-table/paged-table-read';
import { formatUsPhone } from '@/lib/format';
import { CONTACT_PAGE_SIZE, type ContactStatus, useContactRequests } from '@/features/support/api/list-contact-requests';
import { useMarkContactHandled } from '@/features/support/api/mark-contact-handled';
import { formatInstantDateTime } from './format-time';
import { StatusFilterBar } from './status-filter-bar';
import { useStatusPageParams } from './use-status-page-params';

const STATUS_OPTIONS = [
  ['open', 'Open'],
  ['handled', 'Handled'],
  ['all', 'All'],
] as const;

function HandleButton({ request }: { request: ContactRequestRow }) {
  const mark = useMarkContactHandled();
  // The badge over its time, so the status column stays narrow and the message keeps its room.
  if (request.handledAt)
    return (
      <div className="cell-stack">
        <span className="badge badge--success">Handled</span>
        <span className="cell-sub">{formatInstantDateTime(request.handledAt)}</span>
      </div>
    );
  return (
    <>
      <Button size="sm" variant="secondary" loading={mark.isPending} onClick={() => mark.mutate({ email: request.email, requestId: request.requestId })}>
        Mark handled<span className="visually-hidden"> – message from {request.name}</span>
      </Button>
      {mark.isError ? <p className="field__error">It could not be marked handled. Please try again.</p> : null}
    </>
  );
}

const column = dataColumns<ContactRequestRow>();
const columns = column.columns([
  column.accessor('submittedAt', { id: 'received', header: 'Received', meta: { className: 'cell-nowrap' }, cell: ({ getValue }) => formatInstantDateTime(getValue()) }),
  column.accessor('name', {
    header: 'From',
    meta: { className: '' },
    cell: ({ row: { original: r } }) => (
      <div className="cell-stack">
        <span className="cell-strong">{r.name}</span>
        <a className="cell-sub" href={`mailto:${r.email}`}>
          {r.email}
        </a>
        {r.phone ? <span className="cell-sub">{formatUsPhone(r.phone)}</span> : null}
      </div>
    ),
  }),
  column.accessor('topic', { header: 'Topic', meta: { className: '' }, cell: ({ getValue }) => CONTACT_TOPIC_LABELS[getValue()] }),
  column.accessor('message', { header: 'Message', meta: { className: 'contact-message-cell' }, cell: ({ getValue }) => <p className="contact-message">{getValue()}</p> }),
  column.display({ id: 'status', header: 'Status', cell: ({ row: { original: r } }) => <HandleButton request={r} /> }),
]);

/** /csr/contact-requests: what visitors sent through "get in touch"; the CSR answers by e-mail and marks each handled (issue #17). */
export function ContactRequests() {
  const { status, page, setStatus, setPage } = useStatusPageParams<ContactStatus>(STATUS_OPTIONS, 'open');
  const query = useContactRequests(status, page);
  return (
    <div className="stack-lg">
      <StatusFilterBar options={STATUS_OPTIONS} status={status} onChange={setStatus} />
      <PagedTableRead
        query={query}
        errorText="Something went wrong while attempting to load the contact requests."
        loadingLabel="Loading contact requests…"
        emptyList={<Alert tone="info">{status === 'open' ? 'No open contact requests. Everything has been handled.' : 'No contact requests here.'}</Alert>}
        rows={(data) => data.requests}
        columns={columns}
        getRowId={(r) => r.requestId}
        caption="Contact requests, newest first"
        rowHeader="received"
        paging={{ label: 'Contact request pages', page, pageSize: CONTACT_PAGE_SIZE, onPageChange: setPage }}
      />
    </div>
  );
}
