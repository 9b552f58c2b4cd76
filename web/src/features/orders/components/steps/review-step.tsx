import type { CartReply, CheckOutInput, DeliveryMethod } from '@domain/ordering/api-schemas';
import { formatDollars } from '@domain/ordering/order-history';
import { DELIVERY_METHOD_LABELS } from '@domain/ordering/ordering-messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useCheckOut } from '@/features/orders/api/check-out';
import { OrderSummaryTable } from '../order-summary-table';
import { errorText } from './step-common';

/** A checkout mode with its fields (point of sale, a new card's token, a saved card), for the cart under review. */
export type CheckOutPayment = CheckOutInput extends infer T ? (T extends unknown ? Omit<T, 'cartId'> : never) : never;

interface ReviewStepProps {
  cart: CartReply;
  delivery: DeliveryMethod;
  /** How the order is paid (its checkout mode) and how that reads. */
  payment: CheckOutPayment;
  paymentLabel: string;
  /** One key per cart: a retried click replays the first answer instead of placing a second order. */
  idempotencyKey: string;
  onPlaced: (salesOrderID: string) => void;
}

/** The review-and-order step: each eye, delivery, payment and the amounts, then /order/CheckOut. */
export function ReviewStep({ cart, delivery, payment, paymentLabel, idempotencyKey, onPlaced }: ReviewStepProps) {
  const checkOut = useCheckOut();
  const place = () => checkOut.mutateAsync({ ...payment, cartId: cart.cartId, idempotencyKey }).then((placed) => onPlaced(placed.salesOrderID), () => undefined);
  const eyes = [
    ['Right eye (OD)', cart.orderSummary.rightEye],
    ['Left eye (OS)', cart.orderSummary.leftEye],
  ] as const;
  return (
    <div>
      {checkOut.error ? <Alert tone="error">{errorText(checkOut.error)}</Alert> : null}
      <dl className="order-review">
        {eyes.map(([name, eye]) =>
          eye ? (
            <div key={name}>
              <dt>{name}</dt>
              <dd>
                {eye.quantity} × {formatDollars(Math.round(eye.price * 100))}
              </dd>
            </div>
          ) : null,
        )}
        <div>
          <dt>Delivery</dt>
          <dd>{DELIVERY_METHOD_LABELS[delivery]}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{paymentLabel}</dd>
        </div>
      </dl>
      <OrderSummaryTable summary={cart.summary} />
      <div className="order-actions">
        <Button loading={checkOut.isPending} onClick={() => void place()}>
          Place order
        </Button>
      </div>
    </div>
  );
}
