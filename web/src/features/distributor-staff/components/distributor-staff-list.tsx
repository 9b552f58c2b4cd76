import { type ReactNode, useState } from 'react';
import { DISTRIBUTOR_STAFF_PAGE_SIZE, type DistributorStaffRow, listDistributorStaffInput } from '@domain/distributor-staff/api-schemas';
import { DISTRIBUTOR_ROLES } from '@domain/distributor-staff/roles';
import { DISTRIBUTOR_STAFF_GROUPS } from '@domain/identity/customer-group';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { dataColumns } from '@/components/data-table/data-table';
import { PagedTableRead } from '@/components/data-table/paged-table-read';
import { PersonCell } from '@/components/data-table/person-cell';
import { SearchForm } from '@/components/search/search-form';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatInstantDate, formatLocalDateTime } from '@/lib/format';
import { MESSAGES } from '@domain/shared/errors';
import { useDeactivateDistributorStaff } from '../api/deactivate-distributor-staff';
import { useDistributorStaff } from '../api/list-distributor-staff';
import { useReactivateDistributorStaff } from '../api/reactivate-distributor-staff';
import { useResendDistributorStaffInvite } from '../api/resend-distributor-staff-invite';
import { InviteDistributorStaffDialog } from './invite-distributor-staff-dialog';
import { useStaffListParams } from './use-staff-list-params';
import './distributor-staff.css';

const filterFields = listDistributorStaffInput.pick({ search: true, role: true, status: true });
const ROLE_FILTER = [['all', 'Analysts and operators'], ...DISTRIBUTOR_STAFF_GROUPS.map((r) => [r, `${DISTRIBUTOR_ROLES[r].label}s`] as const)] as const;
const STATUS_FILTER = [
  ['all', 'Any state'],
  ['invited', 'Invited'],
  ['active', 'Active'],
  ['deactivated', 'Deactivated'],
] as const;
const STATUS_BADGE: Record<DistributorStaffRow['status'], [string, string]> = {
  invited: ['badge badge--warning', 'Invited'],
  active: ['badge badge--success', 'Active'],
  deactivated: ['badge badge--neutral', 'Deactivated'],
};

const fullName = (s: DistributorStaffRow) => `${s.firstName} ${s.lastName}`.trim();
/** What the API said, in words (never a raw code). */
const failureText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.somethingWentWrongRetry);

interface ListProps {
  /** The History button of one account (the app passes the history feature's). */
  history: (row: DistributorStaffRow, label: string) => ReactNode;
}

/**
 * Distributor Staff (CSR, issues #32, #33): analysts and operators, searchable by name or e-mail and
 * filtered by role and state, paged; invite one, send an invitation again, deactivate (which ends
 * their sessions), restore access; each account's history.
 */
