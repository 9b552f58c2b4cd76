import { createColumnHelper, rowPaginationFeature, tableFeatures, useTable, type PaginationState, type Updater } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { Link } from 'react-router-dom';
import { PATIENT_PAGE_SIZE } from '@domain/shared/constants';
import type { CsrSearchCustomer, CsrSearchType } from '@domain/support/search-customers';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format';
import { EmailText } from './email-text';
import { groupLabel } from './group-label';
import { TablePagination } from '@/components/table-pagination';

const features = tableFeatures({ rowPaginationFeature });
const column = createColumnHelper<typeof features, CsrSearchCustomer>();

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
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: PATIENT_PAGE_SIZE };
  const table = useTable({
    features,
    columns: COLUMNS[searchType],
    data: customers,
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
  const last = Math.min(total, (page - 1) * PATIENT_PAGE_SIZE + customers.length);

  return (
    <ActionsContext.Provider value={actions}>
      <div className={updating ? 'table-card table-card--updating' : 'table-card'}>
        <div className="table-scroll">
          <table className="data-table csr-results" aria-busy={updating || undefined}>
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
          label="Customer results pages"
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
    </ActionsContext.Provider>
  );
}
