import { useEffect, useMemo, useState } from 'react';
import type { CartReply } from '@domain/ordering/api-schemas';
import { CARD_TYPE_NAMES } from '@domain/payments/card-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { useCheckOut } from '@/features/orders/api/check-out';
import { useSavedCards } from '@/features/orders/api/get-saved-cards';
import { useReviewCart } from '@/features/orders/api/review-cart';
import { cardTokenOf, checkoutSession, type CardToken } from '@/features/orders/checkout-session';
import { HostedCardForm } from '../hosted-card-form';
import { isCartExpired } from './step-common';

export interface CardHolder {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

interface CardPaymentStepProps {
  cartId: string;
  patient: CardHolder;
  /** The reviewed cart, for the order summary beside the step. */
  onCart: (cart: CartReply) => void;
  onError: (error: unknown) => void;
  onPlaced: (salesOrderID: string) => void;
}

/**
 * The patient's payment-and-order step: the cart is reviewed (cart flow step "Review it"), a
 * saved card or a new card from the provider's hosted form is chosen, the patient consents, and
 * /order/CheckOut places the order (card or saved card mode; one Idempotency-Key per attempt).
 */
export function CardPaymentStep({ cartId, patient, onCart, onError, onPlaced }: CardPaymentStepProps) {
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
      {review.isError && !isCartExpired(review.error) ? <Alert tone="error">{review.error.message}</Alert> : null}
      {cards.isPending ? <Spinner label="Loading your cards…" /> : null}
      <fieldset className="checkout-choice">
        <legend>Pay with</legend>
        {usable.map((c) => (
          <label key={c.uniqueCardId}>
            <input type="radio" name="payment-card" checked={selected === c.uniqueCardId} onChange={() => setChoice(c.uniqueCardId)} /> {c.cardNickname || `${CARD_TYPE_NAMES[c.cardType] ?? 'Card'} ending ${c.maskedCardNumber.slice(-4)}`} (expires {c.expiry}){c.isDefault ? ' · default' : ''}
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
              {CARD_TYPE_NAMES[newCard.cardType] ?? 'Card'} ending {newCard.maskedCardNumber.slice(-4)} is ready.
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
      {checkOut.error && !isCartExpired(checkOut.error) ? <Alert tone="error">{checkOut.error.message}</Alert> : null}
      <div>
        <Button onClick={place} disabled={!canPlace} loading={checkOut.isPending}>
          Place order
        </Button>
      </div>
    </section>
  );
}
