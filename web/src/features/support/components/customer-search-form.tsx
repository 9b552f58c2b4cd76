import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { csrSearchInput, type CsrSearchType } from '@domain/support/search-customers';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';

/** The API's own rule for what the CSR types (≥ 4 characters) and picks (patients or ECPs). */
const searchFields = csrSearchInput.pick({ searchType: true, keyword: true });

interface CustomerSearchFormProps {
  defaultValues: { searchType: CsrSearchType; keyword: string };
  onSearch: (criteria: { searchType: CsrSearchType; keyword: string }) => void;
  searching?: boolean;
}

export function CustomerSearchForm({ defaultValues, onSearch, searching = false }: CustomerSearchFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof searchFields>, unknown, z.output<typeof searchFields>>({
    resolver: zodResolver(searchFields),
    defaultValues,
    mode: 'onSubmit',
  });

  return (
    <form role="search" aria-label="Customer search" className="customer-search-form" noValidate onSubmit={handleSubmit(onSearch)}>
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
      <div className="search-form__submit">
        <Button type="submit" loading={searching}>
          <svg className="btn__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Search
        </Button>
      </div>
    </form>
  );
}
