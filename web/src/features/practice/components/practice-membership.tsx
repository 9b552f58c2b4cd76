import { Alert } from '@/components/alert';
import { usePractice } from '@/features/practice/api/get-practice';

interface PracticeMembershipProps {
  practiceId: string;
  accountNumber: string;
  isAdministrator: boolean;
  locationId: string | null;
}

/** On /location/account: which practice and location the account belongs to, and its role. */
export function PracticeMembership({ practiceId, accountNumber, isAdministrator, locationId }: PracticeMembershipProps) {
  const practice = usePractice(practiceId);
  const location = practice.data?.locations.find((l) => l.locationId === locationId);
  return (
    <section className="card card--padded account-card" aria-labelledby="membership-heading">
      <h2 id="membership-heading" className="section-title">
        Practice account
      </h2>
      {practice.isError ? <Alert tone="error">We couldn’t load your practice information. Refresh the page to try again.</Alert> : null}
      <dl className="practice-membership">
        <div>
          <dt>Practice</dt>
          <dd>{practice.data?.name ?? '…'}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{isAdministrator ? 'Practice administrator' : 'Practice staff'}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{isAdministrator ? 'All locations' : (location?.name ?? '…')}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd>{accountNumber}</dd>
        </div>
      </dl>
    </section>
  );
}
