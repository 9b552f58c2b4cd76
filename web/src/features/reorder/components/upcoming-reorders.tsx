import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UpcomingReordersReply } from '@domain/ordering/api-schemas';
import { supplyUntilLabel } from '@domain/ordering/reorder';
import { Alert } from '@/components/alert';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { EmailText } from '@/components/email-text';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { formatUsPhone } from '@/lib/format';
import { UPCOMING_PAGE_SIZE, useUpcomingReorders } from '../api/get-upcoming-reorders';

type Row = UpcomingReordersReply['patients'][number];
const column = dataColumns<Row>();
const columns = column.columns([
  column.accessor((r) => `${r.lastName}, ${r.firstName}`, {
    id: 'name',
    header: 'Patient',
    cell: ({ row }) => (
      <Link to={paths.location.patient.getHref(row.original.accountNumber)}>
        {row.original.firstName} {row.original.lastName}
      </Link>
    ),
  }),
  column.accessor('phone', { header: 'Phone', cell: ({ getValue }) => formatUsPhone(getValue()) || <span className="cell-empty">Not given</span> }),
  column.accessor('email', { header: 'Email', cell: ({ getValue }) => <EmailText value={getValue()} /> }),
  column.accessor('supplyUntil', {
    header: 'Supply',
    cell: ({ row }) => (
      <>
        {supplyUntilLabel(row.original.supplyUntil)} {row.original.ranOut ? <span className="badge badge--danger">Ran out</span> : <span className="badge badge--warning">Due for reorder</span>}
      </>
    ),
  }),
]);

/**
 * The practice's "due for reorder" list (issue #20): patients whose supply runs out within the
 * window (or has run out), soonest first, so staff can call them; its count is the dashboard's
 * "upcoming reorders".
 */
export function UpcomingReorders() {
  const [page, setPage] = useState(1);
  const q = useUpcomingReorders(page);
  return (
    <section className="stack-md" aria-labelledby="upcoming-reorders-heading">
      <h2 id="upcoming-reorders-heading" className="section-title">
        Upcoming reorders{q.data ? `: ${q.data.total.toLocaleString('en-US')}` : ''}
      </h2>
      {q.data ? (
        <p className="muted">
          Patients whose lenses run out within {q.data.windowDays} days, or have run out, soonest first.{' '}
          <Link to={`${paths.location.patientSearch.getHref()}?due=1`}>Show them in the patient list</Link>
        </p>
      ) : null}
      {q.isPending ? <Spinner label="Loading upcoming reorders…" /> : null}
      {q.isError ? <Alert tone="error">{q.error.message}</Alert> : null}
      {q.data ? (
        <DataTable
          columns={columns}
          data={q.data.patients}
          getRowId={(r) => `${r.accountNumber}:${r.prescriptionId}`}
          caption="Patients due for reorder"
          rowHeader="name"
          updating={q.isPlaceholderData}
          empty="No patient is due for reorder."
          paging={{ label: 'Upcoming reorders pages', page, pageSize: UPCOMING_PAGE_SIZE, total: q.data.total, onPageChange: setPage }}
        />
      ) : null}
    </section>
  );
}
