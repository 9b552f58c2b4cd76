import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatInstantDate, formatUsPhone } from '@/lib/format';
import { usePractice } from '@/features/support/api/get-practice';
import { EmailText } from './email-text';
import { groupLabel, practiceAndLocation } from './group-label';
import { ImpersonateDialog, type ImpersonationCandidate } from './impersonate-dialog';
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
            <div className="table-card">
              <div className="table-scroll">
                <table className="data-table">
                  <caption className="visually-hidden">Accounts of {practice.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Role</th>
                      <th scope="col">Email</th>
                      <th scope="col">Location</th>
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {practice.accounts.map((a) => {
                      const name = `${a.firstName} ${a.lastName}`.trim() || a.email;
                      return (
                        <tr key={a.accountNumber}>
                          <th scope="row" className="col-name">
                            <div className="patient-name">
                              <span className="patient-name__full">{name}</span>
                              <span className="patient-name__account">Account {a.accountNumber}</span>
                            </div>
                          </th>
                          <td>{groupLabel(a.customerGroup)}</td>
                          <td>
                            <EmailText value={a.email} />
                          </td>
                          <td>{a.locationName ?? <span className="cell-empty">All locations</span>}</td>
                          <td className="col-actions">
                            <div className="row-actions">
                              <button
                                type="button"
                                className="btn btn--secondary btn--sm"
                                onClick={() =>
                                  setImpersonating({
                                    accountNumber: a.accountNumber,
                                    name,
                                    customerGroup: a.customerGroup,
                                    detail: practiceAndLocation(practice.name, a.locationName),
                                  })
                                }
                              >
                                Impersonate<span className="visually-hidden"> {name}</span>
                              </button>
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </section>
      </div>
      <ImpersonateDialog candidate={impersonating} onClose={() => setImpersonating(null)} />
    </>
  );
}
