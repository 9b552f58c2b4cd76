import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { CARD_TYPE_CODES } from '../../../../domain/payments/card-rules';
import { cardsStream } from '../../../../domain/payments/events';
import { decideSaveCard, saveCardInput } from '../../../../domain/payments/save-card';
import { savedCardsDecider } from '../../../../domain/payments/saved-cards-decider';
import { DomainError } from '../../../../domain/shared/errors';
import { requireClaims } from '../../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../../infra/http/errors';
import type { CommandContext } from '../../../lib/context';
import { handleCommand } from '../../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../../lib/metadata';
import { cardOwnerOf, hostedPayments, loadSavedCards } from '../../../lib/saved-cards';

export const savedCardReply = z.object({
  uniqueCardId: z.string(),
  maskedCardNumber: z.string(),
  cardType: z.enum(CARD_TYPE_CODES),
  expiry: z.string(),
  cardNickname: z.string(),
  isDefault: z.boolean(),
});

export const INVALID_CARD_TOKEN = 'The card could not be verified. Please enter it again.';

/**
 * POST /api/order/card/save (Patient): saves a card the provider tokenized for this account.
 * The token must be one the provider issued for the caller, with the same masked number and type
 * (D-123). Saving the same token again answers the saved card (position null).
 */
export const saveCardRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/order/card/save',
    {
      schema: {
        tags: ['order', 'card'],
        summary: 'Save a tokenized card to the account',
        security: [{ bearer: [] }],
        body: saveCardInput,
        response: { 200: savedCardReply.extend({ position: z.number().int().nullable() }), 404: errorBody, 422: errorBody, ...errorResponses },
      },
      config: { auth: ['Patient'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const accountNumber = cardOwnerOf(claims, request.body.accountNumber);
      const payments = hostedPayments(ctx.payments);
      const tokenized = await payments.lookupToken(request.body.token);
      if (!tokenized || tokenized.owner !== accountNumber || tokenized.maskedCardNumber !== request.body.maskedCardNumber || tokenized.cardType !== request.body.cardType)
        throw new DomainError('rule', 'INVALID_CARD_TOKEN', INVALID_CARD_TOKEN);
      const uniqueCardId = uuidv7();
      const { result } = await handleCommand(
        ctx.store,
        cardsStream(accountNumber),
        savedCardsDecider,
        (state) => decideSaveCard({ accountNumber, uniqueCardId, tokenized, input: request.body, now: new Date() }, state),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'order/card/save') },
      );
      const state = await loadSavedCards(ctx.store, accountNumber);
      const card = state.cards.find((c) => c.token === tokenized.token)!;
      return {
        uniqueCardId: card.uniqueCardId,
        maskedCardNumber: card.maskedCardNumber,
        cardType: card.cardType,
        expiry: card.expiry,
        cardNickname: card.cardNickname,
        isDefault: state.defaultCardId === card.uniqueCardId,
        position: result?.position ?? null,
      };
    },
  );
};
