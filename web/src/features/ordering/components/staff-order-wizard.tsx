import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DISCOUNT_MESSAGES } from '@domain/ordering/discount-rules';
import { MAX_BOXES_PER_EYE } from '@domain/ordering/cart-lines';
import { formatDollars } from '@domain/ordering/order-history';
import { priceTierOfSupply } from '@domain/pricing/tiers';
import { PROMO_SHIPPING_CHARGE } from '@domain/ordering/shipping-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { useAddDeliveryAddress } from '@/features/ordering/api/add-delivery-address';
import { useCheckOutPos } from '@/features/ordering/api/check-out';
import { useCreateCart } from '@/features/ordering/api/create-cart';
import { useDeliveryModes } from '@/features/ordering/api/get-delivery-modes';
import { usePackSize } from '@/features/ordering/api/get-pack-size';
import { useReviewCart } from '@/features/ordering/api/review-cart';
import { useSetDeliveryMode } from '@/features/ordering/api/set-delivery-mode';
import { useSetDiscount } from '@/features/ordering/api/set-discount';
import type { CartReply, DeliveryAddressInput, DeliveryMethod, PosMethod } from '@/features/ordering/api/types';
import { useValidateAddress, type AddressSuggestion } from '@/features/ordering/api/validate-address';
import { OrderSummaryTable } from './order-summary-table';
import { STAFF_ORDER_STEPS, WizardSteps } from './wizard-steps';
import './ordering.css';

/** One eye of the prescription being ordered (composed by the route from the prescriptions feature). */
export interface OrderEye {
  eye: 'OD' | 'OS';
  productId: string;
  variantId: string;
  productName: string | null;
  brand: string | null;
  boxQuantity: number | null;
  dimensions: { label: string; value: string }[];
}

export interface OrderPrescription {
  id: string;
  nickname: string;
  expirationDate: string;
  eyes: OrderEye[];
}

/** The wizard's saved session data (spec point 4: leaving checkout clears it). */
export const STAFF_ORDER_SESSION_KEY = 'lensloop.staffOrder';

const errorText = (error: unknown) => (isApiError(error) || error instanceof Error ? error.message : 'Something went wrong. Please try again.');

const EYE_NAMES = { OD: 'Right eye (OD)', OS: 'Left eye (OS)' } as const;

// ---- Step 1: product and quantity ----

function EyeQuantity({ eye, boxes, accountNumber, onChange }: { eye: OrderEye; boxes: number; accountNumber: string; onChange: (n: number) => void }) {
  const pack = usePackSize(eye.productId, eye.variantId, accountNumber);
  // The practice's price per box at the tier this eye's supply reaches (issue #6), as the cart will charge it.
  const priceCents = pack.data ? pack.data.prices[priceTierOfSupply(Math.max(1, boxes) * pack.data.supplyDaysPerBox)] : null;
  const inputId = `boxes-${eye.eye}`;
  return (
    <div className="order-eye card card--padded">
      <h3 className="order-eye__title">{EYE_NAMES[eye.eye]}</h3>
      <p className="order-eye__product">
        <strong>{eye.productName ?? eye.productId}</strong>
        {eye.brand ? ` by ${eye.brand}` : ''}
      </p>
      <p className="muted">{eye.dimensions.map((d) => `${d.label} ${d.value}`).join(' · ')}</p>
      <div className="order-eye__qty">
        <label htmlFor={inputId}>Boxes for the {eye.eye === 'OD' ? 'right' : 'left'} eye</label>
        <input id={inputId} type="number" min={0} max={MAX_BOXES_PER_EYE} value={boxes} onChange={(e) => onChange(Math.max(0, Math.min(MAX_BOXES_PER_EYE, Number(e.target.value) || 0)))} />
      </div>
      {pack.data ? (
        <dl className="order-eye__facts">
          <div>
            <dt>Per box</dt>
            <dd>
              {pack.data.packSizeLabel}, {pack.data.supplyLabel} supply
            </dd>
          </div>
          <div>
            <dt>Supply</dt>
            <dd>
              {boxes * pack.data.supplyAmount} {pack.data.unit}
            </dd>
          </div>
          <div>
            <dt>Price per box</dt>
            <dd>{priceCents !== null ? formatDollars(priceCents) : ''}</dd>
          </div>
          <div>
            <dt>Eye total</dt>
            <dd>{priceCents !== null ? formatDollars(priceCents * boxes) : ''}</dd>
          </div>
        </dl>
      ) : pack.isLoading ? (
        <Spinner size="sm" label="Loading pack size" />
      ) : null}
    </div>
  );
}

