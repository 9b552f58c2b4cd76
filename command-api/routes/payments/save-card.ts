import { v7 as uuidv7 } from 'uuid';
import { saveCardInput, saveCardReply } from '../../../domain/payments/api-schemas';
import { cardsStream } from '../../../domain/payments/events';
import { decideSaveCard } from '../../../domain/payments/save-card';
import { savedCardsDecider } from '../../../domain/payments/saved-cards-decider';
import { DomainError } from '../../../domain/shared/errors';
import { commandRoute } from '../../lib/command-route';
import { cardOwnerOf, hostedPayments, loadSavedCards } from '../../lib/saved-cards';

const INVALID_CARD_TOKEN = 'The card could not be verified. Please enter it again.';

/**
 * POST /api/order/card/save (Patient): saves a card the provider tokenized for this account.
 * The token must be one the provider issued for the caller, with the same masked number and type
 * (D-123). Saving the same token again answers the saved card (position null).
 */
export const saveCardRoute = commandRoute(
  { path: '/api/order/card/save', tags: ['order', 'card'], summary: 'Save a tokenized card to the account', auth: ['Patient'], body: saveCardInput, reply: saveCardReply },
  async ({ body, claims, handle }, ctx) => {
    const accountNumber = cardOwnerOf(claims, body.accountNumber);
    const tokenized = await hostedPayments(ctx.payments).lookupToken(body.token);
    if (!tokenized || tokenized.owner !== accountNumber || tokenized.maskedCardNumber !== body.maskedCardNumber || tokenized.cardType !== body.cardType)
      throw new DomainError('rule', 'INVALID_CARD_TOKEN', INVALID_CARD_TOKEN);
    const uniqueCardId = uuidv7();
    const { result } = await handle(cardsStream(accountNumber), savedCardsDecider, (state) => decideSaveCard({ accountNumber, uniqueCardId, tokenized, input: body, now: new Date() }, state), { step: 'order/card/save' });
    const state = await loadSavedCards(ctx.store, accountNumber);
    const card = state.cards.find((c) => c.token === tokenized.token)!;
    const { uniqueCardId: savedId, maskedCardNumber, cardType, expiry, cardNickname } = card;
    return { uniqueCardId: savedId, maskedCardNumber, cardType, expiry, cardNickname, isDefault: state.defaultCardId === savedId, position: result?.position ?? null };
  },
);
