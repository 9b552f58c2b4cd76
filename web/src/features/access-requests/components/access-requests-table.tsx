import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
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

/** The location's sent access requests: status, cancel a pending one, archive finished ones. */
export function AccessRequestsTable() {
  const list = useLocationAccessRequests();
  const cancel = useCancelAccessRequest();
  const archive = useArchiveAccessRequests();
  const [selected, setSelected] = useState<string[]>([]);

  if (list.isPending) return <Spinner label="Loading access requests…" />;
  if (list.isError) return <Alert tone="error">{list.error.message}</Alert>;
  const items = list.data;
  const finished = (r: AccessRequestView) => r.status !== 'pending';
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
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
                <th scope="col">Patient</th>
                <th scope="col">Status</th>
                <th scope="col">Requested</th>
                <th scope="col">Expires</th>
                <th scope="col">E-mail sent</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id}>
                  <td>
                    {finished(r) ? (
                      <input type="checkbox" aria-label={`Select the request to ${r.patientEmail}`} checked={selected.includes(r.id)} onChange={() => toggle(r.id)} />
                    ) : null}
                  </td>
                  <td>
                    <div>{r.patientName || r.patientEmail}</div>
                    <div className="muted">{r.patientEmail}</div>
                  </td>
                  <td>
                    <span className={`badge ${BADGE[r.status]}`}>{STATUS_LABELS[r.status]}</span>
                    {r.denialReason ? <div className="muted">“{r.denialReason}”</div> : null}
                  </td>
                  <td>{formatInstantDate(r.requestDate)}</td>
                  <td>{formatInstantDate(r.expiryDate)}</td>
                  <td>{r.hasBeenSentEmail ? 'Yes' : 'Sending…'}</td>
                  <td>
                    {r.status === 'pending' ? (
                      <Button variant="ghost" size="sm" loading={cancel.isPending && cancel.variables === r.id} onClick={() => cancel.mutate(r.id)} aria-label={`Cancel the request to ${r.patientEmail}`}>
                        Cancel
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
