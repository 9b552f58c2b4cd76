import { Link } from 'react-router-dom';
import { PATIENT_PAGE_SIZE } from '@domain/shared/constants';
import type { PracticeListItem } from '@domain/support/api-schemas';
import { Spinner } from '@/components/spinner';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { formatUsPhone } from '@/lib/format';
import { type AllPracticesCriteria, type PracticeSortKey, useAllPractices } from '@/features/support/api/all-practices';

const SORTS: { value: string; label: string; sortBy: PracticeSortKey; sortOrder: 'asc' | 'desc' }[] = [
  { value: 'name-asc', label: 'Name A–Z', sortBy: 'name', sortOrder: 'asc' },
  { value: 'name-desc', label: 'Name Z–A', sortBy: 'name', sortOrder: 'desc' },
  { value: 'practiceId-asc', label: 'Practice ID', sortBy: 'practiceId', sortOrder: 'asc' },
  { value: 'createdAt-desc', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
];

function locationsText(p: PracticeListItem): string {
  if (p.locations.length === 0) return 'No locations yet';
  return p.locations.map((l) => `${l.name} (${l.city}, ${l.state})`).join(' · ');
}

interface AllPracticesProps {
  criteria: AllPracticesCriteria;
  onChange: (criteria: AllPracticesCriteria) => void;
}

/** Every practice with its locations (`/customer/allpractices`), sorted and paged. */
export function AllPractices({ criteria, onChange }: AllPracticesProps) {
  const query = useAllPractices(criteria);
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PATIENT_PAGE_SIZE)) : 1;
  const sortValue = `${criteria.sortBy}-${criteria.sortOrder}`;

  return (
    <section className="stack-md" aria-labelledby="all-practices-heading">
      <div className="section-bar">
        <h2 id="all-practices-heading" className="section-title">
          All practices{data ? <span className="section-title__count"> ({data.total})</span> : null}
        </h2>
        <label className="inline-select">
          <span>Sort by</span>
          <select
            value={sortValue}
            onChange={(event) => {
              const sort = SORTS.find((s) => s.value === event.target.value) ?? SORTS[0]!;
              onChange({ sortBy: sort.sortBy, sortOrder: sort.sortOrder, page: 1 });
            }}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>Something went wrong while attempting to load practice information.</RetryAlert>
      ) : !data ? (
        <Spinner label="Loading practices…" />
      ) : data.total === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">No practices yet</p>
        </div>
      ) : (
        <div className={query.isPlaceholderData ? 'table-card table-card--updating' : 'table-card'}>
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">All practices</caption>
              <thead>
                <tr>
                  <th scope="col">Practice</th>
                  <th scope="col">Locations</th>
                  <th scope="col" className="col-num">
                    ECPs
                  </th>
                  <th scope="col" className="col-num">
                    Patients
                  </th>
                  <th scope="col">Phone</th>
                </tr>
              </thead>
              <tbody>
                {data.practices.map((p) => (
                  <tr key={p.practiceId}>
                    <th scope="row" className="col-name">
                      <div className="patient-name">
                        <Link className="patient-name__full" to={paths.csr.practice.getHref(p.practiceId)}>
                          {p.name}
                        </Link>
                        <span className="patient-name__account">{p.practiceId}</span>
                      </div>
                    </th>
                    <td className="cell-locations">{locationsText(p)}</td>
                    <td className="col-num">{p.ecpCount}</td>
                    <td className="col-num">{p.patientCount}</td>
                    <td className="col-phone">{formatUsPhone(p.phone) || <span className="cell-empty">Not given</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pagination" aria-label="Practice pages">
            <p className="pagination__summary">
              Page <strong>{criteria.page}</strong> of <strong>{pageCount}</strong>
            </p>
            <div className="pagination__controls">
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                disabled={criteria.page <= 1}
                onClick={() => onChange({ ...criteria, page: criteria.page - 1 })}
              >
                <span aria-hidden="true">‹</span> Previous<span className="visually-hidden"> page</span>
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                disabled={criteria.page >= pageCount}
                onClick={() => onChange({ ...criteria, page: criteria.page + 1 })}
              >
                Next<span className="visually-hidden"> page</span> <span aria-hidden="true">›</span>
              </button>
            </div>
          </nav>
        </div>
      )}
    </section>
  );
}
