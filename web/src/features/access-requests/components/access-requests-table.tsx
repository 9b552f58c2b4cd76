import { createContext, useContext, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { Spinner } from '@/components/spinner';
import { formatInstantDate } from '@/lib/format';
import { useArchiveAccessRequests } from '@/features/access-requests/api/archive-access-requests';
import { useCancelAccessRequest } from '@/features/access-requests/api/cancel-access-request';
import { useLocationAccessRequests } from '@/features/access-requests/api/get-location-access-requests';
import type { AccessRequestView } from '@domain/access-requests/api-schemas';
import { STATUS_LABELS } from './status-labels';

const BADGE: Record<AccessRequestView['status'], string> = {
  pending: 'badge--warning',
  accepted: 'badge--success',
  denied: 'badge--danger',
  cancelled: 'badge--neutral',
  expired: 'badge--neutral',
};

const finished = (r: AccessRequestView) => r.status !== 'pending';

/** The selection and the cancel action reach the cells through context, so the columns stay module-level (TanStack Table v9). */
const RowActionsContext = createContext<{ selected: readonly string[]; toggle: (id: string) => void; cancel: ReturnType<typeof useCancelAccessRequest> | null }>({
  selected: [],
  toggle: () => undefined,
  cancel: null,
});

function SelectCell({ request: r }: { request: AccessRequestView }) {
  const { selected, toggle } = useContext(RowActionsContext);
  if (!finished(r)) return null;
  return <input type="checkbox" aria-label={`Select the request to ${r.patientEmail}`} checked={selected.includes(r.id)} onChange={() => toggle(r.id)} />;
}

function CancelCell({ request: r }: { request: AccessRequestView }) {
  const { cancel } = useContext(RowActionsContext);
  if (r.status !== 'pending' || !cancel) return null;
  return (
    <Button variant="ghost" size="sm" loading={cancel.isPending && cancel.variables === r.id} onClick={() => cancel.mutate(r.id)} aria-label={`Cancel the request to ${r.patientEmail}`}>
      Cancel
    </Button>
  );
}

const column = dataColumns<AccessRequestView>();
const columns = column.columns([
  column.display({ id: 'select', header: () => <span className="visually-hidden">Select</span>, cell: ({ row }) => <SelectCell request={row.original} /> }),
  column.accessor('patientEmail', {
    id: 'patient',
    header: 'Patient',
    // The patient's name only once they accept (D-523); until then the address the practice asked.
    cell: ({ row: { original: r } }) =>
      r.patientName ? (
        <>
          <div>{r.patientName}</div>
          <div className="muted">{r.patientEmail}</div>
        </>
      ) : (
        <>
          <div>{r.patientEmail}</div>
          {r.status === 'pending' ? <div className="muted">Name shown once they accept</div> : null}
        </>
      ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row: { original: r } }) => (
      <>
        <span className={`badge ${BADGE[r.status]}`}>{STATUS_LABELS[r.status]}</span>
        {r.denialReason ? <div className="muted">“{r.denialReason}”</div> : null}
      </>
    ),
  }),
  column.accessor('requestDate', { header: 'Requested', cell: ({ getValue }) => formatInstantDate(getValue()) }),
  column.accessor('expiryDate', { header: 'Expires', cell: ({ getValue }) => formatInstantDate(getValue()) }),
  column.accessor('hasBeenSentEmail', { header: 'E-mail sent', cell: ({ getValue }) => (getValue() ? 'Yes' : 'Sending…') }),
  // No `col-actions` class: the table keeps its own column widths.
  column.display({ id: 'actions', header: () => <span className="visually-hidden">Actions</span>, meta: { className: '' }, cell: ({ row }) => <CancelCell request={row.original} /> }),
]);

/** The location's sent access requests: status, cancel a pending one, archive finished ones. */
export function AccessRequestsTable() {
  const list = useLocationAccessRequests();
  const cancel = useCancelAccessRequest();
  const archive = useArchiveAccessRequests();
  const [selected, setSelected] = useState<string[]>([]);

  if (list.isPending) return <Spinner label="Loading access requests…" />;
  if (list.isError) return <Alert tone="error">{list.error.message}</Alert>;
  const items = list.data;
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const shownSelected = selected.filter((id) => items.some((r) => r.id === id && finished(r)));

  return (
    <section className="table-card" aria-labelledby="access-requests-heading">
      <div className="table-card__header">
        <h2 id="access-requests-heading" className="section-title">
          Sent requests
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={shownSelected.length === 0}
          loading={archive.isPending}
          onClick={() => archive.mutate(shownSelected, { onSuccess: () => setSelected([]) })}
        >
          Archive selected{shownSelected.length ? ` (${shownSelected.length})` : ''}
        </Button>
      </div>
      {archive.isError ? <Alert tone="error">{archive.error.message}</Alert> : null}
      {cancel.isError ? <Alert tone="error">{cancel.error.message}</Alert> : null}
      {items.length === 0 ? (
        <p className="muted table-card__empty">No access requests yet.</p>
      ) : (
        <RowActionsContext.Provider value={{ selected, toggle, cancel }}>
          <DataTable columns={columns} data={items} getRowId={(row) => row.id} caption="Sent access requests" />
        </RowActionsContext.Provider>
      )}
    </section>
  );
}
