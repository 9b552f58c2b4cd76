import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldProps, useFieldIds } from './field';

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    /** [value, label] pairs; a first empty option invites a choice. */
    options: readonly (readonly [string, string])[];
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled native select with the text field's look, hint and error wiring. */
export function SelectField({ label, error, hint, optionalLabel, options, placeholder, className, ref, ...select }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field label={label} error={error} hint={hint} optionalLabel={optionalLabel} className={className} ids={ids}>
      <select {...select} ref={ref} id={ids.id} className="field__input field__select" aria-invalid={ids.invalid} aria-describedby={ids.describedBy}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
