import './checkout.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_BOXES_PER_EYE } from '@domain/ordering/cart-lines';
import { ORDERING_MESSAGES } from '@domain/ordering/ordering-messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { formatCalendarDate } from '@/lib/format';
import { useCreateCart } from '@/features/orders/api/create-cart';
import { checkoutSession } from '@/features/orders/checkout-session';

/** The prescription fields this screen needs (structurally the prescriptions API's view). */
export interface OrderablePrescription {
  id: string;
  prescriptionNickname: string;
  prescriptionExpirationDate: string;
  isExpired: boolean;
  rightEyeRx: OrderableEye | null;
  leftEyeRx: OrderableEye | null;
}
interface OrderableEye {
  productName: string | null;
  packSizeLabel: string | null;
  boxQuantity: number | null;
  isAvailable: boolean;
}

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
  checkoutHref: string;
}

/** /patient/order: choose a current prescription and the boxes per eye, then go to checkout (a cart is created). */
export function OrderStart({ accountNumber, prescriptions, initialPrescriptionId, checkoutHref }: OrderStartProps) {
  const navigate = useNavigate();
  const createCart = useCreateCart();
  const [selectedId, setSelectedId] = useState<string | null>(initialPrescriptionId ?? prescriptions.find((p) => !notOrderableReason(p))?.id ?? null);
  const selected = prescriptions.find((p) => p.id === selectedId) ?? null;
  const [boxes, setBoxes] = useState<Record<string, { OD: number; OS: number }>>({});
  const boxesFor = (rx: OrderablePrescription) => boxes[rx.id] ?? { OD: rx.rightEyeRx ? (rx.rightEyeRx.boxQuantity ?? 1) : 0, OS: rx.leftEyeRx ? (rx.leftEyeRx.boxQuantity ?? 1) : 0 };
  const reason = selected ? notOrderableReason(selected) : null;

  if (prescriptions.length === 0) return <Alert tone="info">You have no prescriptions on file. Please call your doctor.</Alert>;

  const submit = () => {
    if (!selected || reason) return;
    const b = boxesFor(selected);
    createCart.mutate(
      { customerId: accountNumber, prescriptionId: selected.id, rightEyeBoxes: b.OD, leftEyeBoxes: b.OS },
      {
        onSuccess: (cart) => {
          checkoutSession.clear();
          checkoutSession.set({ cartId: cart.cartId, prescriptionId: cart.prescriptionId, completed: 0 });
          void navigate(checkoutHref);
        },
      },
    );
  };

  return (
    <div className="stack-md">
      <fieldset className="checkout-choice">
        <legend>Choose a prescription</legend>
        {prescriptions.map((rx) => (
          <label key={rx.id}>
            <input type="radio" name="prescription" value={rx.id} checked={selectedId === rx.id} onChange={() => setSelectedId(rx.id)} />
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
            return (
              <div key={eye} className="field">
                <label className="field__label" htmlFor={`boxes-${eye}`}>
                  {label}
                </label>
                <input
                  id={`boxes-${eye}`}
                  className="field__input"
                  type="number"
                  min={0}
                  max={MAX_BOXES_PER_EYE}
                  value={boxesFor(selected)[eye]}
                  onChange={(e) => setBoxes({ ...boxes, [selected.id]: { ...boxesFor(selected), [eye]: Math.max(0, Math.min(MAX_BOXES_PER_EYE, Number(e.target.value) || 0)) } })}
                />
                <small className="field__hint">
                  {rx.productName ?? 'Lens'}
                  {rx.packSizeLabel ? ` · ${rx.packSizeLabel}` : ''}
                </small>
              </div>
            );
          })}
          <p>Prices, supply and shipping are shown in the order summary at checkout.</p>
        </fieldset>
      ) : null}

      {createCart.isError ? <Alert tone="error">{createCart.error.message}</Alert> : null}
      <div>
        <Button onClick={submit} disabled={!selected || !!reason} loading={createCart.isPending}>
          Continue to checkout
        </Button>
      </div>
    </div>
  );
}
