import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CSR_SEARCH_MESSAGES, csrSearchInput, type CsrSearchCustomer, type CsrSearchType } from '@domain/support/api-schemas';
import { SearchStatus, withPage } from '@/components/search/search-status';
import { paths } from '@/config/paths';
import { formatUsPhone } from '@/lib/format';
import type { AllPracticesCriteria, PracticeSortKey } from '@/features/support/api/all-practices';
import { type CustomerSearchCriteria, useSearchCustomers } from '@/features/support/api/search-customers';
import { CustomerSearchForm } from './customer-search-form';
import { CustomersTable } from './customers-table';
import { practiceAndLocation } from './group-label';
import { ImpersonateDialog, type ImpersonationCandidate } from './impersonate-dialog';
import { AllPractices } from './practices-table';
import { ResendWelcomeDialog } from './resend-welcome-dialog';

function searchTypeOf(value: string | null): CsrSearchType {
  return value === 'ecp' ? 'ecp' : 'patient';
}

/** Reads the search from the URL (?type=&keyword=&page=), so results survive reload and links. */
function criteriaFrom(params: URLSearchParams): { criteria: CustomerSearchCriteria | null; invalid: boolean } {
  const keyword = params.get('keyword') ?? '';
  const searchType = searchTypeOf(params.get('type'));
  if (!keyword) return { criteria: null, invalid: false };
  const parsed = csrSearchInput.safeParse({ searchType, keyword });
  if (!parsed.success) return { criteria: null, invalid: true };
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { criteria: { searchType, keyword: parsed.data.keyword, page: Number.isFinite(page) && page > 0 ? page : 1 }, invalid: false };
}

function practicesCriteriaFrom(params: URLSearchParams): AllPracticesCriteria {
  const [sortBy, sortOrder] = (params.get('sort') ?? 'name-asc').split('-');
  const page = Number.parseInt(params.get('ppage') ?? '1', 10);
  return {
    sortBy: (['name', 'practiceId', 'createdAt'].includes(sortBy ?? '') ? sortBy : 'name') as PracticeSortKey,
    sortOrder: sortOrder === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

function candidateOf(c: CsrSearchCustomer): ImpersonationCandidate {
  return {
    accountNumber: c.accountNumber,
    name: `${c.firstName} ${c.lastName}`.trim() || c.email,
    customerGroup: c.customerGroup,
    detail: practiceAndLocation(c.practiceName, c.locationName),
  };
}

/** Find Customer (spec point 2, /csr): patients or ECPs by name, e-mail or account number; all practices. */
export function CustomerSearch() {
  const [params, setParams] = useSearchParams();
  const { criteria, invalid } = criteriaFrom(params);
  const search = useSearchCustomers(criteria);
  const [impersonating, setImpersonating] = useState<ImpersonationCandidate | null>(null);
  const [welcoming, setWelcoming] = useState<{ accountNumber: string; name: string; email: string } | null>(null);

  const searchType = searchTypeOf(params.get('type'));
  const keyword = params.get('keyword') ?? '';

  function runSearch(next: { searchType: CsrSearchType; keyword: string }) {
    const nextParams = new URLSearchParams();
    nextParams.set('type', next.searchType);
    nextParams.set('keyword', next.keyword);
    if (nextParams.toString() === params.toString()) void search.refetch();
    else setParams(nextParams);
  }

  function goToPage(page: number) {
    setParams(withPage(params, page));
  }

  function changePractices(next: AllPracticesCriteria) {
    const nextParams = new URLSearchParams(params);
    nextParams.set('sort', `${next.sortBy}-${next.sortOrder}`);
    if (next.page > 1) nextParams.set('ppage', String(next.page));
    else nextParams.delete('ppage');
    setParams(nextParams, { preventScrollReset: true });
  }

  const data = search.data;
  const ecp = (criteria?.searchType ?? searchType) === 'ecp';
  const noun = ecp ? 'ECP' : 'patient';

  return (
    <div className="stack-lg">
      <section className="card card--padded" aria-labelledby="find-heading">
        <h2 id="find-heading" className="section-title">
          Find a customer
        </h2>
        <CustomerSearchForm key={`${searchType}|${keyword}`} defaultValues={{ searchType, keyword }} onSearch={runSearch} searching={search.isFetching} />
      </section>

      <section aria-labelledby="customer-results-heading" className="stack-md">
        <h2 id="customer-results-heading" className="visually-hidden">
          Search results
        </h2>
        <SearchStatus
          invalid={invalid ? CSR_SEARCH_MESSAGES.criteriaMissing : null}
          active={criteria !== null}
          search={search}
          loadingLabel="Searching…"
          tooMany={ecp ? CSR_SEARCH_MESSAGES.tooManyEcps : CSR_SEARCH_MESSAGES.tooManyPatients}
          isEmpty={(reply) => reply.total === 0 && reply.practices.length === 0}
          empty={{
            title: ecp ? CSR_SEARCH_MESSAGES.noEcpFound : CSR_SEARCH_MESSAGES.noPatientFound,
            text: (
              <>
                No {noun} matches “{criteria?.keyword}”. Check the spelling, try the e-mail address or account number
                {ecp ? ', or search for patients instead.' : ', or search for ECPs instead.'}
              </>
            ),
          }}
          count={(reply) => (
            <>
              {reply.total === 1 ? `1 ${noun} found` : `${reply.total} ${noun}s found`}
              {search.isPlaceholderData ? ' · updating…' : ''}
            </>
          )}
        />

        {criteria !== null && data && data.practices.length > 0 ? (
          <ul className="practice-matches" aria-label="Matching practices">
            {data.practices.map((p) => (
              <li key={p.practiceId} className="practice-match">
                <Link to={paths.csr.practice.getHref(p.practiceId)} className="practice-match__name">
                  {p.name}
                </Link>
                <span className="practice-match__meta">
                  {p.practiceId} · {p.locationCount === 1 ? '1 location' : `${p.locationCount} locations`}
                  {p.phone ? ` · ${formatUsPhone(p.phone)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : null}

        {criteria !== null && data && data.responseCode === 'OK' && data.total > 0 ? (
          <CustomersTable
            searchType={criteria.searchType}
            customers={data.customers}
            total={data.total}
            page={criteria.page}
            onPageChange={goToPage}
            updating={search.isPlaceholderData}
            caption={`${ecp ? 'ECPs' : 'Patients'} matching ${criteria.keyword}`}
            onImpersonate={(c) => setImpersonating(candidateOf(c))}
            onResendWelcome={(c) => setWelcoming({ accountNumber: c.accountNumber, name: `${c.firstName} ${c.lastName}`, email: c.email })}
          />
        ) : null}
      </section>

      {criteria === null ? <AllPractices criteria={practicesCriteriaFrom(params)} onChange={changePractices} /> : null}

      <ImpersonateDialog candidate={impersonating} onClose={() => setImpersonating(null)} />
      <ResendWelcomeDialog patient={welcoming} onClose={() => setWelcoming(null)} />
    </div>
  );
}
