import './checkout.css';
import './ordering.css';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CartReply, DeliveryAddressInput } from '@domain/ordering/api-schemas';
import type { DeliveryModeId } from '@domain/ordering/events';
import { DELIVERY_MODES } from '@domain/ordering/shipping-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ExpiredOrderAlert } from './expired-order-alert';
import { checkoutSession, type CheckoutSession } from '@/features/orders/checkout-session';
import { useOrderWizard } from '@/features/orders/hooks/use-order-wizard';
import { OrderStepsNav } from './order-steps-nav';
import { RunningSummary } from './running-summary';
import { CardPaymentStep, type CardHolder } from './steps/card-payment-step';
import { DeliveryAddressStep } from './steps/delivery-address-step';
import { OrderReview } from './steps/review-step';
import { ShippingMethodStep } from './steps/shipping-method-step';
import { isCartExpired } from './steps/step-common';
import { JUST_PLACED } from '../just-placed';

/** The patient checkout's steps, in order (spec point 2 "Patient checkout"). */
export const PATIENT_CHECKOUT_STEPS = [
  { id: 'address', name: 'Delivery Address' },
  { id: 'shipping', name: 'Shipping Method' },
  { id: 'payment', name: 'Payment and Order' },
] as const;

/** The signed-in patient: who pays, and the profile the delivery address starts with. */
export interface CheckoutPatient extends CardHolder {
  phone?: string | null;
  addresses?: readonly { address1: string; address2: string | null; city: string; state: string; zip: string }[];
}

interface CheckoutWizardProps {
  patient: CheckoutPatient;
  orderHref: string;
  confirmationHref: (salesOrderID: string) => string;
}

/** The delivery form's start (issue #18): the patient's profile address, name and phone. */
function profileAddress(patient: CheckoutPatient): DeliveryAddressInput {
  const a = patient.addresses?.[0];
  const name = [patient.firstName, patient.lastName].filter(Boolean).join(' ');
  return { name, address1: a?.address1 ?? '', city: a?.city ?? '', state: a?.state ?? '', zip: a?.zip ?? '', ...(a?.address2 ? { address2: a.address2 } : {}), ...(patient.phone ? { phone: patient.phone } : {}) };
}

/**
 * /patient/checkout (spec point 4 "Order wizard"): the order wizard's patient composition. The cart
 * was made on /patient/order; the steps' progress and choices live in the checkout's session data,
 * which leaving the checkout clears. The running summary stands beside every step; an idle cart
 * offers to restart the order.
 */
export function CheckoutWizard({ patient, orderHref, confirmationHref }: CheckoutWizardProps) {
  const navigate = useNavigate();
  const [session, setSession] = useState<CheckoutSession | null>(() => checkoutSession.get());
  const wizard = useOrderWizard(PATIENT_CHECKOUT_STEPS, session?.completed ?? 0);
  const [expired, setExpired] = useState(false);
  const leaving = useRef(true);
  const onError = useCallback((error: unknown) => {
    if (isCartExpired(error)) setExpired(true);
  }, []);
  const setCart = useCallback((cart: CartReply) => setSession((s) => (s ? { ...s, cart } : s)), []);

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
    setSession((s) => (s ? { ...s, ...patch, cart: reply } : s));
    wizard.complete();
  };

  if (expired) {
    return (
      <ExpiredOrderAlert
        cartId={session.cartId}
        onRenewed={(reply) => {
          setCart(reply);
          setExpired(false);
          wizard.goTo('address');
        }}
      />
    );
  }

  const { cartId } = session;
  const mode = session.deliveryModeId && session.deliveryModeId in DELIVERY_MODES ? DELIVERY_MODES[session.deliveryModeId as DeliveryModeId] : null;
  const step = {
    address: (
      <DeliveryAddressStep
        look="patient"
        cartId={cartId}
        methods={['ship']}
        initialAddress={session.address ?? profileAddress(patient)}
        storedAddress={patient.addresses?.[0]}
        onDone={({ address }, reply) => done(address ? { address } : {}, reply)}
        onError={onError}
      />
    ),
    shipping: (
      <ShippingMethodStep
        look="patient"
        cartId={cartId}
        initial={session.deliveryModeId}
        onCart={setCart}
        onDone={(deliveryModeId, reply, shown) => reply && done({ ...(deliveryModeId ? { deliveryModeId } : {}), ...(shown ? { shipping: shown } : {}) }, reply)}
        onError={onError}
      />
    ),
    payment: (
      <CardPaymentStep
        cartId={cartId}
        patient={patient}
        onCart={setCart}
        onError={onError}
        onPlaced={(salesOrderID) => {
          leaving.current = false;
          checkoutSession.clear();
          void navigate(confirmationHref(salesOrderID), { state: JUST_PLACED });
        }}
      />
    ),
  }[wizard.current.id];

  return (
    <div className="checkout order-wizard">
      <OrderStepsNav look="patient" steps={wizard.steps} onSelect={wizard.goTo} />
      <div className="stack-md">
        <Fragment key={wizard.current.id}>{step}</Fragment>
      </div>
      <aside className="card card--padded" aria-label={wizard.current.id === 'payment' ? 'Your order' : 'Running total'}>
        {!session.cart ? (
          <p>Your order summary appears after the first step.</p>
        ) : wizard.current.id === 'payment' ? (
          <>
            <h2 className="section-title">Your order</h2>
            <OrderReview cart={session.cart} products={session.products ?? {}} delivery="ship" address={session.address ?? null} shipping={session.shipping ?? (mode ? { label: mode.label, estimate: mode.estimate } : null)} />
          </>
        ) : (
          <RunningSummary cart={session.cart} products={session.products ?? {}} shippingPending={wizard.current.id === 'address' && !session.deliveryModeId} />
        )}
      </aside>
    </div>
  );
}
