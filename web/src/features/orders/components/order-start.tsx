import './checkout.css';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDERING_MESSAGES } from '@domain/ordering/ordering-messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { formatCalendarDate } from '@/lib/format';
import { checkoutSession } from '@/features/orders/checkout-session';
import { boxesOf, useStartCart } from '@/features/orders/hooks/use-start-cart';
import { newSupplyStart } from '@domain/ordering/reorder';
import { BoxesInput, boxesErrorId } from './boxes-input';
import { QuantityAdvice } from './quantity-advice';

/** The prescription fields this screen needs (structurally the prescriptions API's view). */
export interface OrderablePrescription {
  id: string;
  prescriptionNickname: string;
  prescriptionExpirationDate: string;
  isExpired: boolean;
  /** Issue #20: the last day of the current supply (the new lenses start after it). */
  supplyUntil?: string | null;
  rightEyeRx: OrderableEye | null;
  leftEyeRx: OrderableEye | null;
}
export interface OrderableEye {
  productId: string;
  variantId: string;
  productName: string | null;
  packSizeLabel: string | null;
  boxQuantity: number | null;
  isAvailable: boolean;
  supplyDaysPerBox?: number | null;
}

type BoxesText = { OD: string; OS: string };

/** Why a prescription cannot be ordered online ("call your doctor"), or null. */
export function notOrderableReason(rx: OrderablePrescription): string | null {
  if (rx.isExpired) return ORDERING_MESSAGES.prescriptionExpired;
  const eyes = [rx.rightEyeRx, rx.leftEyeRx].filter((e): e is OrderableEye => !!e);
  if (eyes.length === 0 || eyes.some((e) => !e.isAvailable)) return ORDERING_MESSAGES.productUnavailable;
  return null;
}

interface OrderStartProps {
  accountNumber: string;
  prescriptions: OrderablePrescription[];
  initialPrescriptionId?: string | null;
  /** Issue #20: boxes per eye for the initial prescription (the reorder link's od/os). */
  initialBoxes?: { OD: number; OS: number } | null;
  checkoutHref: string;
  /** Shown under the boxes with the order being chosen (the route composes the rebate and net cost here, issue #15). */
  footer?: (choice: { prescription: OrderablePrescription; boxes: { OD: number; OS: number } }) => ReactNode;
}

