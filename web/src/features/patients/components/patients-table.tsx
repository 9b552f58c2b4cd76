import { Link } from 'react-router-dom';
import type { PatientSummary } from '@domain/patients/api-schemas';
import { PATIENT_PAGE_SIZE } from '@domain/shared/constants';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { EmailText } from '@/components/email-text';
import { paths } from '@/config/paths';
import { formatCalendarDate, formatInstantDate, formatUsPhone } from '@/lib/format';
import { supplyUntilLabel } from '@domain/ordering/reorder';
import './patients.css';

export type PatientFlags = Pick<PatientSummary, 'isRegistered' | 'registrationDate' | 'isImported' | 'lastSyncDate'> &
  Partial<Pick<PatientSummary, 'isDeactivated' | 'hasCompletedProfile' | 'isInviteFlagged' | 'isEmailBounced'>>;

/** Registered, not registered, or deleted (spec point 3 Patient flags: registered, deactivated shown as "deleted"). */
export function RegistrationBadge({ patient }: { patient: PatientFlags }) {
  if (patient.isDeactivated) return <span className="badge badge--danger">Deleted</span>;
  return patient.isRegistered ? (
    <span className="badge badge--success" title={patient.registrationDate ? `Registered ${formatInstantDate(patient.registrationDate)}` : undefined}>
      Registered
    </span>
  ) : (
    <span className="badge badge--neutral">Not registered</span>
  );
}

/** The other flags as badges: incomplete profile, created in PMS (with the last sync), flagged for invite, e-mail bounced. */
export function PatientFlagBadges({ patient }: { patient: PatientFlags }) {
  const flags = [
    patient.hasCompletedProfile === false ? (
      <li key="incomplete" className="badge badge--warning">
        Incomplete profile
      </li>
    ) : null,
    patient.isImported ? (
      <li key="pms" className="badge badge--info" title={patient.lastSyncDate ? `Last synced ${formatInstantDate(patient.lastSyncDate)}` : undefined}>
        Created in PMS
      </li>
    ) : null,
    patient.isInviteFlagged ? (
      <li key="flagged" className="badge badge--info">
        Flagged for invite
      </li>
    ) : null,
    patient.isEmailBounced ? (
      <li key="bounced" className="badge badge--danger">
        Email bounced
      </li>
    ) : null,
  ].filter(Boolean);
  if (flags.length === 0) return null;
  return (
    <ul className="badge-list" aria-label="Flags">
      {flags}
    </ul>
  );
}

/** Both, side by side (the profile panel's header). */
export function PatientBadges({ patient }: { patient: PatientFlags }) {
  return (
    <div className="badge-list">
      <RegistrationBadge patient={patient} />
      <PatientFlagBadges patient={patient} />
    </div>
  );
}

// Stable, module-level columns (TanStack Table v9).
const column = dataColumns<PatientSummary>();

const columns = column.columns([
  column.accessor((p) => `${p.lastName}, ${p.firstName}`, {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <div className="patient-name">
        <Link className="patient-name__full" to={paths.location.patient.getHref(row.original.accountNumber)}>
          {row.original.firstName} {row.original.lastName}
        </Link>
        <span className="patient-name__account">Account {row.original.accountNumber}</span>
        <PatientFlagBadges patient={row.original} />
      </div>
    ),
  }),
  column.accessor('email', {
    header: 'Email',
    cell: ({ getValue }) => <EmailText value={getValue()} />,
  }),
  column.accessor('dob', {
    header: 'Date of birth',
    cell: ({ getValue }) => formatCalendarDate(getValue()) || <span className="cell-empty">Not given</span>,
  }),
  column.accessor('phone', {
    header: 'Phone',
    cell: ({ getValue }) => formatUsPhone(getValue()) || <span className="cell-empty">Not given</span>,
  }),
  column.accessor('isRegistered', {
    header: 'Registered',
    cell: ({ row }) => <RegistrationBadge patient={row.original} />,
  }),
  column.accessor('supplyUntil', {
    header: 'Supply',
    cell: ({ row }) =>
      row.original.supplyUntil ? (
        <span className="patient-supply">
          {supplyUntilLabel(row.original.supplyUntil)}
          {row.original.dueForReorder ? (
            <>
              {' '}
              {/* As the dashboard's list says it (issue #20): a supply that ended is "Ran out", one ending soon "Due for reorder". */}
              {row.original.supplyUntil < new Date().toISOString().slice(0, 10) ? <span className="badge badge--danger">Ran out</span> : <span className="badge badge--warning">Due for reorder</span>}
            </>
          ) : null}
        </span>
      ) : (
        <span className="cell-empty">No orders</span>
      ),
  }),
  column.accessor('createdAt', {
    header: 'Added',
    cell: ({ getValue }) => formatInstantDate(getValue()),
  }),
]);

interface PatientsTableProps {
  patients: PatientSummary[];
  total: number;
  /** 1-based page, owned by the URL. */
  page: number;
  onPageChange: (page: number) => void;
  /** A newer page is loading while this one stays visible. */
  updating?: boolean;
  caption: string;
}

/** Server-paginated patient results (page size 12, spec point 9). */
export function PatientsTable({ patients, total, page, onPageChange, updating = false, caption }: PatientsTableProps) {
  return (
    <DataTable
      columns={columns}
      data={patients}
      getRowId={(row) => row.accountNumber}
      caption={caption}
      rowHeader="name"
      updating={updating}
      paging={{ label: 'Patient results pages', page, pageSize: PATIENT_PAGE_SIZE, total, onPageChange }}
    />
  );
}
