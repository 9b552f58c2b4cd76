import { useEffect, useRef, useState } from 'react';
import type { CartReply, DeliveryModeView } from '@domain/ordering/api-schemas';
import { formatMoney } from '@domain/pricing/money';
import { freeShippingHint } from '@domain/ordering/free-shipping-standing';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useDeliveryModes } from '@/features/orders/api/get-delivery-modes';
import { useSetDeliveryMode } from '@/features/orders/api/set-delivery-mode';
import { type ChosenShipping, deliveryWindowText } from '@/features/orders/order-shipping';
import { errorText, type StepLook } from './step-common';
import { StepError } from './step-error';

type DeliveryModeId = DeliveryModeView['deliveryModeId'];

/** The promo codes the API takes (spec point 9). */
const PROMO_CODES = ['DTP', 'DTP2+'] as const;
type PromoCode = (typeof PROMO_CODES)[number];
export const PROMO_CODE_INVALID = 'This promo code is not valid. Check the code and try again.';

interface ShippingMethodStepProps {
  look: StepLook;
  cartId: string;
  /** False when the order is not shipped (in-office inventory, pickup): no method is needed. */
  shipped?: boolean;
  /** The method chosen before; else the cart's, else the first. */
  initial?: string | undefined;
  /** The cart after each choice, so the summary beside the step shows the shipping the order will pay. */
  onCart?: (cart: CartReply) => void;
  /** The method chosen, the cart after it and the method as shown (all null when the order is not shipped). */
  onDone: (deliveryModeId: DeliveryModeId | null, cart: CartReply | null, shown: ChosenShipping | null) => void;
  onError?: (error: unknown) => void;
}

const price = (m: DeliveryModeView) => (m.priceCents === 0 ? 'Free' : formatMoney(m.priceCents));
const deliveryWindow = (m: DeliveryModeView) => `estimated delivery ${deliveryWindowText(m.estimatedDelivery)}`;
const shownOf = (m: DeliveryModeView | undefined): ChosenShipping | null => (m ? { label: m.label, estimate: m.estimate, window: deliveryWindowText(m.estimatedDelivery) } : null);

/**
 * The shipping-method step (cart flow step "Choose a delivery mode"): the cart's delivery modes
 * with price and estimate (GetDeliveryModeByCartId). Each choice — and a promo code (DTP, DTP2+) —
 * is set on the cart at once (/order/SetDeliveryMode), so the running summary shows the shipping
 * the order will pay before the next step.
 */
export function ShippingMethodStep({ look, cartId, shipped = true, initial, onCart, onDone, onError }: ShippingMethodStepProps) {
  const modes = useDeliveryModes(shipped ? cartId : null);
  const set = useSetDeliveryMode();
  const [selected, setSelected] = useState<string | null>(initial ?? null);
  const [promo, setPromo] = useState('');
  const [promoChosen, setPromoApplied] = useState<PromoCode | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [last, setLast] = useState<{ key: string; cart: CartReply } | null>(null);
  const data = modes.data;
  // The code applied: the one entered here, else the cart's (going back to the step keeps it).
  const promoApplied = promoChosen ?? (data?.promoCode && (PROMO_CODES as readonly string[]).includes(data.promoCode) ? (data.promoCode as PromoCode) : null);
  const current = selected ?? data?.deliveryModeId ?? data?.deliveryModes[0]?.deliveryModeId ?? null;
  const sentFirst = useRef(false);

  useEffect(() => {
    if (modes.error) onError?.(modes.error);
  }, [modes.error, onError]);

  const apply = (modeId: string | null, code: PromoCode | null, then?: (cart: CartReply) => void) => {
    const mode = data?.deliveryModes.find((m) => m.deliveryModeId === modeId);
    if (!mode) return;
    set.mutate(
      { cartId, deliveryModeId: mode.deliveryModeId, promoCode: code, promoShippingCharge: mode.promoShippingCharge },
      {
        onSuccess: (cart) => {
          setLast({ key: `${mode.deliveryModeId}|${code ?? ''}`, cart });
          onCart?.(cart);
          void modes.refetch();
          then?.(cart);
        },
        ...(onError ? { onError } : {}),
      },
    );
  };

  // The first choice shown is set on the cart too: the summary never shows $0.00 shipping for an order that pays it.
  useEffect(() => {
    if (!shipped || !data || sentFirst.current || !current) return;
    sentFirst.current = true;
    apply(current, promoApplied);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, shipped, current]);

  const choose = (id: string) => {
    setSelected(id);
    apply(id, promoApplied);
  };
  const applyPromo = () => {
    const code = promo.trim().toUpperCase();
    if (!code) return setPromoError('Enter a promo code.');
    if (!(PROMO_CODES as readonly string[]).includes(code)) return setPromoError(PROMO_CODE_INVALID);
    setPromoError(null);
    setPromoApplied(code as PromoCode);
    apply(current, code as PromoCode);
  };
  const next = () => {
    if (!current) return;
    const key = `${current}|${promoApplied ?? ''}`;
    const shown = shownOf(data?.deliveryModes.find((m) => m.deliveryModeId === current));
    if (last && last.key === key && !set.isPending) return onDone(current as DeliveryModeId, last.cart, shown);
    apply(current, promoApplied, (cart) => onDone(current as DeliveryModeId, cart, shown));
  };

  if (!shipped) {
    return (
      <div>
        <p>No shipping method is needed: the order is not shipped.</p>
        <div className="order-actions">
          <Button onClick={() => onDone(null, null, null)}>Continue</Button>
        </div>
      </div>
    );
  }
  const patient = look === 'patient';
  if (modes.isPending) return <Spinner label="Loading shipping methods…" />;
  if (modes.isError) return <Alert tone="error">{errorText(modes.error)}</Alert>;

  const freeHint = freeShippingHint(data!.freeShipping, patient ? 'patient' : 'staff');
  return (
    <form
      className="stack-md"
      aria-label="Shipping method"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      {patient ? <h2 id="step-shipping">Shipping Method</h2> : null}
      <StepError error={set.error} />
      {freeHint ? <Alert tone={freeHint.free ? 'success' : 'info'}>{freeHint.text}</Alert> : null}
      <fieldset className="order-choices">
        <legend>{patient ? 'Choose how your lenses are shipped' : 'Choose how the order is shipped'}</legend>
        {data!.deliveryModes.map((m) => (
          <label key={m.deliveryModeId} className="order-choice">
            <input type="radio" name="delivery-mode" value={m.deliveryModeId} checked={current === m.deliveryModeId} onChange={() => choose(m.deliveryModeId)} />
            <span>
              <strong>
                {m.label} — {price(m)}
              </strong>
              <span className="muted">
                {' '}
                · {m.estimate} ({deliveryWindow(m)})
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="order-promo">
        <TextField
          label="Promo code"
          optionalLabel
          value={promo}
          maxLength={10}
          hint={
            promoApplied
              ? `Promo code ${promoApplied} is applied.`
              : patient
                ? 'Have a promo code from your practice? Enter it here.'
                : 'DTP: free standard shipping. DTP2+: free standard shipping from 2 boxes.'
          }
          error={promoError ?? undefined}
          onChange={(e) => (setPromo(e.target.value), setPromoError(null))}
        />
        <Button type="button" variant="secondary" loading={set.isPending && promo !== ''} onClick={applyPromo}>
          Apply code
        </Button>
      </div>
      <div className="order-actions">
        <Button type="submit" loading={set.isPending} disabled={!current}>
          {patient ? 'Continue to payment' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
