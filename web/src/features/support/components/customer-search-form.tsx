import { csrSearchInput, type CsrSearchType } from '@domain/support/api-schemas';
import { SearchForm } from '@/components/search/search-form';
import { TextField } from '@/components/text-field';

/** The API's own rule for what the CSR types (≥ 4 characters) and picks (patients or ECPs). */
const searchFields = csrSearchInput.pick({ searchType: true, keyword: true });

interface CustomerSearchFormProps {
  defaultValues: { searchType: CsrSearchType; keyword: string };
  onSearch: (criteria: { searchType: CsrSearchType; keyword: string }) => void;
  searching?: boolean;
}

export function CustomerSearchForm({ defaultValues, onSearch, searching = false }: CustomerSearchFormProps) {
  return (
    <SearchForm schema={searchFields} label="Customer search" className="customer-search-form" defaultValues={defaultValues} onSearch={onSearch} searching={searching}>
      {({ register, formState: { errors } }) => (
        <>
          <fieldset className="segmented">
            <legend className="segmented__legend">Search for</legend>
            <label className="segmented__option">
              <input type="radio" value="patient" {...register('searchType')} />
              <span>Patients</span>
            </label>
            <label className="segmented__option">
              <input type="radio" value="ecp" {...register('searchType')} />
              <span>ECPs</span>
            </label>
          </fieldset>
          <TextField
            className="customer-search-form__keyword"
            label="Name, email or account number"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. Jordan Lee, jordan@example.com or 123456789"
            error={errors.keyword?.message}
            {...register('keyword')}
          />
        </>
      )}
    </SearchForm>
  );
}
