import type { PosMethod } from '@domain/ordering/api-schemas';
import { POS_METHOD_LABELS } from '@domain/ordering/ordering-messages';

const POS_METHODS = Object.keys(POS_METHOD_LABELS) as PosMethod[];

/** The point-of-sale payment choice (practice orders, on Review and Order): cash or card received in the office, or nothing due. */
export function PosPaymentChoice({ method, onChange }: { method: PosMethod; onChange: (method: PosMethod) => void }) {
  return (
    <fieldset className="order-choices">
      <legend>Payment (point of sale)</legend>
      {POS_METHODS.map((value) => (
        <label key={value} className="order-choice">
          <input type="radio" name="pos-method" value={value} checked={method === value} onChange={() => onChange(value)} />
          <span>{POS_METHOD_LABELS[value]}</span>
        </label>
      ))}
    </fieldset>
  );
}
