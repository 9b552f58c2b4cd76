import { Link } from 'react-router-dom';
import { PATIENT_PAGE_SIZE } from '@domain/shared/constants';
import type { PracticeListItem } from '@domain/support/api-schemas';
import { dataColumns } from '@/components/data-table/data-table';
import { PagedTableRead } from '@/components/data-table/paged-table-read';
import { paths } from '@/config/paths';
import { formatUsPhone } from '@/lib/format';
import { type AllPracticesCriteria, type PracticeSortKey, useAllPractices } from '@/features/support/api/all-practices';

const SORTS: { value: string; label: string; sortBy: PracticeSortKey; sortOrder: 'asc' | 'desc' }[] = [
  { value: 'name-asc', label: 'Name A–Z', sortBy: 'name', sortOrder: 'asc' },
  { value: 'name-desc', label: 'Name Z–A', sortBy: 'name', sortOrder: 'desc' },
  { value: 'practiceId-asc', label: 'Practice ID', sortBy: 'practiceId', sortOrder: 'asc' },
  { value: 'createdAt-desc', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
];

const NUM = { className: 'col-num' };

function locationsText(p: PracticeListItem): string {
  if (p.locations.length === 0) return 'No locations yet';
  return p.locations.map((l) => `${l.name} (${l.city}, ${l.state})`).join(' · ');
}

const column = dataColumns<PracticeListItem>();
const columns = column.columns([
  column.accessor('name', {
    header: 'Practice',
    cell: ({ row }) => (
      <div className="patient-name">
        <Link className="patient-name__full" to={paths.csr.practice.getHref(row.original.practiceId)}>
          {row.original.name}
        </Link>
        <span className="patient-name__account">{row.original.practiceId}</span>
      </div>
    ),
  }),
  column.display({ id: 'locations', header: 'Locations', meta: { className: 'cell-locations' }, cell: ({ row }) => locationsText(row.original) }),
  column.accessor('ecpCount', { header: 'ECPs', meta: NUM }),
  column.accessor('patientCount', { header: 'Patients', meta: NUM }),
  column.accessor('phone', { header: 'Phone', cell: ({ getValue }) => formatUsPhone(getValue()) || <span className="cell-empty">Not given</span> }),
]);

interface AllPracticesProps {
  criteria: AllPracticesCriteria;
  onChange: (criteria: AllPracticesCriteria) => void;
}

/** Every practice with its locations (`/customer/allpractices`), sorted and paged. */
export function AllPractices({ criteria, onChange }: AllPracticesProps) {
  const query = useAllPractices(criteria);
  const data = query.data;
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
      <PagedTableRead
        query={query}
        errorText="Something went wrong while attempting to load practice information."
        loadingLabel="Loading practices…"
        emptyList={
          <div className="empty-state">
            <p className="empty-state__title">No practices yet</p>
          </div>
        }
        rows={(data) => data.practices}
        columns={columns}
        getRowId={(p) => p.practiceId}
        caption="All practices"
        rowHeader="name"
        paging={{ label: 'Practice pages', page: criteria.page, pageSize: PATIENT_PAGE_SIZE, onPageChange: (page) => onChange({ ...criteria, page }) }}
      />
    </section>
  );
}
