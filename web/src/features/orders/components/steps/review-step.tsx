import type { ReactNode } from 'react';
import type { CartReply, DeliveryAddressInput, DeliveryMethod } from '@domain/ordering/api-schemas';
import { DELIVERY_METHOD_LABELS } from '@domain/ordering/ordering-messages';
import { Button } from '@/components/button';
import { formatUsPhone } from '@/lib/format';
import type { ChosenShipping } from '@/features/orders/order-shipping';
import { type CheckOutPayment, usePlaceOrder } from '@/features/orders/hooks/use-place-order';
import { RunningSummary, type EyeProducts } from '../running-summary';
import { addressLine } from './delivery-address-step';
import { StepError } from './step-error';

interface OrderReviewProps {
  cart: CartReply;
  products: EyeProducts;
  delivery: DeliveryMethod;
  address: DeliveryAddressInput | null;
  shipping: ChosenShipping | null;
}

/** Everything the order will contain (issue #18): lenses per eye with the amounts, where it goes, how it ships. */
export function OrderReview({ cart, products, delivery, address, shipping }: OrderReviewProps) {
  return (
    <div className="stack-md">
      <dl className="order-review">
        <div>
          <dt>Delivery</dt>
          <dd>{DELIVERY_METHOD_LABELS[delivery]}</dd>
        </div>
        {address ? (
          <div>
            <dt>Delivery address</dt>
            <dd data-testid="review-address">
              {address.name}
              <br />
              {addressLine(address)}
              {address.phone ? (
                <>
                  <br />
                  {formatUsPhone(address.phone)}
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping method</dt>
          <dd data-testid="review-shipping">{shipping ? `${shipping.label} (${shipping.estimate})` : 'Not shipped'}</dd>
        </div>
        {shipping?.window ? (
          <div>
            <dt>Estimated delivery</dt>
            <dd data-testid="review-estimated-delivery">{shipping.window}</dd>
          </div>
        ) : null}
      </dl>
      <RunningSummary cart={cart} products={products} detailed />
    </div>
  );
}

interface ReviewStepProps extends OrderReviewProps {
  /** How the order is paid (its checkout mode). */
  payment: CheckOutPayment;
  /** The payment choice shown on the step (e.g. the point-of-sale options). */
  paymentChoice: ReactNode;
  /** One key per cart: a retried click replays the first answer instead of placing a second order. */
  idempotencyKey: string;
  onCart: (cart: CartReply) => void;
  onError?: (error: unknown) => void;
  onPlaced: (salesOrderID: string) => void;
}

/** The practice's Review and Order step: the cart is reviewed (cart flow "Review it"), everything it contains is shown, then /order/CheckOut. */
export function ReviewStep({ payment, paymentChoice, idempotencyKey, onCart, onError, onPlaced, ...review }: ReviewStepProps) {
  const order = usePlaceOrder({ cartId: review.cart.cartId, onCart, onError, onPlaced });
  return (
    <div className="stack-md">
      <StepError error={order.review.error} />
      <OrderReview {...review} />
      {paymentChoice}
      <StepError error={order.checkOut.error} />
      <div className="order-actions">
        <Button loading={order.checkOut.isPending} disabled={order.review.isPending} onClick={() => order.place(payment, idempotencyKey)}>
          Place order
        </Button>
      </div>
    </div>
  );
}
