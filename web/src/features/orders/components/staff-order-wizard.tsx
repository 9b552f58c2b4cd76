import './ordering.css';
import { Fragment, useEffect, useState } from 'react';
import type { CartReply, DeliveryMethod, PosMethod } from '@domain/ordering/api-schemas';
import { POS_METHOD_LABELS } from '@domain/ordering/ordering-messages';
import { useOrderWizard } from '@/features/orders/hooks/use-order-wizard';
import { OrderStepsNav } from './order-steps-nav';
import { OrderSummaryTable } from './order-summary-table';
import { DeliveryAddressStep } from './steps/delivery-address-step';
import { DiscountStep } from './steps/discount-step';
import { PosPaymentStep } from './steps/pos-payment-step';
import { initialBoxes, type OrderPrescription, ProductStep } from './steps/product-step';
import { ReviewStep } from './steps/review-step';
import { ShippingMethodStep } from './steps/shipping-method-step';

export type { OrderPrescription } from './steps/product-step';

/** The staff order's steps, in order (spec point 2 "Staff-assisted checkout"). */
const STAFF_ORDER_STEPS = [
  { id: 'product', name: 'Product' },
  { id: 'discounts', name: 'Apply Discounts' },
  { id: 'delivery', name: 'Delivery' },
  { id: 'shipping', name: 'Shipping Method' },
  { id: 'payment', name: 'Payment' },
  { id: 'review', name: 'Review and Order' },
] as const;

/** Where a practice's order may go (the first is the default). */
const PRACTICE_DELIVERY_METHODS: readonly DeliveryMethod[] = ['ship', 'inOffice', 'pickup'];

/** The wizard's saved session data (spec point 4: leaving checkout clears it). */
export const STAFF_ORDER_SESSION_KEY = 'lensloop.staffOrder';

interface StaffOrderWizardProps {
  accountNumber: string;
  patientName: string;
  prescription: OrderPrescription;
  onPlaced: (salesOrderID: string) => void;
}

/**
 * The staff order wizard (spec point 2 / point 4 "Order wizard"): the order wizard's practice
 * composition. Each step's Continue writes through the ordering API; going back to a step disables
 * every later one (and a new quantity makes a new cart).
 */
export function StaffOrderWizard({ accountNumber, patientName, prescription, onPlaced }: StaffOrderWizardProps) {
  const wizard = useOrderWizard(STAFF_ORDER_STEPS);
  const [boxes, setBoxes] = useState(() => initialBoxes(prescription));
  const [cart, setCart] = useState<CartReply | null>(null);
  const [delivery, setDelivery] = useState<DeliveryMethod>('ship');
  const [pos, setPos] = useState<PosMethod>('cash');
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const step = wizard.current;

  // Saved session data: the cart in progress; leaving the wizard clears it (spec point 4).
  useEffect(() => {
    if (cart) sessionStorage.setItem(STAFF_ORDER_SESSION_KEY, JSON.stringify({ accountNumber, prescriptionId: prescription.id, cartId: cart.cartId, step: step.index }));
  }, [accountNumber, prescription.id, cart, step.index]);
  useEffect(() => () => sessionStorage.removeItem(STAFF_ORDER_SESSION_KEY), []);

  const done = (reply: CartReply | null) => {
    if (reply) setCart(reply);
    wizard.complete();
  };

  const content = (() => {
    if (step.id === 'product') {
      const started = (reply: CartReply) => {
        setIdempotencyKey(crypto.randomUUID());
        done(reply);
      };
      return <ProductStep accountNumber={accountNumber} prescription={prescription} boxes={boxes} onBoxesChange={setBoxes} onDone={started} />;
    }
    if (!cart) return null;
    switch (step.id) {
      case 'discounts':
        return <DiscountStep cartId={cart.cartId} onDone={done} />;
      case 'delivery':
        return <DeliveryAddressStep look="staff" cartId={cart.cartId} methods={PRACTICE_DELIVERY_METHODS} defaultName={patientName} onDone={({ method }, reply) => (setDelivery(method), done(reply))} />;
      case 'shipping':
        return <ShippingMethodStep look="staff" cartId={cart.cartId} shipped={delivery === 'ship'} initial="standard" onDone={(_mode, reply) => done(reply)} />;
      case 'payment':
        return <PosPaymentStep cartId={cart.cartId} method={pos} onChange={setPos} onDone={done} />;
      case 'review':
        return (
          <ReviewStep
            cart={cart}
            delivery={delivery}
            payment={{ mode: 'pos', method: pos }}
            paymentLabel={POS_METHOD_LABELS[pos]}
            idempotencyKey={idempotencyKey}
            onPlaced={(salesOrderID) => {
              sessionStorage.removeItem(STAFF_ORDER_SESSION_KEY);
              onPlaced(salesOrderID);
            }}
          />
        );
    }
  })();

  return (
    <div className="order-wizard">
      <OrderStepsNav look="staff" steps={wizard.steps} onSelect={wizard.goTo} />
      <section className="order-wizard__panel card card--padded" aria-labelledby="order-step-title">
        <h2 id="order-step-title" className="section-title">
          {step.name}
        </h2>
        <Fragment key={step.id}>{content}</Fragment>
      </section>
      {cart && step.id !== 'product' && step.id !== 'review' ? (
        <aside className="order-wizard__summary card card--padded" aria-label="Running total">
          <OrderSummaryTable summary={cart.summary} caption="Running total" />
        </aside>
      ) : null}
    </div>
  );
}
