import { useMemo, useState } from 'react';
import type { CartReply } from '@domain/ordering/api-schemas';
import { CARD_MESSAGES, CARD_TYPE_NAMES } from '@domain/payments/card-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { useSavedCards } from '@/features/orders/api/get-saved-cards';
import { cardTokenOf, checkoutSession, type CardToken } from '@/features/orders/checkout-session';
import { usePlaceOrder } from '@/features/orders/hooks/use-place-order';
import { HostedCardForm } from '../hosted-card-form';
import { StepError } from './step-error';

export interface CardHolder {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** Spec point 5 "Card", verbatim: a saved card past its expiry month. */
export const CARD_EXPIRED = CARD_MESSAGES.expired;
export const CONSENT_LABEL = 'I authorize Lensloop to charge this card for this order';

interface CardPaymentStepProps {
  cartId: string;
  patient: CardHolder;
  /** The reviewed cart, for the order summary beside the step. */
  onCart: (cart: CartReply) => void;
  onError: (error: unknown) => void;
  onPlaced: (salesOrderID: string) => void;
}

/**
 * The patient's Payment and Order step, one path (issue #18): the cart is reviewed (cart flow
 * "Review it"); a saved card, or a new card entered in the provider's hosted form (which carries
 * the card's consent and the one "save card" choice, default on, spec point 3); one consent on the
 * page for a saved card (unticked, "Place order" says so next to it: spec point 5's consent rule);
 * one primary button at a time (the hosted form's while a new card is being entered, then "Place
 * order"). A card the provider declines gets a fresh form to try another; a failed payment's message
 * clears when the patient acts again.
 */
export function CardPaymentStep({ cartId, patient, onCart, onError, onPlaced }: CardPaymentStepProps) {
  const cards = useSavedCards();
  const { review, checkOut, place: placeWith } = usePlaceOrder({ cartId, onCart, onError, onPlaced });
  // A card handed over by /checkout/token (the hosted form opened outside the iframe).
  const [handedOver] = useState(() => {
    const fields = checkoutSession.takeToken();
    return fields ? cardTokenOf(fields) : null;
  });
  const handedCard = handedOver && !('error' in handedOver) ? handedOver : null;
  const [choice, setChoice] = useState<string | null>(handedCard ? 'new' : null);
  const [newCard, setNewCard] = useState<CardToken | null>(handedCard);
  const [cardError, setCardError] = useState<string | null>(handedOver && 'error' in handedOver ? handedOver.error : null);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  // A new hosted form (a fresh signed request) after the provider refused a card: the patient tries another at once.
  const [formKey, setFormKey] = useState(0);
  const { reset: resetCheckOut } = checkOut;

  const all = cards.data ?? [];
  const usable = all.filter((c) => !c.isExpired);
  const selected = choice ?? usable.find((c) => c.isDefault)?.uniqueCardId ?? usable[0]?.uniqueCardId ?? (cards.isSuccess ? 'new' : null);
  const paysWithSaved = selected !== null && selected !== 'new';
  const entering = selected === 'new' && !newCard;
  const canPlace = selected !== null && (paysWithSaved || !!newCard);
  // One Idempotency-Key per way of paying: a retried click replays its answer; another card (after a decline) is a new attempt.
  const newToken = newCard?.token;
  const attempt = useMemo(() => `${cartId}:${selected ?? ''}:${newToken ?? ''}:${crypto.randomUUID()}`, [cartId, selected, newToken]);

  /** Any new action of the patient clears the last failed payment's message. */
  const act = <T,>(f: (v: T) => void) => (v: T) => {
    resetCheckOut();
    setConsentMissing(false);
    setCardError(null);
    f(v);
  };

  const place = () => {
    resetCheckOut();
    if (!canPlace || !selected) return;
    if (paysWithSaved && !consent) return setConsentMissing(true);
    placeWith(selected === 'new' && newCard ? { mode: 'card', token: newCard.token, maskedCardNumber: newCard.maskedCardNumber, cardType: newCard.cardType, saveCard: newCard.saveCard } : { mode: 'savedCard', uniqueCardId: selected }, attempt);
  };

  const cardName = (c: { cardNickname?: string | null; cardType: string; maskedCardNumber: string }) => c.cardNickname || `${CARD_TYPE_NAMES[c.cardType as keyof typeof CARD_TYPE_NAMES] ?? 'Card'} ending ${c.maskedCardNumber.slice(-4)}`;

  return (
    <section className="stack-md" aria-labelledby="step-payment">
      <h2 id="step-payment">Payment and Order</h2>
      <StepError error={review.error} />
      {cards.isPending ? <Spinner label="Loading your cards…" /> : null}
      <fieldset className="checkout-choice">
        <legend>Pay with</legend>
        {all.map((c) =>
          c.isExpired ? (
            <label key={c.uniqueCardId} className="checkout-card--expired">
              <input type="radio" name="payment-card" disabled aria-describedby={`expired-${c.uniqueCardId}`} /> {cardName(c)} (expires {c.expiry}){' '}
              <span className="badge badge--danger" id={`expired-${c.uniqueCardId}`}>
                {CARD_EXPIRED}
              </span>
            </label>
          ) : (
            <label key={c.uniqueCardId}>
              <input type="radio" name="payment-card" checked={selected === c.uniqueCardId} onChange={() => act(setChoice)(c.uniqueCardId)} /> {cardName(c)} (expires {c.expiry}){c.isDefault ? ' · default' : ''}
            </label>
          ),
        )}
        <label>
          <input type="radio" name="payment-card" checked={selected === 'new'} onChange={() => act(setChoice)('new')} /> Use a new card
        </label>
      </fieldset>
      {selected === 'new' ? (
        newCard ? (
          <div className="stack-md">
            <Alert tone="success">
              {CARD_TYPE_NAMES[newCard.cardType] ?? 'Card'} ending {newCard.maskedCardNumber.slice(-4)} is ready. {newCard.saveCard ? 'It will be saved to your account.' : 'It will not be saved to your account.'}
            </Alert>
            <div>
              <Button variant="ghost" size="sm" onClick={() => act(setNewCard)(null)}>
                Enter a different card
              </Button>
            </div>
          </div>
        ) : (
          <>
            {cardError ? <Alert tone="error">{cardError}</Alert> : null}
            <p className="muted">Enter the card, confirm the consent and choose whether to save it in the form below; then place the order.</p>
            <HostedCardForm
              key={formKey}
              email={patient.email}
              firstName={patient.firstName ?? null}
              lastName={patient.lastName ?? null}
              cartId={cartId}
              onResponse={(fields) => {
                resetCheckOut();
                const t = cardTokenOf(fields);
                if ('error' in t) {
                  setCardError(t.error);
                  setFormKey((k) => k + 1);
                } else {
                  setCardError(null);
                  setNewCard(t);
                }
              }}
            />
          </>
        )
      ) : null}
      {paysWithSaved ? (
        <div className="field">
          <label className="checkout-check">
            <input
              type="checkbox"
              checked={consent}
              aria-invalid={consentMissing || undefined}
              aria-describedby={consentMissing ? 'consent-error' : undefined}
              onChange={(e) => act(setConsent)(e.target.checked)}
            />{' '}
            {CONSENT_LABEL}
          </label>
          {consentMissing ? (
            <p className="field__error" id="consent-error" role="alert">
              {CARD_MESSAGES.consent}
            </p>
          ) : null}
        </div>
      ) : null}
      <StepError error={checkOut.error} />
      {entering ? null : (
        <div>
          <Button onClick={place} disabled={!canPlace} loading={checkOut.isPending}>
            Place order
          </Button>
        </div>
      )}
    </section>
  );
}
