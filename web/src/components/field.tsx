import { useId, type ReactNode } from 'react';

/** What every labelled field takes besides its control. */
export interface FieldProps {
  label: string;
  /** The field's validation message; shown under the field and linked with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the label for optional fields. */
  optionalLabel?: boolean;
  className?: string | undefined;
}

/** The ids that tie a control to its label, hint and error (aria-describedby). */
export function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined, invalid: error ? true : undefined };
}

/**
 * One field's frame: label, the control, hint and the validation message with its warning mark.
 * TextField, SelectField and TextAreaField put their control in it.
 */
export function Field({
  label,
  error,
  hint,
  optionalLabel,
  className,
  ids,
  controlClassName = 'field__control',
  children,
}: FieldProps & { ids: ReturnType<typeof useFieldIds>; controlClassName?: string; children: ReactNode }) {
  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.id}>
        {label}
        {optionalLabel ? <span className="field__optional"> (optional)</span> : null}
      </label>
      <div className={controlClassName}>{children}</div>
      {hint ? (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={ids.errorId}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.2M8 11.2h.01" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}
