import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/button';

interface SearchFormProps<In extends FieldValues, Out extends FieldValues> {
  /** The API's own rule for what the user types (a pick of the search input schema). */
  schema: z.ZodType<Out, In>;
  /** The search landmark's name, e.g. "Patient search". */
  label: string;
  className: string;
  defaultValues: DefaultValues<In>;
  onSearch: (criteria: Out) => void;
  searching?: boolean;
  /** The fields, registered on the form. */
  children: (form: UseFormReturn<In, unknown, Out>) => ReactNode;
}

/**
 * A search box (patients, customers): a `role="search"` form checked with the API's schema on
 * submit, its fields, and the Search button with the magnifier.
 */
export function SearchForm<In extends FieldValues, Out extends FieldValues>({ schema, label, className, defaultValues, onSearch, searching = false, children }: SearchFormProps<In, Out>) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues, mode: 'onSubmit' });
  return (
    <form role="search" aria-label={label} className={className} noValidate onSubmit={form.handleSubmit(onSearch)}>
      {children(form)}
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