export function DistributorStaffList({ history }: ListProps) {
  const { filters, page, setFilters, setPage } = useStaffListParams();
  const query = useDistributorStaff(filters, page);
  const resend = useResendDistributorStaffInvite();
  const deactivate = useDeactivateDistributorStaff();
  const reactivate = useReactivateDistributorStaff();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<DistributorStaffRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const report = (success: string) => ({
    onSuccess: () => {
      setFailure(null);
      setNotice(success);
    },
    onError: (error: unknown) => {
      setNotice(null);
      setFailure(failureText(error));
    },
  });

  const column = dataColumns<DistributorStaffRow>();
  const columns = column.columns([
    column.accessor('lastName', {
      id: 'name',
      header: 'Name',
      meta: { className: '' },
      cell: ({ row: { original: s } }) => <PersonCell name={fullName(s)} detail={s.email} />,
    }),
    column.accessor('role', { header: 'Role', cell: ({ getValue }) => DISTRIBUTOR_ROLES[getValue()].label }),
    column.accessor('status', {
      header: 'State',
      cell: ({ row: { original: s } }) => {
        const [className, label] = STATUS_BADGE[s.status];
        const since =
          s.status === 'deactivated' ? `since ${formatInstantDate(s.deactivatedAt)}` : s.status === 'invited' ? (s.invitationSentAt ? `e-mailed ${formatInstantDate(s.invitationSentAt)}` : 'e-mail on its way') : null;
        return (
          <div className="cell-stack">
            <span className={className}>{label}</span>
            {since ? <span className="cell-sub">{since}</span> : null}
          </div>
        );
      },
    }),
    column.accessor('invitedAt', {
      header: 'Invited',
      meta: { className: 'cell-nowrap' },
      cell: ({ row: { original: s } }) => (
        <div className="cell-stack">
          <span>{formatInstantDate(s.invitedAt)}</span>
          <span className="cell-sub">{s.invitedBy ? `by ${s.invitedBy}` : 'by Lensloop'}</span>
        </div>
      ),
    }),
    column.accessor('twoFactorEnabled', { header: 'Two-factor', cell: ({ getValue }) => (getValue() ? 'On' : 'Not set up yet') }),
    column.accessor('lastSignedInAt', {
      header: 'Last sign-in',
      meta: { className: 'cell-nowrap' },
      cell: ({ getValue }) => {
        const at = getValue();
        if (!at) return 'Never';
        // The date over its time, so the column stays narrow.
        const [date, ...time] = formatLocalDateTime(at).split(' ');
        return (
          <div className="cell-stack">
            <span>{date}</span>
            <span className="cell-sub">{time.join(' ')}</span>
          </div>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: s } }) => {
        const who = <span className="visually-hidden"> {fullName(s)}</span>;
        return (
          <div className="staff-actions">
            {s.status === 'invited' ? (
              <Button size="sm" variant="secondary" loading={resend.isPending && resend.variables?.accountNumber === s.accountNumber} onClick={() => resend.mutate({ accountNumber: s.accountNumber }, report(`A new invitation is on its way to ${s.email}.`))}>
                Re-send invitation{who}
              </Button>
            ) : null}
            {s.status === 'deactivated' ? (
              <Button
                size="sm"
                variant="secondary"
                loading={reactivate.isPending && reactivate.variables?.accountNumber === s.accountNumber}
                onClick={() => reactivate.mutate({ accountNumber: s.accountNumber }, report(`${fullName(s)} has access again.`))}
              >
                Restore access{who}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setConfirming(s)}>
                {s.status === 'invited' ? 'Revoke invitation' : 'Deactivate'}
                {who}
              </Button>
            )}
            {history(s, fullName(s))}
          </div>
        );
      },
    }),
  ]);

  const filtered = filters.search !== '' || filters.role !== 'all' || filters.status !== 'all';
  return (
    <div className="stack-lg">
      <div className="section-bar">
        <Button onClick={() => setInviting(true)}>Invite an analyst or operator</Button>
      </div>
      <div aria-live="polite">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      <SearchForm schema={filterFields} label="Find analysts and operators" className="staff-filter-form" defaultValues={filters} onSearch={setFilters} searching={query.isFetching && query.isPlaceholderData}>
        {({ register, formState: { errors } }) => (
          <>
            <TextField label="Name or email" type="search" autoComplete="off" spellCheck={false} error={errors.search?.message} {...register('search')} />
            <SelectField label="Role" options={ROLE_FILTER} error={errors.role?.message} {...register('role')} />
            <SelectField label="State" options={STATUS_FILTER} error={errors.status?.message} {...register('status')} />
          </>
        )}
      </SearchForm>
      <PagedTableRead
        query={query}
        errorText="Something went wrong while attempting to load the analysts and operators."
        loadingLabel="Loading analysts and operators…"
        emptyList={<Alert tone="info">{filtered ? 'No analyst or operator matches these filters.' : 'No analysts or operators yet. Invite the first one.'}</Alert>}
        rows={(data) => data.staff}
        columns={columns}
        getRowId={(s) => s.accountNumber}
        caption="Analysts and operators, by last name"
        rowHeader="name"
        paging={{ label: 'Analyst and operator pages', page, pageSize: DISTRIBUTOR_STAFF_PAGE_SIZE, onPageChange: setPage }}
      />
      <InviteDistributorStaffDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          setFailure(null);
          setNotice(`Invitation sent to ${email}.`);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.status === 'invited' ? 'Revoke this invitation?' : 'Deactivate this account?'}
        description={
          confirming ? (
            <p>
              {confirming.status === 'invited'
                ? `The link sent to ${confirming.email} stops working. You can restore access later.`
                : `${fullName(confirming)} is signed out everywhere now and can no longer sign in. You can restore access later.`}
            </p>
          ) : null
        }
        confirmLabel={confirming?.status === 'invited' ? 'Revoke invitation' : 'Deactivate'}
        pending={deactivate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          deactivate.mutate(
            { accountNumber: confirming.accountNumber },
            {
              onSettled: () => setConfirming(null),
              ...report(confirming.status === 'invited' ? `The invitation to ${confirming.email} is revoked.` : `${fullName(confirming)} is deactivated and signed out.`),
            },
          )
        }
      />
    </div>
  );
}
