import { createContext, useContext } from 'react';
import { Link } from 'react-router-dom';
import { PATIENT_PAGE_SIZE } from '@domain/shared/constants';
import type { CsrSearchCustomer, CsrSearchType } from '@domain/support/api-schemas';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format';
import { EmailText } from '@/components/email-text';
import { groupLabel } from './group-label';

const column = dataColumns<CsrSearchCustomer>();

function fullName(c: Pick<CsrSearchCustomer, 'firstName' | 'lastName' | 'email'>): string {
  return `${c.firstName} ${c.lastName}`.trim() || c.email;
}

export interface CustomerActions {
  onImpersonate: (customer: CsrSearchCustomer) => void;
  onResendWelcome: (customer: CsrSearchCustomer) => void;
}

/** Row actions reach the cells through context, so the column definitions stay module-level (v9). */
const ActionsContext = createContext<CustomerActions | null>(null);

function RowActions({ customer: c }: { customer: CsrSearchCustomer }) {
  const actions = useContext(ActionsContext);
  if (!actions) return null;
  return (
    <div className="row-actions">
      {c.customerGroup === 'Patient' && !c.isRegistered ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.onResendWelcome(c)}>
          Resend welcome<span className="visually-hidden"> e-mail to {fullName(c)}</span>
        </button>
      ) : null}
      <button type="button" className="btn btn--secondary btn--sm" onClick={() => actions.onImpersonate(c)}>
        Impersonate<span className="visually-hidden"> {fullName(c)}</span>
      </button>
    </div>
  );
}

function columnsFor(searchType: CsrSearchType) {
  // Name, account and e-mail in one cell: the row's header, and room for the actions.
  const name = column.accessor((c) => `${c.lastName}, ${c.firstName}`, {
    id: 'name',
    header: 'Customer',
    cell: ({ row }) => (
      <div className="patient-name">
        <span className="patient-name__full">{fullName(row.original)}</span>
        <span className="customer-email">
          <EmailText value={row.original.email} />
        </span>
        <span className="patient-name__account">Account {row.original.accountNumber}</span>
      </div>
    ),
  });
  const practice = column.accessor((c) => c.practiceName ?? '', {
    id: 'practice',
    header: 'Practice',
    cell: ({ row }) =>
      row.original.practiceId ? (
        <div className="cell-stack">
          <Link to={paths.csr.practice.getHref(row.original.practiceId)}>{row.original.practiceName ?? row.original.practiceId}</Link>
          {row.original.locationName ? <span className="cell-sub">{row.original.locationName}</span> : null}
        </div>
      ) : (
        <span className="cell-empty">None</span>
      ),
  });
  const dob = column.accessor('dob', {
    header: 'Date of birth',
    cell: ({ getValue }) => formatCalendarDate(getValue()) || <span className="cell-empty">Not given</span>,
  });
  const registered = column.accessor('isRegistered', {
    header: 'Status',
    cell: ({ getValue, row }) =>
      getValue() ? (
        <span className="badge badge--success">Registered</span>
      ) : (
        <span className="badge badge--neutral">{row.original.hasBeenSentEmail ? 'Invited' : 'Not registered'}</span>
      ),
  });
  const role = column.accessor('customerGroup', { header: 'Role', cell: ({ getValue }) => groupLabel(getValue()) });
  const actionsColumn = column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row }) => <RowActions customer={row.original} />,
  });
  return searchType === 'patient'
    ? column.columns([name, practice, dob, registered, actionsColumn])
    : column.columns([name, practice, role, actionsColumn]);
}

const COLUMNS = { patient: columnsFor('patient'), ecp: columnsFor('ecp') } as const;

interface CustomersTableProps extends CustomerActions {
  searchType: CsrSearchType;
  customers: CsrSearchCustomer[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  updating?: boolean;
  caption: string;
}

/** CSR search results (patients or ECPs), 12 to a page, with the row actions. */
export function CustomersTable({ searchType, customers, total, page, onPageChange, updating = false, caption, ...actions }: CustomersTableProps) {
  return (
    <ActionsContext.Provider value={actions}>
      <DataTable
        columns={COLUMNS[searchType]}
        data={customers}
        getRowId={(row) => row.accountNumber}
        caption={caption}
        className="csr-results"
        rowHeader="name"
        updating={updating}
        paging={{ label: 'Customer results pages', page, pageSize: PATIENT_PAGE_SIZE, total, onPageChange }}
      />
    </ActionsContext.Provider>
  );
}