// ---- Step 2: discounts ----

const money = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, DISCOUNT_MESSAGES.invalidAmount);
const discountForm = z.object({ discount: money, insurance: money });
type DiscountForm = z.infer<typeof discountForm>;

function DiscountStep({ cartId, onDone }: { cartId: string; onDone: (cart: CartReply) => void }) {
  const setDiscount = useSetDiscount();
  const { register, handleSubmit, formState } = useForm<DiscountForm>({ resolver: zodResolver(discountForm), defaultValues: { discount: '0.00', insurance: '0.00' } });
  return (
    <form noValidate aria-label="Apply discounts" onSubmit={handleSubmit(async (v) => {
        const reply = await setDiscount.mutateAsync({ cartId, discount: Number(v.discount), insurance: Number(v.insurance) }).catch(() => null);
        if (reply) onDone(reply);
      })}>
      {setDiscount.error ? <Alert tone="error">{errorText(setDiscount.error)}</Alert> : null}
      <div className="order-form-grid">
        <TextField label="Discount ($)" inputMode="decimal" error={formState.errors.discount?.message} {...register('discount')} />
        <TextField label="Insurance ($)" inputMode="decimal" error={formState.errors.insurance?.message} {...register('insurance')} />
      </div>
      <div className="order-actions">
        <Button type="submit" loading={setDiscount.isPending}>
          Continue
        </Button>
      </div>
    </form>
  );
}

// ---- Step 3: delivery ----

const addressForm = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  address1: z.string().trim().min(1, 'Address is required').max(250),
  address2: z.string().trim().max(250),
  city: z.string().trim().min(1, 'City is required').max(120),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use the two-letter state code'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  phone: z.string().trim().max(20),
});
type AddressForm = z.infer<typeof addressForm>;

function toAddress(v: AddressForm): DeliveryAddressInput {
  return { name: v.name, address1: v.address1, city: v.city, state: v.state.toUpperCase(), zip: v.zip, ...(v.address2 ? { address2: v.address2 } : {}), ...(v.phone ? { phone: v.phone } : {}) };
}

