import { deleteCardReply, uniqueCardIdInput } from '../../../domain/payments/api-schemas';
import { decideDeleteCard } from '../../../domain/payments/delete-card';
import { cardsStream } from '../../../domain/payments/events';
import { savedCardsDecider } from '../../../domain/payments/saved-cards-decider';
import { commandRoute } from '../../lib/command-route';
import { cardOwnerOf } from '../../lib/saved-cards';

/** POST /api/order/card/delete (Patient): removes a saved card; a deleted default passes to the newest remaining card. */
export const deleteCardRoute = commandRoute(
  { path: '/api/order/card/delete', tags: ['order', 'card'], summary: 'Delete a saved card', auth: ['Patient'], body: uniqueCardIdInput, reply: deleteCardReply },
  async ({ body, claims, handle }) => {
    const accountNumber = cardOwnerOf(claims, body.accountNumber);
    const { result } = await handle(cardsStream(accountNumber), savedCardsDecider, (state) => decideDeleteCard({ accountNumber, uniqueCardId: body.uniqueCardId, now: new Date() }, state), { step: 'order/card/delete' });
    return { uniqueCardId: body.uniqueCardId, deleted: true as const, position: result?.position ?? null };
  },
);
