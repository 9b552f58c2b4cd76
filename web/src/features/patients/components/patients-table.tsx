import {
  createColumnHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type Updater,
} from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { PatientSummary } from '@domain/patients/search-patients';
import { PATIENT_PAGE_SIZE } from '@domain/shared/constants';
import { paths } from '@/config/paths';
import { formatCalendarDate, formatInstantDate, formatUsPhone } from '@/lib/format';
import './patients.css';
import { TablePagination } from '@/components/table-pagination';


export type PatientFlags = Pick<PatientSummary, 'isRegistered' | 'registrationDate' | 'isImported' | 'lastSyncDate'> &
  Partial<Pick<PatientSummary, 'isDeactivated' | 'hasCompletedProfile' | 'isInviteFlagged' | 'isEmailBounced'>>;

/** An e-mail that may wrap after the @ rather than mid-word. */
function EmailAddress({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at < 0) return <span className="cell-email">{value}</span>;
  return (
    <span className="cell-email">
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </span>
  );
}

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

// Stable, module-level table inputs (TanStack Table v9: features and columns must not change per render).
const features = tableFeatures({ rowPaginationFeature });
const column = createColumnHelper<typeof features, PatientSummary>();

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
    cell: ({ getValue }) => <EmailAddress value={getValue()} />,
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

/** Server-paginated patient results (page size 12, spec point 9), on TanStack Table v9. */
export function PatientsTable({ patients, total, page, onPageChange, updating = false, caption }: PatientsTableProps) {
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: PATIENT_PAGE_SIZE };

  const table = useTable({
    features,
    columns,
    data: patients,
    getRowId: (row) => row.accountNumber,
    manualPagination: true,
    rowCount: total,
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      onPageChange(next.pageIndex + 1);
    },
  });

  const pageCount = Math.max(1, table.getPageCount());
  const first = total === 0 ? 0 : (page - 1) * PATIENT_PAGE_SIZE + 1;
  const last = Math.min(total, (page - 1) * PATIENT_PAGE_SIZE + patients.length);

  return (
    <div className={updating ? 'table-card table-card--updating' : 'table-card'}>
      <div className="table-scroll">
        <table className="data-table" aria-busy={updating || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={`col-${header.column.id}`}>
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) =>
                  cell.column.id === 'name' ? (
                    <th key={cell.id} scope="row" className="col-name">
                      <table.FlexRender cell={cell} />
                    </th>
                  ) : (
                    <td key={cell.id} className={`col-${cell.column.id}`}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TablePagination
        label="Patient results pages"
        first={first}
        last={last}
        total={total}
        page={page}
        pageCount={pageCount}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
        busy={updating}
      />
    </div>
  );
}
