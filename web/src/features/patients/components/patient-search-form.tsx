import { searchPatientsInput } from '@domain/patients/api-schemas';
import { SearchForm } from '@/components/search/search-form';
import { DateOfBirthField } from '@/components/date-of-birth-field';
import { TextField } from '@/components/text-field';

/** The API's own rule for the two fields the user types (keyword ≥ 4 characters, optional MM/DD/YYYY). */
const searchFields = searchPatientsInput.pick({ keyword: true, dob: true });

interface PatientSearchFormProps {
  defaultValues: { keyword: string; dob: string };
  onSearch: (criteria: { keyword: string; dob?: string | undefined }) => void;
  searching?: boolean;
}

export function PatientSearchForm({ defaultValues, onSearch, searching = false }: PatientSearchFormProps) {
  return (
    <SearchForm schema={searchFields} label="Patient search" className="search-form" defaultValues={defaultValues} onSearch={onSearch} searching={searching}>
      {({ register, formState: { errors } }) => (
        <>
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
          <DateOfBirthField className="search-form__dob" autoComplete="off" error={errors.dob?.message} {...register('dob')} />
        </>
      )}
    </SearchForm>
  );
}
