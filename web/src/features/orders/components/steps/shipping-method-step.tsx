import { useEffect, useState } from 'react';
import type { CartReply, DeliveryModeView } from '@domain/ordering/api-schemas';
import { formatDollars } from '@domain/ordering/order-history';
import { PROMO_SHIPPING_CHARGE } from '@domain/ordering/shipping-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { formatCalendarDate } from '@/lib/format';
import { useDeliveryModes } from '@/features/orders/api/get-delivery-modes';
import { useSetDeliveryMode } from '@/features/orders/api/set-delivery-mode';
import { errorText, isCartExpired, type StepLook } from './step-common';

type DeliveryModeId = DeliveryModeView['deliveryModeId'];

interface ShippingMethodStepProps {
  look: StepLook;
  cartId: string;
  /** False when the order is not shipped (in-office inventory, pickup): no method is needed. */
  shipped?: boolean;
  /** The method chosen before; else the cart's, else the first. */
  initial?: string | undefined;
  /** The method chosen and the cart after it (both null when the order is not shipped). */
  onDone: (deliveryModeId: DeliveryModeId | null, cart: CartReply | null) => void;
  onError?: (error: unknown) => void;
}

/** Why standard shipping is free for this order (spec point 9), if it is. */
function freeShippingReason(modes: DeliveryModeView[]): string | null {
  const standard = modes.find((m) => m.deliveryModeId === 'standard');
  if (standard?.promoShippingCharge === PROMO_SHIPPING_CHARGE.semi_annual_supply) return 'Standard shipping is free: the order is a semi-annual or larger supply for every eye.';
  return standard && standard.priceCents === 0 ? 'Standard shipping is free for this order.' : null;
}

const price = (m: DeliveryModeView) => (m.priceCents === 0 ? 'Free' : formatDollars(m.priceCents));

/**
 * The shipping-method step (cart flow step "Choose a delivery mode"): the cart's delivery modes
 * with price and estimate (GetDeliveryModeByCartId), then /order/SetDeliveryMode.
 */
export function ShippingMethodStep({ look, cartId, shipped = true, initial, onDone, onError }: ShippingMethodStepProps) {
  const modes = useDeliveryModes(shipped ? cartId : null);
  const set = useSetDeliveryMode();
  const [selected, setSelected] = useState<string | null>(initial ?? null);
  const data = modes.data;
  const current = selected ?? data?.deliveryModeId ?? data?.deliveryModes[0]?.deliveryModeId ?? null;

  useEffect(() => {
    if (modes.error) onError?.(modes.error);
  }, [modes.error, onError]);

  const choose = () => {
    const mode = data?.deliveryModes.find((m) => m.deliveryModeId === current);
    if (!mode) return;
    set.mutate({ cartId, deliveryModeId: mode.deliveryModeId, promoShippingCharge: mode.promoShippingCharge }, { onSuccess: (cart) => onDone(mode.deliveryModeId, cart), ...(onError ? { onError } : {}) });
  };

  if (!shipped) {
    return (
      <div>
        <p>No shipping method is needed: the order is not shipped.</p>
        <div className="order-actions">
          <Button onClick={() => onDone(null, null)}>Continue</Button>
        </div>
      </div>
    );
  }
  const patient = look === 'patient';
  if (modes.isPending) return <Spinner label={patient ? 'Loading shipping methods…' : 'Loading shipping methods'} />;
  if (modes.isError) return <Alert tone="error">{patient ? modes.error.message : errorText(modes.error)}</Alert>;

  const choices = data!.deliveryModes.map((m) => (
    <label key={m.deliveryModeId} {...(patient ? {} : { className: 'order-choice' })}>
      <input type="radio" name="delivery-mode" value={m.deliveryModeId} checked={current === m.deliveryModeId} onChange={() => setSelected(m.deliveryModeId)} />
      {patient ? (
        <>
          {' '}
          {m.label} — {price(m)} · {m.estimate}
        </>
      ) : (
        <span>
          <strong>{m.label}</strong> — {price(m)}
          <span className="muted">
            {' '}
            · {m.estimate} (estimated {formatCalendarDate(m.estimatedDelivery.from)}
            {m.estimatedDelivery.to !== m.estimatedDelivery.from ? ` to ${formatCalendarDate(m.estimatedDelivery.to)}` : ''})
          </span>
        </span>
      )}
    </label>
  ));

  if (patient) {
    return (
      <form
        className="stack-md"
        aria-labelledby="step-shipping"
        onSubmit={(e) => {
          e.preventDefault();
          choose();
        }}
      >
        <h2 id="step-shipping">Shipping Method</h2>
        <fieldset className="checkout-choice">
          <legend>Choose how your lenses are shipped</legend>
          {choices}
        </fieldset>
        {set.error && !isCartExpired(set.error) ? <Alert tone="error">{set.error.message}</Alert> : null}
        <div>
          <Button type="submit" loading={set.isPending} disabled={!current}>
            Continue to payment
          </Button>
        </div>
      </form>
    );
  }

  const freeReason = freeShippingReason(data!.deliveryModes);
  return (
    <div>
      {set.error ? <Alert tone="error">{errorText(set.error)}</Alert> : null}
      {freeReason ? <Alert tone="success">{freeReason}</Alert> : null}
      <fieldset className="order-choices">
        <legend>Shipping method</legend>
        {choices}
      </fieldset>
      <div className="order-actions">
        <Button loading={set.isPending} onClick={choose}>
          Continue
        </Button>
      </div>
    </div>
  );
}
