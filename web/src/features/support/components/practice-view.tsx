import { createContext, useContext, useState } from 'react';
import type { PracticeDetail } from '@domain/support/api-schemas';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatInstantDate, formatUsPhone } from '@/lib/format';
import { usePractice } from '@/features/support/api/get-practice';
import { EmailText } from '@/components/email-text';
import { groupLabel, practiceAndLocation } from './group-label';
import { ImpersonateDialog, type ImpersonationCandidate } from './impersonate-dialog';

type AccountRow = { account: PracticeDetail['accounts'][number]; practiceName: string };
const nameOf = (a: AccountRow['account']) => `${a.firstName} ${a.lastName}`.trim() || a.email;

/** The row action reaches the cells through context, so the columns stay module-level (TanStack Table v9). */
const ImpersonateContext = createContext<(candidate: ImpersonationCandidate) => void>(() => undefined);

function ImpersonateButton({ row: { account: a, practiceName } }: { row: AccountRow }) {
  const impersonate = useContext(ImpersonateContext);
  const name = nameOf(a);
  return (
    <div className="row-actions">
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        onClick={() => impersonate({ accountNumber: a.accountNumber, name, customerGroup: a.customerGroup, detail: practiceAndLocation(practiceName, a.locationName) })}
      >
        Impersonate<span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}

const column = dataColumns<AccountRow>();
const accountColumns = column.columns([
  column.accessor((row) => nameOf(row.account), {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <div className="patient-name">
        <span className="patient-name__full">{nameOf(row.original.account)}</span>
        <span className="patient-name__account">Account {row.original.account.accountNumber}</span>
      </div>
    ),
  }),
  column.accessor((row) => row.account.customerGroup, { id: 'role', header: 'Role', meta: { className: '' }, cell: ({ getValue }) => groupLabel(getValue()) }),
  column.accessor((row) => row.account.email, { id: 'email', header: 'Email', meta: { className: '' }, cell: ({ getValue }) => <EmailText value={getValue()} /> }),
  column.accessor((row) => row.account.locationName, {
    id: 'location',
    header: 'Location',
    meta: { className: '' },
    cell: ({ getValue }) => getValue() ?? <span className="cell-empty">All locations</span>,
  }),
  column.display({ id: 'actions', header: () => <span className="visually-hidden">Actions</span>, cell: ({ row }) => <ImpersonateButton row={row.original} /> }),
]);
import { LoadFailure } from './load-failure';

/** The CSR view of an ECP (spec point 2): the practice, its locations and its accounts, each one impersonable. */
export function PracticeView({ practiceId }: { practiceId: string }) {
  const query = usePractice(practiceId);
  const [impersonating, setImpersonating] = useState<ImpersonationCandidate | null>(null);
  useDocumentTitle(query.data?.name ?? 'Practice');

  if (query.isPending) return <Spinner label="Loading the practice…" />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        title="Practice"
        text="Something went wrong while attempting to load practice information."
        missingTitle="Practice not found"
        missingText={`No practice has the id ${practiceId}.`}
      />
    );
  }

  const practice = query.data;
  return (
    <>
      <PageHeader
        eyebrow="Eye-care practice"
        title={practice.name}
        description={
          <p>
            {practice.practiceId}
            {practice.phone ? ` · ${formatUsPhone(practice.phone)}` : ''} · on Lensloop since {formatInstantDate(practice.createdAt)} ·{' '}
            {practice.patientCount === 1 ? '1 patient' : `${practice.patientCount} patients`}
          </p>
        }
      />
      <div className="stack-lg">
        <section aria-labelledby="locations-heading" className="stack-md">
          <h2 id="locations-heading" className="section-title">
            Locations
          </h2>
          {practice.locations.length === 0 ? (
            <p className="muted">This practice has no locations yet.</p>
          ) : (
            <ul className="location-cards">
              {practice.locations.map((l) => (
                <li key={l.locationId} className="card card--padded location-card">
                  <p className="location-card__name">{l.name}</p>
                  <p className="location-card__id">{l.locationId}</p>
                  <address className="location-card__address">
                    {l.address1}
                    {l.address2 ? `, ${l.address2}` : ''}
                    <br />
                    {l.city}, {l.state} {l.zip}
                  </address>
                  {l.phone ? <p className="location-card__phone">{formatUsPhone(l.phone)}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="accounts-heading" className="stack-md">
          <h2 id="accounts-heading" className="section-title">
            Administrators and staff
          </h2>
          {practice.accounts.length === 0 ? (
            <p className="muted">No accounts yet.</p>
          ) : (
            <ImpersonateContext.Provider value={setImpersonating}>
              <DataTable
                columns={accountColumns}
                data={practice.accounts.map((account) => ({ account, practiceName: practice.name }))}
                getRowId={(row) => row.account.accountNumber}
                caption={`Accounts of ${practice.name}`}
                rowHeader="name"
                card
              />
            </ImpersonateContext.Provider>
          )}
        </section>
      </div>
      <ImpersonateDialog candidate={impersonating} onClose={() => setImpersonating(null)} />
    </>
  );
}
