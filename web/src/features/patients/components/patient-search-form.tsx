import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { searchPatientsInput } from '@domain/patients/api-schemas';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { maskUsDateInput } from '@/lib/format';

/** The API's own rule for the two fields the user types (keyword ≥ 4 characters, optional MM/DD/YYYY). */
const searchFields = searchPatientsInput.pick({ keyword: true, dob: true });

export interface SearchFields {
  keyword: string;
  dob: string;
}

interface PatientSearchFormProps {
  defaultValues: SearchFields;
  onSearch: (criteria: { keyword: string; dob?: string | undefined }) => void;
  searching?: boolean;
}

export function PatientSearchForm({ defaultValues, onSearch, searching = false }: PatientSearchFormProps) {
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
    <form role="search" aria-label="Patient search" className="search-form" noValidate onSubmit={handleSubmit(onSearch)}>
      <TextField
        className="search-form__keyword"
        label="Name or email"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. Jordan Lee or jordan@example.com"
        error={errors.keyword?.message}
        {...register('keyword')}
      />
      <TextField
        className="search-form__dob"
        label="Date of birth"
        optionalLabel
        inputMode="numeric"
        autoComplete="off"
        placeholder="MM/DD/YYYY"
        mask={maskUsDateInput}
        error={errors.dob?.message}
        {...register('dob')}
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
