import './checkout.css';
import { CARD_MESSAGES, CARD_TYPE_NAMES } from '@domain/payments/card-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { useDeleteCard } from '@/features/orders/api/delete-card';
import { useSavedCards } from '@/features/orders/api/get-saved-cards';
import { useSetDefaultCard } from '@/features/orders/api/set-default-card';

/** /patient/payment: the saved cards; make one the default or delete it. */
export function SavedCards() {
  const cards = useSavedCards();
  const remove = useDeleteCard();
  const makeDefault = useSetDefaultCard();
  if (cards.isPending) return <Spinner label="Loading your cards…" />;
  if (cards.isError) return <Alert tone="error">{cards.error.message}</Alert>;
  if (cards.data.length === 0) return <p>You have no saved cards.</p>;
  const error = remove.error ?? makeDefault.error;
  return (
    <div className="stack-md">
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <ul className="stack-md" aria-label="Saved cards" style={{ listStyle: 'none', padding: 0 }}>
        {cards.data.map((c) => (
          <li key={c.uniqueCardId} className="card checkout-row">
            <span>
              <strong>{c.cardNickname || `${CARD_TYPE_NAMES[c.cardType] ?? 'Card'} ending ${c.maskedCardNumber.slice(-4)}`}</strong> · expires {c.expiry}
              {c.isExpired ? (
                <>
                  {' '}
                  <span className="badge badge--danger">{CARD_MESSAGES.expired}</span>
                </>
              ) : null}
              {c.isDefault ? <span className="badge"> Default</span> : null}
            </span>
            <span className="checkout-actions">
              {c.isDefault || c.isExpired ? null : (
                <Button variant="secondary" size="sm" loading={makeDefault.isPending && makeDefault.variables === c.uniqueCardId} onClick={() => makeDefault.mutate(c.uniqueCardId)}>
                  Make default
                </Button>
              )}
              <Button variant="danger" size="sm" loading={remove.isPending && remove.variables === c.uniqueCardId} onClick={() => remove.mutate(c.uniqueCardId)} aria-label={`Delete card ending ${c.maskedCardNumber.slice(-4)}`}>
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
