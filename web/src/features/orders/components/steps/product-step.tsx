import { MAX_BOXES_PER_EYE } from '@domain/ordering/cart-lines';
import type { CartReply } from '@domain/ordering/api-schemas';
import { formatDollars } from '@domain/ordering/order-history';
import { priceTierOfSupply } from '@domain/pricing/tiers';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { formatCalendarDate } from '@/lib/format';
import { useCreateCart } from '@/features/orders/api/create-cart';
import { usePackSize } from '@/features/orders/api/get-pack-size';
import { errorText } from './step-common';

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

export type Boxes = Record<'OD' | 'OS', number>;

const EYE_NAMES = { OD: 'Right eye (OD)', OS: 'Left eye (OS)' } as const;

/** The boxes each eye starts with: the prescription's box quantity, else 1. */
export const initialBoxes = (prescription: OrderPrescription): Boxes => ({
  OD: prescription.eyes.find((e) => e.eye === 'OD')?.boxQuantity ?? 1,
  OS: prescription.eyes.find((e) => e.eye === 'OS')?.boxQuantity ?? 1,
});

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

interface ProductStepProps {
  accountNumber: string;
  prescription: OrderPrescription;
  boxes: Boxes;
  onBoxesChange: (boxes: Boxes) => void;
  /** The new cart (a new quantity makes a new cart, cart flow step "Create cart"). */
  onDone: (cart: CartReply) => void;
}

/** The product-quantity step: boxes per eye with pack size, supply and the price per box, then /order/createcart. */
export function ProductStep({ accountNumber, prescription, boxes, onBoxesChange, onDone }: ProductStepProps) {
  const createCart = useCreateCart();
  const has = (eye: 'OD' | 'OS') => prescription.eyes.some((e) => e.eye === eye);
  const start = () =>
    createCart
      .mutateAsync({ customerId: accountNumber, prescriptionId: prescription.id, ...(has('OD') ? { rightEyeBoxes: boxes.OD } : {}), ...(has('OS') ? { leftEyeBoxes: boxes.OS } : {}) })
      .then(onDone, () => undefined);
  return (
    <div>
      <p className="muted">
        Prescription <strong>{prescription.nickname}</strong>, expires {formatCalendarDate(prescription.expirationDate)}
      </p>
      {createCart.error ? <Alert tone="error">{errorText(createCart.error)}</Alert> : null}
      <div className="order-eyes">
        {prescription.eyes.map((eye) => (
          <EyeQuantity key={eye.eye} eye={eye} boxes={boxes[eye.eye]} accountNumber={accountNumber} onChange={(n) => onBoxesChange({ ...boxes, [eye.eye]: n })} />
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
