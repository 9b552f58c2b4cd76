import { useSearchParams } from 'react-router-dom';
import { ADDED_DATE_SORTS, type AddedDateSort, searchPatientsInput } from '@domain/patients/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { SearchStatus, withPage } from '@/components/search/search-status';
import { useSearchPatients, type PatientSearchCriteria } from '@/features/patients/api/search-patients';
import { PatientSearchForm } from './patient-search-form';
import { PatientsTable } from './patients-table';

/**
 * The list's state lives in the URL (D-019): ?keyword=&dob=&page=&sort=newest|oldest&imported=yes|no&flagged=1&deleted=1&due=1
 * (due=1: the practice's "due for reorder" list, issue #20).
 * Without a keyword every patient is listed (D-076).
 */
function criteriaFrom(params: URLSearchParams): { criteria: PatientSearchCriteria | null; invalid: boolean } {
  const keyword = params.get('keyword') ?? '';
  const dob = params.get('dob') ?? '';
  const parsed = searchPatientsInput.safeParse({ keyword, dob });
  if (!parsed.success) return { criteria: null, invalid: true };
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sort = params.get('sort');
  const imported = params.get('imported');
  return {
    criteria: {
      keyword: parsed.data.keyword,
      dob: parsed.data.dob,
      page: Number.isFinite(page) && page > 0 ? page : 1,
      addedDateSortBy: (ADDED_DATE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as AddedDateSort) : undefined,
      isImported: imported === 'yes' ? true : imported === 'no' ? false : undefined,
      isInviteFlagged: params.get('flagged') === '1' ? true : undefined,
      includeDeactivated: params.get('deleted') === '1' ? true : undefined,
      isDueForReorder: params.get('due') === '1' ? true : undefined,
    },
    invalid: false,
  };
}

const SORT_OPTIONS = [
  ['', 'Default (name when searching)'],
  ['newest', 'Newest added first'],
  ['oldest', 'Oldest added first'],
] as const;

const IMPORTED_OPTIONS = [
  ['', 'All patients'],
  ['yes', 'Created in PMS'],
  ['no', 'Not from PMS'],
] as const;

/** The practice's patient list: search by name or e-mail (spec point 2, /location), filters, sort and pages of 12. */
export function PatientSearch() {
  const [params, setParams] = useSearchParams();
  const { criteria, invalid } = criteriaFrom(params);
  const search = useSearchPatients(criteria);

  const keyword = params.get('keyword') ?? '';
  const dob = params.get('dob') ?? '';

  /** Changes some parameters and goes back to page 1. */
  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    if (next.toString() === params.toString()) void search.refetch();
    else setParams(next);
  }

  function goToPage(page: number) {
    setParams(withPage(params, page));
  }

  const data = search.data;
  const showingPrevious = search.isPlaceholderData;
  const filtered = Boolean(criteria && (criteria.keyword || criteria.dob || criteria.isImported !== undefined || criteria.isInviteFlagged || criteria.isDueForReorder));

  return (
    <div className="stack-lg">
      <section className="card card--padded stack-md" aria-labelledby="search-heading">
        <h2 id="search-heading" className="section-title">
          Find a patient
        </h2>
        {/* Keyed by the URL so following a link (e.g. after creating a patient) refills the form. */}
        <PatientSearchForm
          key={`${keyword}|${dob}`}
          defaultValues={{ keyword, dob }}
          onSearch={(next) => update({ keyword: next.keyword, dob: next.dob ?? null })}
          searching={search.isFetching}
        />
        <div className="patient-filters" role="group" aria-label="Filters">
          <SelectField label="Sort by" options={SORT_OPTIONS} value={params.get('sort') ?? ''} onChange={(e) => update({ sort: e.target.value || null })} />
          <SelectField label="Source" options={IMPORTED_OPTIONS} value={params.get('imported') ?? ''} onChange={(e) => update({ imported: e.target.value || null })} />
          <label className="checkbox">
            <input type="checkbox" checked={params.get('flagged') === '1'} onChange={(e) => update({ flagged: e.target.checked ? '1' : null })} />
            <span>Flagged for invite</span>
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={params.get('due') === '1'} onChange={(e) => update({ due: e.target.checked ? '1' : null })} />
            <span>Due for reorder</span>
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={params.get('deleted') === '1'} onChange={(e) => update({ deleted: e.target.checked ? '1' : null })} />
            <span>Show deleted patients</span>
          </label>
          {keyword || dob || params.get('sort') || params.get('imported') || params.get('flagged') || params.get('deleted') || params.get('due') ? (
            <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="results-heading" className="stack-md">
        <h2 id="results-heading" className="visually-hidden">
          Patients
        </h2>
        <SearchStatus
          invalid={invalid ? MESSAGES.searchCriteriaMissing : null}
          active={criteria !== null}
          search={search}
          loadingLabel="Loading patients…"
          tooMany={MESSAGES.tooManyResultsShown}
          empty={{
            title: 'No patient found',
            text: criteria?.keyword
              ? `No patient matches “${criteria.keyword}”${criteria.dob ? ` born ${criteria.dob}` : ''}. Check the spelling, try the e-mail address, or create a new patient.`
              : filtered
                ? 'No patient matches these filters.'
                : 'Your practice has no patients yet. Create one, or import them from your practice-management system.',
          }}
          count={(reply) => (
            <>
              {reply.total === 1 ? '1 patient' : `${reply.total} patients`}
              {filtered ? ' found' : ''}
              {showingPrevious ? ' · updating…' : ''}
            </>
          )}
        />

        {criteria !== null && data && data.responseCode === 'OK' && data.total > 0 ? (
          <PatientsTable
            patients={data.patients}
            total={data.total}
            page={criteria.page}
            onPageChange={goToPage}
            updating={showingPrevious}
            caption={criteria.keyword ? `Patients matching ${criteria.keyword}` : 'Your patients'}
          />
        ) : null}
      </section>
    </div>
  );
}