function DeliveryStep({ cartId, patientName, onDone }: { cartId: string; patientName: string; onDone: (cart: CartReply, method: DeliveryMethod) => void }) {
  const [method, setMethod] = useState<DeliveryMethod>('ship');
  const [suggestion, setSuggestion] = useState<{ entered: DeliveryAddressInput; suggested: AddressSuggestion } | null>(null);
  const add = useAddDeliveryAddress();
  const validate = useValidateAddress();
  const { register, handleSubmit, formState } = useForm<AddressForm>({ resolver: zodResolver(addressForm), defaultValues: { name: patientName, address1: '', address2: '', city: '', state: '', zip: '', phone: '' } });

  async function send(address: DeliveryAddressInput | null) {
    const reply = await add.mutateAsync({ cartId, method, address }).catch(() => null);
    if (reply) onDone(reply, method);
  }

  async function submitAddress(v: AddressForm) {
    const entered = toAddress(v);
    const checked = await validate.mutateAsync({ address1: entered.address1, ...(entered.address2 ? { address2: entered.address2 } : {}), city: entered.city, state: entered.state, zip: entered.zip }).catch(() => null);
    if (!checked) return;
    const s = checked.suggestion;
    const same = s && s.address1 === entered.address1 && (s.address2 || '') === (entered.address2 ?? '') && s.city === entered.city && s.state === entered.state && s.zip === entered.zip;
    if (s && !same) setSuggestion({ entered, suggested: s });
    else await send(entered);
  }

  const problem = validate.data && !validate.data.accepted ? validate.data.validatedAddresses[0]?.messages.filter((m) => m.severity === 'error') : [];
  return (
    <div>
      {add.error ? <Alert tone="error">{errorText(add.error)}</Alert> : null}
      {validate.error ? <Alert tone="error">{errorText(validate.error)}</Alert> : null}
      {problem && problem.length > 0 && !suggestion ? <Alert tone="warning">{problem.map((m) => m.summary).join(' ')}</Alert> : null}
      <fieldset className="order-choices">
        <legend>Where does the order go?</legend>
        {(
          [
            ['ship', 'Ship to patient'],
            ['inOffice', 'In-office inventory'],
            ['pickup', 'Pickup in store'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="order-choice">
            <input type="radio" name="delivery-method" value={value} checked={method === value} onChange={() => (setMethod(value), setSuggestion(null))} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {method === 'ship' ? (
        suggestion ? (
          <section aria-label="Address suggestion" className="card card--padded order-suggestion">
            <h3>We found a suggested address</h3>
            <div className="order-suggestion__grid">
              <div>
                <h4>You entered</h4>
                <p>
                  {suggestion.entered.address1} {suggestion.entered.address2}
                  <br />
                  {suggestion.entered.city}, {suggestion.entered.state} {suggestion.entered.zip}
                </p>
              </div>
              <div>
                <h4>Suggested</h4>
                <p>
                  {suggestion.suggested.address1} {suggestion.suggested.address2}
                  <br />
                  {suggestion.suggested.city}, {suggestion.suggested.state} {suggestion.suggested.zip}
                </p>
              </div>
            </div>
            <div className="order-actions">
              <Button
                loading={add.isPending}
                onClick={() => {
                  const s = suggestion.suggested;
                  void send({ ...suggestion.entered, address1: s.address1, city: s.city, state: s.state, zip: s.zip, ...(s.address2 ? { address2: s.address2 } : {}) });
                }}
              >
                Use suggested address
              </Button>
              <Button variant="secondary" loading={add.isPending} onClick={() => void send(suggestion.entered)}>
                Keep address as entered
              </Button>
              <Button variant="ghost" onClick={() => setSuggestion(null)}>
                Edit address
              </Button>
            </div>
          </section>
        ) : (
          <form noValidate aria-label="Delivery address" onSubmit={handleSubmit(submitAddress)}>
            <div className="order-form-grid">
              <TextField label="Name" autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
              <TextField label="Address line 1" autoComplete="address-line1" error={formState.errors.address1?.message} {...register('address1')} />
              <TextField label="Address line 2" optionalLabel autoComplete="address-line2" error={formState.errors.address2?.message} {...register('address2')} />
              <TextField label="City" autoComplete="address-level2" error={formState.errors.city?.message} {...register('city')} />
              <TextField label="State" autoComplete="address-level1" maxLength={2} error={formState.errors.state?.message} {...register('state')} />
              <TextField label="ZIP code" autoComplete="postal-code" error={formState.errors.zip?.message} {...register('zip')} />
              <TextField label="Phone" optionalLabel autoComplete="tel" error={formState.errors.phone?.message} {...register('phone')} />
            </div>
            <div className="order-actions">
              <Button type="submit" loading={validate.isPending || add.isPending}>
                Continue
              </Button>
            </div>
          </form>
        )
      ) : (
        <div className="order-actions">
          <Button loading={add.isPending} onClick={() => void send(null)}>
            Continue
          </Button>
        </div>
      )}
    </div>
  );
}

// ---- Step 4: shipping method ----

function ShippingStep({ cartId, shipped, onDone }: { cartId: string; shipped: boolean; onDone: (cart: CartReply | null) => void }) {
  const modes = useDeliveryModes(shipped ? cartId : null);
  const setMode = useSetDeliveryMode();
  const [chosen, setChosen] = useState('standard');
  if (!shipped) {
    return (
      <div>
        <p>No shipping method is needed: the order is not shipped.</p>
        <div className="order-actions">
          <Button onClick={() => onDone(null)}>Continue</Button>
        </div>
      </div>
    );
  }
  if (modes.isLoading) return <Spinner label="Loading shipping methods" />;
  if (modes.error) return <Alert tone="error">{errorText(modes.error)}</Alert>;
  const standard = modes.data?.deliveryModes.find((m) => m.deliveryModeId === 'standard');
  const freeReason =
    standard?.promoShippingCharge === PROMO_SHIPPING_CHARGE.semi_annual_supply
      ? 'Standard shipping is free: the order is a semi-annual or larger supply for every eye.'
      : standard && standard.priceCents === 0
        ? 'Standard shipping is free for this order.'
        : null;
  return (
    <div>
      {setMode.error ? <Alert tone="error">{errorText(setMode.error)}</Alert> : null}
      {freeReason ? <Alert tone="success">{freeReason}</Alert> : null}
      <fieldset className="order-choices">
        <legend>Shipping method</legend>
        {modes.data?.deliveryModes.map((m) => (
          <label key={m.deliveryModeId} className="order-choice">
            <input type="radio" name="delivery-mode" value={m.deliveryModeId} checked={chosen === m.deliveryModeId} onChange={() => setChosen(m.deliveryModeId)} />
            <span>
              <strong>{m.label}</strong> — {m.priceCents === 0 ? 'Free' : formatDollars(m.priceCents)}
              <span className="muted">
                {' '}
                · {m.estimate} (estimated {formatCalendarDate(m.estimatedDelivery.from)}
                {m.estimatedDelivery.to !== m.estimatedDelivery.from ? ` to ${formatCalendarDate(m.estimatedDelivery.to)}` : ''})
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="order-actions">
        <Button loading={setMode.isPending} onClick={() => void setMode.mutateAsync({ cartId, deliveryModeId: chosen }).then(onDone, () => undefined)}>
          Continue
        </Button>
      </div>
    </div>
  );
}

// ---- Step 5: payment ----

const POS_OPTIONS: readonly (readonly [PosMethod, string])[] = [
  ['cash', 'Cash received in the office'],
  ['card', 'Card received in the office'],
  ['none', 'No payment due'],
];

function PaymentStep({ cartId, method, onChange, onDone }: { cartId: string; method: PosMethod; onChange: (m: PosMethod) => void; onDone: (cart: CartReply) => void }) {
  const review = useReviewCart();
  return (
    <div>
      {review.error ? <Alert tone="error">{errorText(review.error)}</Alert> : null}
      <fieldset className="order-choices">
        <legend>Point of sale payment</legend>
        {POS_OPTIONS.map(([value, label]) => (
          <label key={value} className="order-choice">
            <input type="radio" name="pos-method" value={value} checked={method === value} onChange={() => onChange(value)} />
            <span>{label}</span>
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

// ---- The wizard ----

interface StaffOrderWizardProps {
  accountNumber: string;
  patientName: string;
  prescription: OrderPrescription;
  onPlaced: (salesOrderID: string) => void;
}

/**
 * The staff order wizard (spec point 2 / point 4 "Order wizard"): Product → Apply Discounts →
 * Delivery → Shipping Method → Payment → Review and Order. Each step's Continue writes through the
 * ordering API; going back to a step disables every later one (and a new quantity makes a new cart).
 */
export function StaffOrderWizard({ accountNumber, patientName, prescription, onPlaced }: StaffOrderWizardProps) {
  const [step, setStep] = useState(0);
  const [enabledUpTo, setEnabledUpTo] = useState(0);
  const [boxes, setBoxes] = useState<Record<'OD' | 'OS', number>>(() => ({
    OD: prescription.eyes.find((e) => e.eye === 'OD')?.boxQuantity ?? 1,
    OS: prescription.eyes.find((e) => e.eye === 'OS')?.boxQuantity ?? 1,
  }));
  const [cart, setCart] = useState<CartReply | null>(null);
  const [delivery, setDelivery] = useState<DeliveryMethod>('ship');
  const [pos, setPos] = useState<PosMethod>('cash');
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const createCart = useCreateCart();
  const checkOut = useCheckOutPos();

  // Saved session data: the cart in progress; leaving the wizard clears it (spec point 4).
  useEffect(() => {
    if (cart) sessionStorage.setItem(STAFF_ORDER_SESSION_KEY, JSON.stringify({ accountNumber, prescriptionId: prescription.id, cartId: cart.cartId, step }));
  }, [accountNumber, prescription.id, cart, step]);
  useEffect(() => () => sessionStorage.removeItem(STAFF_ORDER_SESSION_KEY), []);

  function complete(next: number, reply?: CartReply | null) {
    if (reply) setCart(reply);
    setEnabledUpTo(next);
    setStep(next);
  }

  function goBack(index: number) {
    if (index > enabledUpTo) return;
    setStep(index);
    setEnabledUpTo(index);
  }

  async function startCart() {
    const has = (eye: 'OD' | 'OS') => prescription.eyes.some((e) => e.eye === eye);
    const reply = await createCart.mutateAsync({
      customerId: accountNumber,
      prescriptionId: prescription.id,
      ...(has('OD') ? { rightEyeBoxes: boxes.OD } : {}),
      ...(has('OS') ? { leftEyeBoxes: boxes.OS } : {}),
    });
    setIdempotencyKey(crypto.randomUUID());
    complete(1, reply);
  }

  async function placeOrder() {
    if (!cart) return;
    const placed = await checkOut.mutateAsync({ cartId: cart.cartId, method: pos, idempotencyKey });
    sessionStorage.removeItem(STAFF_ORDER_SESSION_KEY);
    onPlaced(placed.salesOrderID);
  }

  const title = STAFF_ORDER_STEPS[step];
  return (
    <div className="order-wizard">
      <WizardSteps current={step} enabledUpTo={enabledUpTo} onSelect={goBack} />
      <section className="order-wizard__panel card card--padded" aria-labelledby="order-step-title">
        <h2 id="order-step-title" className="section-title">
          {title}
        </h2>
        {step === 0 ? (
          <div>
            <p className="muted">
              Prescription <strong>{prescription.nickname}</strong>, expires {formatCalendarDate(prescription.expirationDate)}
            </p>
            {createCart.error ? <Alert tone="error">{errorText(createCart.error)}</Alert> : null}
            <div className="order-eyes">
              {prescription.eyes.map((eye) => (
                <EyeQuantity key={eye.eye} eye={eye} boxes={boxes[eye.eye]} accountNumber={accountNumber} onChange={(n) => setBoxes((b) => ({ ...b, [eye.eye]: n }))} />
              ))}
            </div>
            <div className="order-actions">
              <Button loading={createCart.isPending} onClick={() => void startCart().catch(() => undefined)}>
                Continue
              </Button>
            </div>
          </div>
        ) : null}
        {step === 1 && cart ? <DiscountStep cartId={cart.cartId} onDone={(r) => complete(2, r)} /> : null}
        {step === 2 && cart ? (
          <DeliveryStep
            cartId={cart.cartId}
            patientName={patientName}
            onDone={(r, m) => {
              setDelivery(m);
              complete(3, r);
            }}
          />
        ) : null}
        {step === 3 && cart ? <ShippingStep cartId={cart.cartId} shipped={delivery === 'ship'} onDone={(r) => complete(4, r)} /> : null}
        {step === 4 && cart ? <PaymentStep cartId={cart.cartId} method={pos} onChange={setPos} onDone={(r) => complete(5, r)} /> : null}
        {step === 5 && cart ? (
          <div>
            {checkOut.error ? <Alert tone="error">{errorText(checkOut.error)}</Alert> : null}
            <dl className="order-review">
              {cart.orderSummary.rightEye ? (
                <div>
                  <dt>Right eye (OD)</dt>
                  <dd>
                    {cart.orderSummary.rightEye.quantity} × {formatDollars(Math.round(cart.orderSummary.rightEye.price * 100))}
                  </dd>
                </div>
              ) : null}
              {cart.orderSummary.leftEye ? (
                <div>
                  <dt>Left eye (OS)</dt>
                  <dd>
                    {cart.orderSummary.leftEye.quantity} × {formatDollars(Math.round(cart.orderSummary.leftEye.price * 100))}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>Delivery</dt>
                <dd>{delivery === 'ship' ? 'Ship to patient' : delivery === 'inOffice' ? 'In-office inventory' : 'Pickup in store'}</dd>
              </div>
              <div>
                <dt>Payment</dt>
                <dd>{POS_OPTIONS.find(([v]) => v === pos)?.[1]}</dd>
              </div>
            </dl>
            <OrderSummaryTable summary={cart.summary} />
            <div className="order-actions">
              <Button loading={checkOut.isPending} onClick={() => void placeOrder().catch(() => undefined)}>
                Place order
              </Button>
            </div>
          </div>
        ) : null}
      </section>
      {cart && step > 0 && step < 5 ? (
        <aside className="order-wizard__summary card card--padded" aria-label="Running total">
          <OrderSummaryTable summary={cart.summary} caption="Running total" />
        </aside>
      ) : null}
    </div>
  );
}
