import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps, useFieldIds } from './field';

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text box with the text field's look, hint and error wiring. */
export function TextAreaField({ label, error, hint, optionalLabel, className, ref, rows = 5, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field label={label} error={error} hint={hint} optionalLabel={optionalLabel} className={className} ids={ids}>
      <textarea {...textarea} ref={ref} id={ids.id} rows={rows} className="field__input field__textarea" aria-invalid={ids.invalid} aria-describedby={ids.describedBy} />
    </Field>
  );
}
