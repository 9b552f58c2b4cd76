import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { Link } from 'react-router-dom';
import { INVITE_STATUS_LABELS, type InvitePatientView, type InviteSortKey, type InviteStatus } from '@domain/invites/invite-lists';
import { formatInstantDate } from '@/lib/format';
import { TablePagination } from '@/components/table-pagination';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const column = createColumnHelper<typeof features, InvitePatientView>();

const BADGE: Record<InviteStatus, string> = {
  ready: 'badge--success',
  followup: 'badge--warning',
  bounced: 'badge--danger',
  invited: 'badge--neutral',
  registered: 'badge--success',
};

export interface InviteRowActions {
  selected: readonly string[];
  onToggle: (accountNumber: string) => void;
  onSend: (patient: InvitePatientView) => void;
  sendingFor: readonly string[];
  /** Link to the patient's profile (to change a bounced e-mail). */
  patientHref: (accountNumber: string) => string;
}

/** Row state and actions reach the cells through context, so the columns stay module-level (v9). */
const RowContext = createContext<InviteRowActions | null>(null);

const fullName = (p: InvitePatientView) => `${p.firstName} ${p.lastName}`.trim() || p.email;

function SelectCell({ patient }: { patient: InvitePatientView }) {
  const ctx = useContext(RowContext);
  if (!ctx || !patient.eligible) return null;
  return <input type="checkbox" aria-label={`Select ${fullName(patient)}`} checked={ctx.selected.includes(patient.accountNumber)} onChange={() => ctx.onToggle(patient.accountNumber)} />;
}

function ActionCell({ patient }: { patient: InvitePatientView }) {
  const ctx = useContext(RowContext);
  if (!ctx) return null;
  if (patient.isEmailBounced) {
    return (
      <Link className="btn btn--secondary btn--sm" to={ctx.patientHref(patient.accountNumber)}>
        Change e-mail<span className="visually-hidden"> of {fullName(patient)}</span>
      </Link>
    );
  }
  if (!patient.eligible) {
    if (patient.isRegistered) return null;
    const first = patient.reasons[0];
    // Invited recently: the date a follow-up opens says it all (the full reason is on the patient screen).
    const note = first?.code === 'ALREADY_INVITED' && patient.followUpFrom ? `Follow-up from ${formatInstantDate(patient.followUpFrom)}` : first?.message;
    return <span className="invite-note">{note}</span>;
  }
  const busy = ctx.sendingFor.includes(patient.accountNumber);
  return (
    <button type="button" className="btn btn--primary btn--sm" disabled={busy} aria-busy={busy || undefined} onClick={() => ctx.onSend(patient)}>
      {patient.kind === 'followup' ? 'Send follow-up' : 'Send invite'}
      <span className="visually-hidden"> to {fullName(patient)}</span>
    </button>
  );
}

const columns = column.columns([
  column.display({ id: 'select', header: () => <span className="visually-hidden">Select</span>, cell: ({ row }) => <SelectCell patient={row.original} /> }),
  column.accessor((p) => `${p.lastName}, ${p.firstName}`, {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <div className="patient-name">
        <span className="patient-name__full">{fullName(row.original)}</span>
        <span className="patient-name__account">Account {row.original.accountNumber}</span>
      </div>
    ),
  }),
  column.accessor('email', { id: 'email', header: 'Email', cell: ({ getValue }) => <span className="cell-email">{getValue()}</span> }),
  column.accessor('lastInviteDate', {
    id: 'lastInviteDate',
    header: 'Last invite',
    cell: ({ getValue, row }) =>
      getValue() ? (
        <span>
          {formatInstantDate(getValue())}
          {row.original.inviteCount > 1 ? <span className="muted"> ({row.original.inviteCount} sent)</span> : null}
        </span>
      ) : (
        <span>Never</span>
      ),
  }),
  column.accessor('status', {
    id: 'status',
    header: 'Status',
    cell: ({ getValue }) => {
      const s = getValue();
      return s ? <span className={`badge ${BADGE[s]}`}>{INVITE_STATUS_LABELS[s]}</span> : <span>Not ready</span>;
    },
  }),
  column.display({ id: 'actions', header: () => <span className="visually-hidden">Actions</span>, cell: ({ row }) => <ActionCell patient={row.original} /> }),
]);

const SORTABLE: readonly string[] = ['name', 'email', 'lastInviteDate', 'status'];

export interface InviteSorting {
  sortBy: InviteSortKey;
  sortDirection: 'asc' | 'desc';
}

interface InvitesTableProps extends InviteRowActions {
  patients: InvitePatientView[];
  total: number;
  pageSize: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  sorting: InviteSorting;
  onSortingChange: (sorting: InviteSorting) => void;
  updating?: boolean;
  caption: string;
}

/** Patients of an invite list: server-side sorting (name, e-mail, last invite, status) and paging. */
export function InvitesTable({ patients, total, pageSize, page, onPageChange, sorting, onSortingChange, updating = false, caption, ...actions }: InvitesTableProps) {
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };
  const sortingState: SortingState = [{ id: sorting.sortBy, desc: sorting.sortDirection === 'desc' }];
  const table = useTable({
    features,
    columns,
    data: patients,
    getRowId: (row) => row.accountNumber,
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    rowCount: total,
    state: { pagination, sorting: sortingState },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      onPageChange(next.pageIndex + 1);
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = (typeof updater === 'function' ? updater(sortingState) : updater)[0];
      if (next && SORTABLE.includes(next.id)) onSortingChange({ sortBy: next.id as InviteSortKey, sortDirection: next.desc ? 'desc' : 'asc' });
    },
  });
  const pageCount = Math.max(1, table.getPageCount());
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, (page - 1) * pageSize + patients.length);

  return (
    <RowContext.Provider value={actions}>
      <div className={updating ? 'table-card table-card--updating' : 'table-card'}>
        <div className="table-scroll">
          <table className="data-table" aria-busy={updating || undefined}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sortable = SORTABLE.includes(header.column.id);
                    const dir = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={`col-${header.column.id}`}
                        aria-sort={sortable ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
                      >
                        {header.isPlaceholder ? null : sortable ? (
                          <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                            <table.FlexRender header={header} />
                            <span aria-hidden="true"> {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}</span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
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
          label={`${caption} pages`}
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
    </RowContext.Provider>
  );
}
