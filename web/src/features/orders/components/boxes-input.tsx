import { MAX_BOXES_PER_EYE } from '@domain/ordering/cart-lines';

/** The id of a boxes field's message (for the caller that places it). */
export const boxesErrorId = (id: string) => `${id}-error`;

interface BoxesInputProps {
  id: string;
  /** The boxes as typed: the domain's rule (`boxesText`, the API's) reads it; nothing is cut to fit. */
  text: string;
  /** The rule's message, shown by the caller next to the field under `boxesErrorId(id)`. */
  error: string | undefined;
  className?: string;
  onChange: (text: string) => void;
}

/** The boxes-per-eye field of both order flows (issue #18): whole boxes from 0 to the maximum, its message linked. */
export function BoxesInput({ id, text, error, className, onChange }: BoxesInputProps) {
  return (
    <input
      id={id}
      className={className}
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_BOXES_PER_EYE}
      step={1}
      value={text}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? boxesErrorId(id) : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
