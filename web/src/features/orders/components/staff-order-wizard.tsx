import './ordering.css';
import { Fragment, type ReactNode, useCallback, useEffect, useState } from 'react';
import type { CartReply, DeliveryAddressInput, DeliveryMethod, PosMethod } from '@domain/ordering/api-schemas';
import { ExpiredOrderAlert } from './expired-order-alert';
import { useOrderWizard } from '@/features/orders/hooks/use-order-wizard';
import { OrderStepsNav } from './order-steps-nav';
import { RunningSummary, type EyeProducts } from './running-summary';
import { DeliveryAddressStep } from './steps/delivery-address-step';
import { type AppliedDiscounts, DiscountStep, NO_DISCOUNTS } from './steps/discount-step';
import { PosPaymentChoice } from './steps/pos-payment-step';
import { type Boxes, initialBoxes, type OrderPrescription, ProductStep } from './steps/product-step';
import type { ChosenShipping } from '@/features/orders/order-shipping';
import { ReviewStep } from './steps/review-step';
import { ShippingMethodStep } from './steps/shipping-method-step';
import { isCartExpired } from './steps/step-common';

export type { Boxes, OrderPrescription } from './steps/product-step';

/**
 * The staff order's steps, in order: the product quantity (spec point 2 "Order-creation step
 * names"), then the staff-assisted checkout's Delivery Address, Shipping Method, Apply Discounts,
 * Review and Order (spec point 2 "Checkout steps"). The point-of-sale payment is chosen on Review and Order.
 */
export const STAFF_ORDER_STEPS = [
  { id: 'product', name: 'Product Quantity' },
  { id: 'delivery', name: 'Delivery Address' },
  { id: 'shipping', name: 'Shipping Method' },
  { id: 'discounts', name: 'Apply Discounts' },
  { id: 'review', name: 'Review and Order' },
] as const;

/** Where a practice's order may go (the first is the default). */
const PRACTICE_DELIVERY_METHODS: readonly DeliveryMethod[] = ['ship', 'inOffice', 'pickup'];

/** The wizard's saved session data (spec point 4: leaving checkout clears it). */
export const STAFF_ORDER_SESSION_KEY = 'lensloop.staffOrder';

interface StaffOrderWizardProps {
  accountNumber: string;
  patientName: string;
  /** The patient's address and phone on record: the delivery form starts with them (issue #18). */
  recordAddress?: DeliveryAddressInput | undefined;
  prescription: OrderPrescription;
  onPlaced: (salesOrderID: string) => void;
  /**
   * Shown under the wizard with the order in progress (the route composes other features here, e.g.
   * the rebate and net cost, issue #15): the boxes as typed, and the cart once the quantity step made
   * it (null while the quantity is being chosen, when the cart may not match it).
   */
  footer?: (order: { boxes: Boxes; cart: CartReply | null }) => ReactNode;
}

/** Each eye's product as the summary names it. */
const productsOf = (prescription: OrderPrescription): EyeProducts =>
  Object.fromEntries(prescription.eyes.map((e) => [e.eye, { name: e.productName ?? e.productId, detail: e.dimensions.map((d) => `${d.label} ${d.value}`).join(' · ') }]));

/**
 * The staff order wizard (spec point 2 / point 4 "Order wizard"): the order wizard's practice
 * composition. Each step's Continue writes through the ordering API; going back to a step disables
 * every later one (and a new quantity makes a new cart). The running order summary stands beside
 * every step after the cart exists; an idle cart offers to restart the order.
 */
