import './checkout.css';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CartReply } from '@domain/ordering/api-schemas';
import { ORDERING_MESSAGES } from '@domain/ordering/ordering-messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useRenewCart } from '@/features/orders/api/renew-cart';
import { checkoutSession, type CheckoutSession } from '@/features/orders/checkout-session';
import { useOrderWizard } from '@/features/orders/hooks/use-order-wizard';
import { OrderStepsNav } from './order-steps-nav';
import { OrderSummary } from './order-summary';
import { CardPaymentStep, type CardHolder } from './steps/card-payment-step';
import { DeliveryAddressStep } from './steps/delivery-address-step';
import { ShippingMethodStep } from './steps/shipping-method-step';
import { isCartExpired } from './steps/step-common';

/** The patient checkout's steps, in order (spec point 2 "Patient checkout"). */
const PATIENT_CHECKOUT_STEPS = [
  { id: 'address', name: 'Delivery Address' },
  { id: 'shipping', name: 'Shipping Method' },
  { id: 'payment', name: 'Payment and Order' },
] as const;

interface CheckoutWizardProps {
  patient: CardHolder;
  orderHref: string;
  confirmationHref: (salesOrderID: string) => string;
}

/**
 * /patient/checkout (spec point 4 "Order wizard"): the order wizard's patient composition. The cart
 * was made on /patient/order; the steps' progress and choices live in the checkout's session data,
 * which leaving the checkout clears. An idle cart offers to restart the order.
 */
export function CheckoutWizard({ patient, orderHref, confirmationHref }: CheckoutWizardProps) {
  const navigate = useNavigate();
  const [session, setSession] = useState<CheckoutSession | null>(() => checkoutSession.get());
  const wizard = useOrderWizard(PATIENT_CHECKOUT_STEPS, session?.completed ?? 0);
  const [cart, setCart] = useState<CartReply | null>(null);
  const [expired, setExpired] = useState(false);
  const leaving = useRef(true);
  const renew = useRenewCart();
  const onError = useCallback((error: unknown) => {
    if (isCartExpired(error)) setExpired(true);
  }, []);

  useEffect(() => {
    if (session) checkoutSession.set({ ...session, completed: wizard.completed });
  }, [session, wizard.completed]);
  // Leaving the checkout (anywhere but the confirmation) clears its saved session data.
  useEffect(
    () => () => {
      if (leaving.current) checkoutSession.clear();
    },
    [],
  );

  if (!session) {
    return (
      <Alert tone="info" title="No order in progress" action={<Button onClick={() => void navigate(orderHref)}>Start an order</Button>}>
        Choose a prescription to order lenses.
      </Alert>
    );
  }

  const done = (patch: Partial<CheckoutSession>, reply: CartReply) => {
    setCart(reply);
    setSession((s) => (s ? { ...s, ...patch } : s));
    wizard.complete();
  };

  if (expired) {
    return (
      <Alert
        tone="warning"
        title="Your order has expired"
        action={
          <Button
            loading={renew.isPending}
            onClick={() =>
              renew.mutate(session.cartId, {
                onSuccess: (reply) => {
                  setCart(reply);
                  setExpired(false);
                  wizard.goTo('address');
                },
              })
            }
          >
            Restart order
          </Button>
        }
      >
        {ORDERING_MESSAGES.idle}
      </Alert>
    );
  }

  const { cartId } = session;
  const step = {
    address: <DeliveryAddressStep look="patient" cartId={cartId} methods={['ship']} initialAddress={session.address} onDone={({ address }, reply) => done(address ? { address } : {}, reply)} onError={onError} />,
    shipping: <ShippingMethodStep look="patient" cartId={cartId} initial={session.deliveryModeId} onDone={(deliveryModeId, reply) => reply && done(deliveryModeId ? { deliveryModeId } : {}, reply)} onError={onError} />,
    payment: (
      <CardPaymentStep
        cartId={cartId}
        patient={patient}
        onCart={setCart}
        onError={onError}
        onPlaced={(salesOrderID) => {
          leaving.current = false;
          checkoutSession.clear();
          void navigate(confirmationHref(salesOrderID));
        }}
      />
    ),
  }[wizard.current.id];

  return (
    <div className="checkout" style={{ display: 'grid', gap: 24, gridTemplateColumns: 'minmax(0, 2fr) minmax(240px, 1fr)' }}>
      <div className="stack-md">
        <OrderStepsNav look="patient" steps={wizard.steps} onSelect={wizard.goTo} />
        <Fragment key={wizard.current.id}>{step}</Fragment>
      </div>
      <aside>{cart ? <OrderSummary summary={cart.orderSummary} /> : <p className="card card--padded">Your order summary appears after the first step.</p>}</aside>
    </div>
  );
}
