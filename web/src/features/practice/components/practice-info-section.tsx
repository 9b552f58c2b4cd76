import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { PRACTICE_LOAD_ERROR, usePractice } from '@/features/practice/api/get-practice';

const phone = (p: string | null) => (p && /^\d{10}$/.test(p) ? `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}` : (p ?? '—'));

/** The practice and its locations, read from /customer/practice/get. */
export function PracticeInfoSection({ practiceId }: { practiceId: string }) {
  const practice = usePractice(practiceId);
  return (
    <section className="card card--padded account-card" aria-labelledby="practice-info-heading">
      <h2 id="practice-info-heading" className="section-title">
        Practice information
      </h2>
      {practice.isPending ? (
        <Spinner label="Loading your practice information…" />
      ) : practice.isError ? (
        <Alert tone="error">{PRACTICE_LOAD_ERROR}</Alert>
      ) : (
        <>
          <dl className="practice-info">
            <div>
              <dt>Practice</dt>
              <dd>{practice.data.name}</dd>
            </div>
            <div>
              <dt>Practice ID</dt>
              <dd>{practice.data.practiceId}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{phone(practice.data.phone)}</dd>
            </div>
          </dl>
          <h3 className="practice-info__subtitle">Locations</h3>
          <ul className="practice-locations">
            {practice.data.locations.map((l) => (
              <li key={l.locationId} className="practice-locations__item">
                <p className="practice-locations__name">
                  {l.name}
                  {l.deactivated ? <span className="badge badge--warning practice-locations__badge">Deactivated</span> : null}
                </p>
                <p className="muted">
                  {l.address1}
                  {l.address2 ? `, ${l.address2}` : ''}, {l.city}, {l.state} {l.zip}
                </p>
                <p className="muted">Phone {phone(l.phone)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
