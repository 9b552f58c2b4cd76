import './checkout.css';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDERING_MESSAGES } from '@domain/ordering/ordering-messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useAddDeliveryAddress } from '@/features/checkout/api/add-delivery-address';
import { useCheckOut } from '@/features/checkout/api/check-out';
import { useDeliveryModes } from '@/features/checkout/api/get-delivery-modes';
import { useSavedCards } from '@/features/checkout/api/get-saved-cards';
import { useRenewCart } from '@/features/checkout/api/renew-cart';
import { useReviewCart } from '@/features/checkout/api/review-cart';
import { useSetDeliveryMode } from '@/features/checkout/api/set-delivery-mode';
import { CARD_TYPE_LABELS, type AddressSuggestion, type CartReply, type DeliveryAddress } from '@/features/checkout/api/types';
import { useValidateAddress } from '@/features/checkout/api/validate-address';
import { cardTokenOf, checkoutSession, type CardToken, type CheckoutSession } from '@/features/checkout/checkout-session';
import { HostedCardForm } from './hosted-card-form';
import { OrderSummary } from './order-summary';

const STEPS = ['Delivery Address', 'Shipping Method', 'Payment and Order'] as const;

interface CheckoutWizardProps {
  patient: { email: string; firstName?: string | null; lastName?: string | null };
  orderHref: string;
  confirmationHref: (salesOrderID: string) => string;
}

const isExpired = (error: unknown) => isApiError(error) && error.code === 'CART_EXPIRED';

/**
 * /patient/checkout (spec point 4 "Order wizard"): Delivery Address → Shipping Method → Payment and
 * Order. Completing a step enables the next; going back disables every later step; leaving the
 * checkout clears its saved session data.
 */
export function CheckoutWizard({ patient, orderHref, confirmationHref }: CheckoutWizardProps) {
  const navigate = useNavigate();
  const [session, setSession] = useState<CheckoutSession | null>(() => checkoutSession.get());
  const [step, setStep] = useState(() => Math.min(session?.completed ?? 0, 2));
  const [cart, setCart] = useState<CartReply | null>(null);
  const [expired, setExpired] = useState(false);
  const leaving = useRef(true);
  const renew = useRenewCart();
  const onError = useCallback((error: unknown) => {
    if (isExpired(error)) setExpired(true);
  }, []);

  useEffect(() => {
    if (session) checkoutSession.set(session);
  }, [session]);
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

  const update = (patch: Partial<CheckoutSession>) => setSession((s) => (s ? { ...s, ...patch } : s));
  const complete = (index: number, patch: Partial<CheckoutSession>, reply: CartReply) => {
    setCart(reply);
    update({ ...patch, completed: index + 1 });
    setStep(index + 1);
  };
  const goBack = (index: number) => {
    update({ completed: index });
    setStep(index);
  };

  if (expired) {
    return (
      <Alert
        tone="warning"
        title="Your order has expired"
        action={
          <Button
            loading={renew.isPending}
            onClick={() =>
              renew.mutate(session.cartId, {
                onSuccess: (reply) => {
                  setCart(reply);
                  setExpired(false);
                  goBack(0);
                },
              })
            }
          >
            Restart order
          </Button>
        }
      >
        {ORDERING_MESSAGES.idle}
      </Alert>
    );
  }

  return (
    <div className="checkout" style={{ display: 'grid', gap: 24, gridTemplateColumns: 'minmax(0, 2fr) minmax(240px, 1fr)' }}>
      <div className="stack-md">
        <nav aria-label="Checkout steps">
          <ol className="checkout-actions" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {STEPS.map((name, index) => (
              <li key={name}>
                <Button variant={index === step ? 'primary' : 'secondary'} size="sm" disabled={index > session.completed} aria-current={index === step ? 'step' : undefined} onClick={() => goBack(index)}>
                  {index + 1}. {name}
                </Button>
              </li>
            ))}
          </ol>
        </nav>
        {step === 0 ? <AddressStep cartId={session.cartId} initial={session.address} onDone={(address, reply) => complete(0, { address }, reply)} onError={onError} /> : null}
        {step === 1 ? (
          <ShippingStep cartId={session.cartId} initial={session.deliveryModeId} onDone={(deliveryModeId, reply) => complete(1, { deliveryModeId }, reply)} onError={onError} />
        ) : null}
        {step === 2 ? (
          <PaymentStep
            cartId={session.cartId}
            patient={patient}
            onCart={setCart}
            onError={onError}
            onPlaced={(salesOrderID) => {
              leaving.current = false;
              checkoutSession.clear();
              void navigate(confirmationHref(salesOrderID));
            }}
          />
        ) : null}
      </div>
      <aside>{cart ? <OrderSummary summary={cart.orderSummary} /> : <p className="card card--padded">Your order summary appears after the first step.</p>}</aside>
    </div>
  );
}

