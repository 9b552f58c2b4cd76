import { useLayoutEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { TEXT_MAX } from '@domain/shared/constants';
import { Field, type FieldProps, useFieldIds } from './field';

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    /** Input filter applied as the user types (e.g. MM/DD/YYYY slashes). */
    mask?: (raw: string) => string;
    /** Content at the end of the input (e.g. a show-password toggle). */
    trailing?: ReactNode;
    /**
     * The characters typed against the field's maximum ("240 of 250 characters"): 'near' (the default
     * for free text) once the text reaches 80 % of it, 'always', or 'never'. Free text without a
     * `maxLength` gets the spec's 250 (point 9): the input stops there and says so — nothing is cut
     * silently (issue #18).
     */
    showCount?: 'near' | 'always' | 'never';
    ref?: Ref<HTMLInputElement>;
  };

/** Input types whose text is free (the spec's 250-character limit applies); others have their own rules. */
const FREE_TEXT_TYPES = new Set([undefined, 'text', 'search', 'email', 'tel', 'url']);

/** The count shown under a field with a maximum, or null when it is not shown. */
export function characterCount(length: number, max: number, mode: 'near' | 'always' | 'never'): string | null {
  if (mode === 'never' || (mode === 'near' && length < Math.floor(max * 0.8))) return null;
  return `${length} of ${max} characters${length >= max ? ' (the maximum)' : ''}`;
}

export function TextField({ label, error, hint, optionalLabel, mask, trailing, onChange, className, ref, maxLength, showCount = 'near', ...input }: TextFieldProps) {
  const max = maxLength ?? (FREE_TEXT_TYPES.has(input.type) ? TEXT_MAX : undefined);
  const inner = useRef<HTMLInputElement | null>(null);
  const [length, setLength] = useState(0);
  // The text a form put in the field (react-hook-form sets it through the ref) counts from the start.
  useLayoutEffect(() => setLength(inner.current?.value.length ?? 0), []);
  const count = max === undefined ? null : characterCount(length, max, showCount);
  const shownHint =
    hint && count ? (
      <>
        {hint} · {count}
      </>
    ) : (
      (hint ?? count)
    );
  const ids = useFieldIds(shownHint, error);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (mask) {
      const masked = mask(event.target.value);
      if (masked !== event.target.value) event.target.value = masked;
    }
    setLength(event.target.value.length);
    onChange?.(event);
  }

  const attach = (el: HTMLInputElement | null) => {
    inner.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };

  return (
    <Field
      label={label}
      error={error}
      hint={shownHint}
      optionalLabel={optionalLabel}
      className={className}
      ids={ids}
      controlClassName={trailing ? 'field__control field__control--trailing' : 'field__control'}
    >
      <input
        {...input}
        ref={attach}
        maxLength={max}
        id={ids.id}
        className="field__input"
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        onChange={handleChange}
      />
      {trailing}
    </Field>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'mask'>;

/** A password input with a show/hide toggle (a real button, announced with aria-pressed). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      showCount="never"
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-label="Show password"
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