export function StaffOrderWizard({ accountNumber, patientName, recordAddress, prescription, onPlaced, footer }: StaffOrderWizardProps) {
  const wizard = useOrderWizard(STAFF_ORDER_STEPS);
  const [boxes, setBoxes] = useState(() => initialBoxes(prescription));
  const [cart, setCart] = useState<CartReply | null>(null);
  const [delivery, setDelivery] = useState<DeliveryMethod>('ship');
  const [address, setAddress] = useState<DeliveryAddressInput | null>(null);
  const [shipping, setShipping] = useState<ChosenShipping | null>(null);
  const [discounts, setDiscounts] = useState<AppliedDiscounts>(NO_DISCOUNTS);
  const [pos, setPos] = useState<PosMethod>('cash');
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [expired, setExpired] = useState(false);
  const step = wizard.current;
  const products = productsOf(prescription);
  const onError = useCallback((error: unknown) => {
    if (isCartExpired(error)) setExpired(true);
  }, []);

  // Saved session data: the cart in progress; leaving the wizard clears it (spec point 4).
  useEffect(() => {
    if (cart) sessionStorage.setItem(STAFF_ORDER_SESSION_KEY, JSON.stringify({ accountNumber, prescriptionId: prescription.id, cartId: cart.cartId, step: step.index }));
  }, [accountNumber, prescription.id, cart, step.index]);
  useEffect(() => () => sessionStorage.removeItem(STAFF_ORDER_SESSION_KEY), []);

  const done = (reply: CartReply | null) => {
    if (reply) setCart(reply);
    wizard.complete();
  };

  if (expired && cart) {
    return (
      <ExpiredOrderAlert
        cartId={cart.cartId}
        onRenewed={(reply) => {
          setCart(reply);
          setExpired(false);
          wizard.goTo('delivery');
        }}
      />
    );
  }

  // The running total beside the steps between the cart's creation and the review (which shows everything itself).
  const summaryBeside = cart !== null && step.id !== 'product' && step.id !== 'review';
  const content = (() => {
    if (step.id === 'product') {
      const started = (reply: CartReply) => {
        setIdempotencyKey(crypto.randomUUID());
        setDiscounts(NO_DISCOUNTS);
        done(reply);
      };
      return <ProductStep accountNumber={accountNumber} prescription={prescription} boxes={boxes} onBoxesChange={setBoxes} onDone={started} />;
    }
    if (!cart) return null;
    switch (step.id) {
      case 'delivery':
        return (
          <DeliveryAddressStep
            look="staff"
            cartId={cart.cartId}
            methods={PRACTICE_DELIVERY_METHODS}
            initialAddress={address ?? recordAddress ?? { name: patientName, address1: '', city: '', state: '', zip: '' }}
            storedAddress={recordAddress?.address1 ? recordAddress : undefined}
            onDone={(chosen, reply) => (setDelivery(chosen.method), setAddress(chosen.address), done(reply))}
            onError={onError}
          />
        );
      case 'shipping':
        return (
          <ShippingMethodStep
            look="staff"
            cartId={cart.cartId}
            shipped={delivery === 'ship'}
            initial="standard"
            onCart={setCart}
            onError={onError}
            onDone={(_mode, reply, shown) => {
              setShipping(shown);
              done(reply);
            }}
          />
        );
      case 'discounts':
        return <DiscountStep cartId={cart.cartId} subTotalCents={cart.summary.subTotalCents} initial={discounts} onError={onError} onDone={(reply, applied) => (setDiscounts(applied), done(reply))} />;
      case 'review':
        return (
          <ReviewStep
            cart={cart}
            products={products}
            delivery={delivery}
            address={delivery === 'ship' ? address : null}
            shipping={delivery === 'ship' ? shipping : null}
            payment={{ mode: 'pos', method: pos }}
            paymentChoice={<PosPaymentChoice method={pos} onChange={setPos} />}
            idempotencyKey={idempotencyKey}
            onCart={setCart}
            onError={onError}
            onPlaced={(salesOrderID) => {
              sessionStorage.removeItem(STAFF_ORDER_SESSION_KEY);
              onPlaced(salesOrderID);
            }}
          />
        );
    }
  })();

  return (
    <>
      <div className="order-wizard">
        <OrderStepsNav look="staff" steps={wizard.steps} onSelect={wizard.goTo} />
        <section className={summaryBeside ? 'order-wizard__panel card card--padded' : 'order-wizard__panel order-wizard__panel--wide card card--padded'} aria-labelledby="order-step-title">
          <h2 id="order-step-title" className="section-title">
            {step.name}
          </h2>
          <Fragment key={step.id}>{content}</Fragment>
        </section>
        {summaryBeside ? (
          <aside className="order-wizard__summary card card--padded" aria-label="Running total">
            <RunningSummary cart={cart} products={products} title="Running total" shippingPending={step.id === 'delivery' && shipping === null} />
          </aside>
        ) : null}
      </div>
      {footer?.({ boxes, cart: step.id === 'product' ? null : cart })}
    </>
  );
}
