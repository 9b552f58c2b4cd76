import { createContext, useContext } from 'react';
import { Link } from 'react-router-dom';
import { INVITE_SORT_KEYS, INVITE_STATUS_LABELS, type InvitePatientView, type InviteSortKey, type InviteStatus } from '@domain/invites/api-schemas';
import { formatInstantDate } from '@/lib/format';
import { DataTable, dataColumns } from '@/components/data-table/data-table';

const column = dataColumns<InvitePatientView>();

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

const isSortKey = (id: string): id is InviteSortKey => (INVITE_SORT_KEYS as readonly string[]).includes(id);

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
  return (
    <RowContext.Provider value={actions}>
      <DataTable
        columns={columns}
        data={patients}
        getRowId={(row) => row.accountNumber}
        caption={caption}
        rowHeader="name"
        updating={updating}
        paging={{ label: `${caption} pages`, page, pageSize, total, onPageChange }}
        sorting={{
          sort: { id: sorting.sortBy, desc: sorting.sortDirection === 'desc' },
          onSortChange: (id, desc) => {
            if (isSortKey(id)) onSortingChange({ sortBy: id, sortDirection: desc ? 'desc' : 'asc' });
          },
        }}
      />
    </RowContext.Provider>
  );
}
