import type { CartReply, PosMethod } from '@domain/ordering/api-schemas';
import { POS_METHOD_LABELS } from '@domain/ordering/ordering-messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useReviewCart } from '@/features/orders/api/review-cart';
import { errorText } from './step-common';

const POS_METHODS = Object.keys(POS_METHOD_LABELS) as PosMethod[];

interface PosPaymentStepProps {
  cartId: string;
  method: PosMethod;
  onChange: (method: PosMethod) => void;
  /** The reviewed cart (cart flow step "Review it"). */
  onDone: (cart: CartReply) => void;
}

/** The point-of-sale payment step (practice orders): cash or card received in the office, or nothing due; then /order/ReviewCart. */
export function PosPaymentStep({ cartId, method, onChange, onDone }: PosPaymentStepProps) {
  const review = useReviewCart();
  return (
    <div>
      {review.error ? <Alert tone="error">{errorText(review.error)}</Alert> : null}
      <fieldset className="order-choices">
        <legend>Point of sale payment</legend>
        {POS_METHODS.map((value) => (
          <label key={value} className="order-choice">
            <input type="radio" name="pos-method" value={value} checked={method === value} onChange={() => onChange(value)} />
            <span>{POS_METHOD_LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
      <div className="order-actions">
        <Button loading={review.isPending} onClick={() => void review.mutateAsync(cartId).then(onDone, () => undefined)}>
          Continue
        </Button>
      </div>
    </div>
  );
}
