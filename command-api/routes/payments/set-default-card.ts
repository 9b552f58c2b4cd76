import { setDefaultCardReply, uniqueCardIdInput } from '../../../domain/payments/api-schemas';
import { cardsStream } from '../../../domain/payments/events';
import { savedCardsDecider } from '../../../domain/payments/saved-cards-decider';
import { decideSetDefaultCard } from '../../../domain/payments/set-default-card';
import { commandRoute } from '../../lib/command-route';
import { cardOwnerOf } from '../../lib/saved-cards';

/** POST /api/order/card/default (Patient): makes a saved card the default. */
export const setDefaultCardRoute = commandRoute(
  { path: '/api/order/card/default', tags: ['order', 'card'], summary: 'Make a saved card the default', auth: ['Patient'], body: uniqueCardIdInput, reply: setDefaultCardReply },
  async ({ body, claims, handle }) => {
    const accountNumber = cardOwnerOf(claims, body.accountNumber);
    const { result } = await handle(cardsStream(accountNumber), savedCardsDecider, (state) => decideSetDefaultCard({ accountNumber, uniqueCardId: body.uniqueCardId }, state), { step: 'order/card/default' });
    return { uniqueCardId: body.uniqueCardId, isDefault: true as const, position: result?.position ?? null };
  },
);