/** /patient/order: choose a current prescription and the boxes per eye, then go to checkout (a cart is created). */
export function OrderStart({ accountNumber, prescriptions, initialPrescriptionId, initialBoxes, checkoutHref, footer }: OrderStartProps) {
  const navigate = useNavigate();
  const { createCart, errorOf, start } = useStartCart(accountNumber);
  const [selectedId, setSelectedId] = useState<string | null>(initialPrescriptionId ?? prescriptions.find((p) => !notOrderableReason(p))?.id ?? null);
  const selected = prescriptions.find((p) => p.id === selectedId) ?? null;
  // The boxes per eye as typed, per prescription; the domain's rule (the API's) reads them, its message next to the field.
  const [boxes, setBoxes] = useState<Record<string, BoxesText>>(initialPrescriptionId && initialBoxes ? { [initialPrescriptionId]: { OD: String(initialBoxes.OD), OS: String(initialBoxes.OS) } } : {});
  const textsFor = (rx: OrderablePrescription): BoxesText => boxes[rx.id] ?? { OD: rx.rightEyeRx ? String(rx.rightEyeRx.boxQuantity ?? 1) : '0', OS: rx.leftEyeRx ? String(rx.leftEyeRx.boxQuantity ?? 1) : '0' };
  const boxesFor = (rx: OrderablePrescription) => {
    const t = textsFor(rx);
    return { OD: boxesOf(t.OD), OS: boxesOf(t.OS) };
  };
  // A new choice answers the last refusal ("Choose at least one box…"): it goes until the next try.
  const setText = (rx: OrderablePrescription, eye: 'OD' | 'OS', text: string) => {
    createCart.reset();
    setBoxes({ ...boxes, [rx.id]: { ...textsFor(rx), [eye]: text } });
  };
  const reason = selected ? notOrderableReason(selected) : null;

  if (prescriptions.length === 0) return <Alert tone="info">You have no prescriptions on file. Please call your doctor.</Alert>;

  const submit = () => {
    if (!selected || reason) return;
    const t = textsFor(selected);
    void start(selected.id, { ...(selected.rightEyeRx ? { OD: t.OD } : {}), ...(selected.leftEyeRx ? { OS: t.OS } : {}) }).then((cart) => {
      if (!cart) return;
      const b = boxesFor(selected);
      checkoutSession.clear();
      checkoutSession.set({
        cartId: cart.cartId,
        prescriptionId: cart.prescriptionId,
        completed: 0,
        cart,
        products: {
          ...(selected.rightEyeRx && b.OD > 0 ? { OD: [selected.rightEyeRx.productName ?? 'Lens', selected.rightEyeRx.packSizeLabel].filter(Boolean).join(', ') } : {}),
          ...(selected.leftEyeRx && b.OS > 0 ? { OS: [selected.leftEyeRx.productName ?? 'Lens', selected.leftEyeRx.packSizeLabel].filter(Boolean).join(', ') } : {}),
        },
      });
      void navigate(checkoutHref);
    });
  };

  return (
    <div className="stack-md">
      <fieldset className="checkout-choice">
        <legend>Choose a prescription</legend>
        {prescriptions.map((rx) => (
          <label key={rx.id}>
            <input type="radio" name="prescription" value={rx.id} checked={selectedId === rx.id} onChange={() => (createCart.reset(), setSelectedId(rx.id))} />
            <span>
              <strong>{rx.prescriptionNickname || 'Prescription'}</strong> — expires {formatCalendarDate(rx.prescriptionExpirationDate)}
              {rx.isExpired ? ' (expired)' : ''}
              <br />
              {[rx.rightEyeRx ? `Right eye: ${rx.rightEyeRx.productName ?? 'lens'}` : null, rx.leftEyeRx ? `Left eye: ${rx.leftEyeRx.productName ?? 'lens'}` : null].filter(Boolean).join(' · ')}
            </span>
          </label>
        ))}
      </fieldset>

      {selected && reason ? (
        <Alert tone="warning" title="Please call your doctor">
          {reason}
        </Alert>
      ) : null}

      {selected && !reason ? (
        <fieldset className="checkout-choice">
          <legend>Boxes per eye</legend>
          {(['OD', 'OS'] as const).map((eye) => {
            const rx = eye === 'OD' ? selected.rightEyeRx : selected.leftEyeRx;
            if (!rx) return null;
            const label = eye === 'OD' ? 'Right eye (OD) boxes' : 'Left eye (OS) boxes';
            const text = textsFor(selected)[eye];
            const problem = errorOf(text);
            return (
              <div key={eye} className="field">
                <label className="field__label" htmlFor={`boxes-${eye}`}>
                  {label}
                </label>
                <BoxesInput id={`boxes-${eye}`} className="field__input" text={text} error={problem} onChange={(t) => setText(selected, eye, t)} />
                {problem ? (
                  <p className="field__error" id={boxesErrorId(`boxes-${eye}`)}>
                    {problem}
                  </p>
                ) : null}
                <small className="field__hint">
                  {rx.productName ?? 'Lens'}
                  {rx.packSizeLabel ? ` · ${rx.packSizeLabel}` : ''}
                </small>
                <QuantityAdvice
                  eyeLabel={eye === 'OD' ? 'Right eye' : 'Left eye'}
                  daysPerBox={rx.supplyDaysPerBox}
                  boxes={boxesFor(selected)[eye]}
                  expirationDate={selected.prescriptionExpirationDate}
                  start={newSupplyStart(selected.supplyUntil)}
                  onUse={(n) => setText(selected, eye, String(n))}
                />
              </div>
            );
          })}
          <p>Prices, supply and shipping are shown in the order summary at checkout.</p>
        </fieldset>
      ) : null}
      {selected && !reason ? footer?.({ prescription: selected, boxes: boxesFor(selected) }) : null}

      {createCart.isError ? <Alert tone="error">{createCart.error.message}</Alert> : null}
      <div>
        <Button onClick={submit} disabled={!selected || !!reason} loading={createCart.isPending}>
          Continue to checkout
        </Button>
      </div>
    </div>
  );
}