interface StepProps<T> {
  cartId: string;
  initial?: T | undefined;
  onDone: (value: T, reply: CartReply) => void;
  onError: (error: unknown) => void;
}

const emptyAddress: DeliveryAddress = { name: '', address1: '', address2: '', city: '', state: '', zip: '' };

function AddressStep({ cartId, initial, onDone, onError }: StepProps<DeliveryAddress>) {
  const [address, setAddress] = useState<DeliveryAddress>(initial ?? emptyAddress);
  const [suggestion, setSuggestion] = useState<AddressSuggestion | null>(null);
  const [choice, setChoice] = useState<'suggested' | 'entered'>('suggested');
  const [problem, setProblem] = useState<string | null>(null);
  const validate = useValidateAddress();
  const add = useAddDeliveryAddress();

  const save = (value: DeliveryAddress) =>
    add.mutate({ cartId, address: { ...value, ...(value.address2 ? {} : { address2: undefined }) } as DeliveryAddress }, { onSuccess: (reply) => onDone(value, reply), onError });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (suggestion) {
      const chosen = choice === 'suggested' ? { ...address, address1: suggestion.address1, address2: suggestion.address2, city: suggestion.city, state: suggestion.state, zip: suggestion.zip } : address;
      save(chosen);
      return;
    }
    validate.mutate(
      { address1: address.address1, ...(address.address2 ? { address2: address.address2 } : {}), city: address.city, state: address.state, zip: address.zip },
      {
        onSuccess: (reply) => {
          const s = reply.suggestion;
          const differs = s && (s.address1 !== address.address1 || (s.address2 ?? '') !== (address.address2 ?? '') || s.city !== address.city || s.state !== address.state.toUpperCase() || s.zip !== address.zip);
          if (s && differs) {
            setSuggestion(s);
            return;
          }
          if (!reply.accepted) {
            setProblem(reply.validatedAddresses[0]?.messages.map((m) => m.summary ?? m.details).filter(Boolean).join(' ') || 'We could not verify this address. Please check it.');
            return;
          }
          save(address);
        },
      },
    );
  };

  const field = (key: keyof DeliveryAddress, label: string, opts: { optional?: boolean; autoComplete?: string; maxLength?: number } = {}) => (
    <TextField
      label={label}
      optionalLabel={opts.optional}
      value={address[key] ?? ''}
      required={!opts.optional}
      {...(opts.autoComplete ? { autoComplete: opts.autoComplete } : {})}
      {...(opts.maxLength ? { maxLength: opts.maxLength } : {})}
      onChange={(e) => {
        setSuggestion(null);
        setAddress({ ...address, [key]: e.target.value });
      }}
    />
  );

  const error = validate.error ?? add.error;
  return (
    <form className="stack-md" onSubmit={submit} aria-labelledby="step-address">
      <h2 id="step-address">Delivery Address</h2>
      {field('name', 'Full name', { autoComplete: 'name' })}
      {field('address1', 'Address line 1', { autoComplete: 'address-line1' })}
      {field('address2', 'Address line 2', { optional: true, autoComplete: 'address-line2' })}
      {field('city', 'City', { autoComplete: 'address-level2' })}
      {field('state', 'State', { autoComplete: 'address-level1', maxLength: 2 })}
      {field('zip', 'ZIP code', { autoComplete: 'postal-code', maxLength: 10 })}
      {suggestion ? (
        <fieldset className="checkout-choice">
          <legend>We found a suggested address</legend>
          <label>
            <input type="radio" name="address-choice" checked={choice === 'suggested'} onChange={() => setChoice('suggested')} /> Use suggested: {suggestion.address1}
            {suggestion.address2 ? `, ${suggestion.address2}` : ''}, {suggestion.city}, {suggestion.state} {suggestion.zip}
          </label>
          <label>
            <input type="radio" name="address-choice" checked={choice === 'entered'} onChange={() => setChoice('entered')} /> Keep as entered: {address.address1}, {address.city}, {address.state} {address.zip}
          </label>
        </fieldset>
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {error && !isExpired(error) ? <Alert tone="error">{error.message}</Alert> : null}
      <div>
        <Button type="submit" loading={validate.isPending || add.isPending}>
          Continue to shipping
        </Button>
      </div>
    </form>
  );
}

function ShippingStep({ cartId, initial, onDone, onError }: StepProps<string>) {
  const modes = useDeliveryModes(cartId, true);
  const [selected, setSelected] = useState<string | null>(initial ?? null);
  const set = useSetDeliveryMode();
  const current = selected ?? modes.data?.deliveryModeId ?? modes.data?.deliveryModes[0]?.deliveryModeId ?? null;
  const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

  useEffect(() => {
    if (modes.error) onError(modes.error);
  }, [modes.error, onError]);

  if (modes.isPending) return <Spinner label="Loading shipping methods…" />;
  if (modes.isError) return <Alert tone="error">{modes.error.message}</Alert>;
  return (
    <form
      className="stack-md"
      aria-labelledby="step-shipping"
      onSubmit={(e) => {
        e.preventDefault();
        const mode = modes.data.deliveryModes.find((m) => m.deliveryModeId === current);
        if (!mode) return;
        set.mutate({ cartId, deliveryModeId: mode.deliveryModeId, promoShippingCharge: mode.promoShippingCharge }, { onSuccess: (reply) => onDone(mode.deliveryModeId, reply), onError });
      }}
    >
      <h2 id="step-shipping">Shipping Method</h2>
      <fieldset className="checkout-choice">
        <legend>Choose how your lenses are shipped</legend>
        {modes.data.deliveryModes.map((m) => (
          <label key={m.deliveryModeId}>
            <input type="radio" name="delivery-mode" value={m.deliveryModeId} checked={current === m.deliveryModeId} onChange={() => setSelected(m.deliveryModeId)} /> {m.label} — {m.priceCents === 0 ? 'Free' : usd(m.price)} · {m.estimate}
          </label>
        ))}
      </fieldset>
      {set.error && !isExpired(set.error) ? <Alert tone="error">{set.error.message}</Alert> : null}
      <div>
        <Button type="submit" loading={set.isPending} disabled={!current}>
          Continue to payment
        </Button>
      </div>
    </form>
  );
}

interface PaymentStepProps {
  cartId: string;
  patient: CheckoutWizardProps['patient'];
  onCart: (cart: CartReply) => void;
  onError: (error: unknown) => void;
  onPlaced: (salesOrderID: string) => void;
}

function PaymentStep({ cartId, patient, onCart, onError, onPlaced }: PaymentStepProps) {
  const cards = useSavedCards();
  const review = useReviewCart();
  const checkOut = useCheckOut();
  // A card handed over by /checkout/token (the hosted form opened outside the iframe).
  const [handedOver] = useState(() => {
    const fields = checkoutSession.takeToken();
    return fields ? cardTokenOf(fields) : null;
  });
  const handedCard = handedOver && !('error' in handedOver) ? handedOver : null;
  const [choice, setChoice] = useState<string | null>(handedCard ? 'new' : null);
  const [newCard, setNewCard] = useState<CardToken | null>(handedCard);
  const [cardError, setCardError] = useState<string | null>(handedOver && 'error' in handedOver ? handedOver.error : null);
  const [saveCard, setSaveCard] = useState(handedCard?.saveCard ?? true);
  const [consent, setConsent] = useState(false);
  const attempt = useMemo(() => `${cartId}:${crypto.randomUUID()}`, [cartId]);
  const { mutate: reviewMutate } = review;

  useEffect(() => {
    reviewMutate(cartId, { onSuccess: onCart, onError });
  }, [reviewMutate, cartId, onCart, onError]);

  const usable = (cards.data ?? []).filter((c) => !c.isExpired);
  const selected = choice ?? usable.find((c) => c.isDefault)?.uniqueCardId ?? usable[0]?.uniqueCardId ?? (cards.isSuccess ? 'new' : null);
  const canPlace = consent && selected !== null && (selected !== 'new' || !!newCard);

  const place = () => {
    if (!canPlace || !selected) return;
    const body = selected === 'new' && newCard ? { cartId, mode: 'card' as const, token: newCard.token, maskedCardNumber: newCard.maskedCardNumber, cardType: newCard.cardType, saveCard } : { cartId, mode: 'savedCard' as const, uniqueCardId: selected };
    checkOut.mutate({ ...body, idempotencyKey: attempt }, { onSuccess: (reply) => onPlaced(reply.salesOrderID), onError });
  };

  return (
    <section className="stack-md" aria-labelledby="step-payment">
      <h2 id="step-payment">Payment and Order</h2>
      {review.isError && !isExpired(review.error) ? <Alert tone="error">{review.error.message}</Alert> : null}
      {cards.isPending ? <Spinner label="Loading your cards…" /> : null}
      <fieldset className="checkout-choice">
        <legend>Pay with</legend>
        {usable.map((c) => (
          <label key={c.uniqueCardId}>
            <input type="radio" name="payment-card" checked={selected === c.uniqueCardId} onChange={() => setChoice(c.uniqueCardId)} /> {c.cardNickname || `${CARD_TYPE_LABELS[c.cardType] ?? 'Card'} ending ${c.maskedCardNumber.slice(-4)}`} (expires {c.expiry}){c.isDefault ? ' · default' : ''}
          </label>
        ))}
        <label>
          <input type="radio" name="payment-card" checked={selected === 'new'} onChange={() => setChoice('new')} /> Use a new card
        </label>
      </fieldset>
      {selected === 'new' ? (
        newCard ? (
          <div className="stack-md">
            <Alert tone="success">
              {CARD_TYPE_LABELS[newCard.cardType] ?? 'Card'} ending {newCard.maskedCardNumber.slice(-4)} is ready.
            </Alert>
            <label className="checkout-check">
              <input type="checkbox" checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} /> Save card to account
            </label>
            <div>
              <Button variant="ghost" size="sm" onClick={() => setNewCard(null)}>
                Enter a different card
              </Button>
            </div>
          </div>
        ) : (
          <>
            {cardError ? <Alert tone="error">{cardError}</Alert> : null}
            <HostedCardForm
              email={patient.email}
              firstName={patient.firstName ?? null}
              lastName={patient.lastName ?? null}
              cartId={cartId}
              onResponse={(fields) => {
                const t = cardTokenOf(fields);
                if ('error' in t) setCardError(t.error);
                else {
                  setCardError(null);
                  setNewCard(t);
                  setSaveCard(t.saveCard);
                }
              }}
            />
          </>
        )
      ) : null}
      <label>
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} /> I authorize Lensloop to charge this card for this order
      </label>
      {checkOut.error && !isExpired(checkOut.error) ? <Alert tone="error">{checkOut.error.message}</Alert> : null}
      <div>
        <Button onClick={place} disabled={!canPlace} loading={checkOut.isPending}>
          Place order
        </Button>
      </div>
    </section>
  );
}
