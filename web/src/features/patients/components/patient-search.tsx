import { useSearchParams } from 'react-router-dom';
import { searchPatientsInput } from '../../../../../domain/patients/search-patients';
import { MESSAGES } from '../../../../../domain/shared/errors';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useSearchPatients, type PatientSearchCriteria } from '../api/search-patients';
import { PatientSearchForm } from './patient-search-form';
import { PatientsTable } from './patients-table';

/** Reads the search from the URL (?keyword=&dob=&page=), so results survive reload and links. */
function criteriaFrom(params: URLSearchParams): { criteria: PatientSearchCriteria | null; invalid: boolean } {
  const keyword = params.get('keyword') ?? '';
  const dob = params.get('dob') ?? '';
  if (!keyword && !dob) return { criteria: null, invalid: false };
  const parsed = searchPatientsInput.safeParse({ keyword, dob });
  if (!parsed.success) return { criteria: null, invalid: true };
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    criteria: { keyword: parsed.data.keyword, dob: parsed.data.dob, page: Number.isFinite(page) && page > 0 ? page : 1 },
    invalid: false,
  };
}

/** Patient search by name or e-mail with optional date of birth (spec point 2, /location). */
export function PatientSearch() {
  const [params, setParams] = useSearchParams();
  const { criteria, invalid } = criteriaFrom(params);
  const search = useSearchPatients(criteria);

  const keyword = params.get('keyword') ?? '';
  const dob = params.get('dob') ?? '';

  function runSearch(next: { keyword: string; dob?: string | undefined }) {
    const nextParams = new URLSearchParams();
    nextParams.set('keyword', next.keyword);
    if (next.dob) nextParams.set('dob', next.dob);
    // Searching the same thing again refetches instead of doing nothing.
    if (nextParams.toString() === params.toString()) void search.refetch();
    else setParams(nextParams);
  }

  function goToPage(page: number) {
    const nextParams = new URLSearchParams(params);
    if (page > 1) nextParams.set('page', String(page));
    else nextParams.delete('page');
    setParams(nextParams);
  }

  const data = search.data;
  const showingPrevious = search.isPlaceholderData;

  return (
    <div className="stack-lg">
      <section className="card card--padded" aria-labelledby="search-heading">
        <h2 id="search-heading" className="section-title">
          Find a patient
        </h2>
        {/* Keyed by the URL so following a link (e.g. after creating a patient) refills the form. */}
        <PatientSearchForm key={`${keyword}|${dob}`} defaultValues={{ keyword, dob }} onSearch={runSearch} searching={search.isFetching} />
      </section>

      <section aria-labelledby="results-heading" className="stack-md">
        <h2 id="results-heading" className="visually-hidden">
          Search results
        </h2>
        <div aria-live="polite" aria-atomic="true" className="results-status">
          {invalid ? (
            <Alert tone="warning" announce={false}>
              {MESSAGES.searchCriteriaMissing}
            </Alert>
          ) : criteria === null ? null : search.isPending ? (
            <Spinner label="Searching patients…" />
          ) : search.isError ? null : data?.responseCode === 'TOO_MANY_RESULTS' ? (
            <Alert tone="warning" announce={false}>
              {MESSAGES.tooManyResultsShown}
            </Alert>
          ) : data && data.total === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">No patient found</p>
              <p className="empty-state__text">
                No patient matches “{criteria.keyword}”{criteria.dob ? ` born ${criteria.dob}` : ''}. Check the spelling, try the
                e-mail address, or create a new patient.
              </p>
            </div>
          ) : data ? (
            <p className="results-count">
              {data.total === 1 ? '1 patient found' : `${data.total} patients found`}
              {showingPrevious ? ' · updating…' : ''}
            </p>
          ) : null}
        </div>

        {criteria !== null && search.isError ? (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void search.refetch()}>
                Try again
              </Button>
            }
          >
            {MESSAGES.somethingWentWrongRetry}
          </Alert>
        ) : null}

        {criteria === null && !invalid ? (
          <div className="empty-state empty-state--intro">
            <svg className="empty-state__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <circle cx="21" cy="21" r="12" fill="none" stroke="currentColor" strokeWidth="3" />
              <path d="m30 30 10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
            <p className="empty-state__title">Search your patients</p>
            <p className="empty-state__text">Enter at least 4 characters of a name or e-mail address. Add a date of birth to narrow the results.</p>
          </div>
        ) : null}

        {criteria !== null && data && data.responseCode === 'OK' && data.total > 0 ? (
          <PatientsTable
            patients={data.patients}
            total={data.total}
            page={criteria.page}
            onPageChange={goToPage}
            updating={showingPrevious}
            caption={`Patients matching ${criteria.keyword}`}
          />
        ) : null}
      </section>
    </div>
  );
}
