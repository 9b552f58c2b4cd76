import type { CartReply } from '@domain/ordering/api-schemas';
import { formatMoney } from '@domain/pricing/money';
import { priceTierOfSupply } from '@domain/pricing/tiers';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { formatCalendarDate } from '@/lib/format';
import { usePackSize } from '@/features/orders/api/get-pack-size';
import { boxesOf, useStartCart } from '@/features/orders/hooks/use-start-cart';
import { errorText } from './step-common';
import { newSupplyStart } from '@domain/ordering/reorder';
import { BoxesInput, boxesErrorId } from '../boxes-input';
import { QuantityAdvice } from '../quantity-advice';

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
  /** Issue #20: the last day of the current supply (the new lenses start after it; quantity advice counts from there). */
  supplyUntil?: string | null;
  eyes: OrderEye[];
}

/** The boxes per eye as typed (the form keeps the text; the domain's rule reads it). */
export type Boxes = Record<'OD' | 'OS', string>;

const EYE_NAMES = { OD: 'Right eye (OD)', OS: 'Left eye (OS)' } as const;

/** The boxes each eye starts with: the prescription's box quantity, else 1. */
export const initialBoxes = (prescription: OrderPrescription): Boxes => ({
  OD: String(prescription.eyes.find((e) => e.eye === 'OD')?.boxQuantity ?? 1),
  OS: String(prescription.eyes.find((e) => e.eye === 'OS')?.boxQuantity ?? 1),
});

interface EyeQuantityProps {
  eye: OrderEye;
  text: string;
  /** The rule's message for the text, once the user asked to continue. */
  error: string | undefined;
  accountNumber: string;
  onChange: (text: string) => void;
  expirationDate?: string;
  supplyUntil?: string | null | undefined;
}

function EyeQuantity({ eye, text, error, accountNumber, onChange, expirationDate, supplyUntil }: EyeQuantityProps) {
  const pack = usePackSize(eye.productId, eye.variantId, accountNumber);
  const boxes = boxesOf(text);
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
        <BoxesInput id={inputId} text={text} error={error} onChange={onChange} />
      </div>
      {error ? (
        <p className="field__error" id={boxesErrorId(inputId)}>
          {error}
        </p>
      ) : null}
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
            <dd>{priceCents !== null ? formatMoney(priceCents) : ''}</dd>
          </div>
          <div>
            <dt>Eye total</dt>
            <dd>{priceCents !== null ? formatMoney(priceCents * boxes) : ''}</dd>
          </div>
        </dl>
      ) : pack.isLoading ? (
        <Spinner size="sm" label="Loading pack size" />
      ) : null}
      {expirationDate ? (
        <QuantityAdvice eyeLabel={eye.eye === 'OD' ? 'Right eye' : 'Left eye'} daysPerBox={pack.data?.supplyDaysPerBox} boxes={boxes} expirationDate={expirationDate} start={newSupplyStart(supplyUntil)} onUse={(n) => onChange(String(n))} />
      ) : null}
    </div>
  );
}

interface ProductStepProps {
  accountNumber: string;
  prescription: OrderPrescription;
  boxes: Boxes;
  onBoxesChange: (boxes: Boxes) => void;
  /** The new cart (a new quantity makes a new cart, cart flow step "Create cart"). */
  onDone: (cart: CartReply) => void;
}

/**
 * The product-quantity step: boxes per eye with pack size, supply and the price per box, then
 * /order/createcart. The boxes are checked by the API's rule first, its message next to the field.
 */
export function ProductStep({ accountNumber, prescription, boxes, onBoxesChange, onDone }: ProductStepProps) {
  const { createCart, errorOf, start: startCart } = useStartCart(accountNumber);
  const has = (eye: 'OD' | 'OS') => prescription.eyes.some((e) => e.eye === eye);
  const start = () => startCart(prescription.id, { ...(has('OD') ? { OD: boxes.OD } : {}), ...(has('OS') ? { OS: boxes.OS } : {}) }).then((cart) => cart && onDone(cart));
  return (
    <div>
      <p className="muted">
        Prescription <strong>{prescription.nickname}</strong>, expires {formatCalendarDate(prescription.expirationDate)}
      </p>
      {createCart.error ? <Alert tone="error">{errorText(createCart.error)}</Alert> : null}
      <div className="order-eyes">
        {prescription.eyes.map((eye) => (
          <EyeQuantity
            key={eye.eye}
            eye={eye}
            text={boxes[eye.eye]}
            error={errorOf(boxes[eye.eye])}
            accountNumber={accountNumber}
            onChange={(text) => (createCart.reset(), onBoxesChange({ ...boxes, [eye.eye]: text }))}
            expirationDate={prescription.expirationDate}
            supplyUntil={prescription.supplyUntil}
          />
        ))}
      </div>
      <div className="order-actions">
        <Button loading={createCart.isPending} onClick={() => void start()}>
          Continue
        </Button>
      </div>
    </div>
  );
}
