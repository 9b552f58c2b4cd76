import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideDeleteCard } from '../../../../domain/payments/delete-card';
import { cardsStream } from '../../../../domain/payments/events';
import { savedCardsDecider } from '../../../../domain/payments/saved-cards-decider';
import { requireClaims } from '../../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../../infra/http/errors';
import type { CommandContext } from '../../../lib/context';
import { handleCommand } from '../../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../../lib/metadata';
import { cardOwnerOf } from '../../../lib/saved-cards';

export const uniqueCardIdInput = z.object({ uniqueCardId: z.string().min(1).max(100), accountNumber: z.string().min(1).max(40).optional() });

/** POST /api/order/card/delete (Patient): removes a saved card; a deleted default passes to the newest remaining card. */
export const deleteCardRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/order/card/delete',
    {
      schema: {
        tags: ['order', 'card'],
        summary: 'Delete a saved card',
        security: [{ bearer: [] }],
        body: uniqueCardIdInput,
        response: { 200: z.object({ uniqueCardId: z.string(), deleted: z.literal(true), position: z.number().int().nullable() }), 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Patient'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const accountNumber = cardOwnerOf(claims, request.body.accountNumber);
      const { result } = await handleCommand(
        ctx.store,
        cardsStream(accountNumber),
        savedCardsDecider,
        (state) => decideDeleteCard({ accountNumber, uniqueCardId: request.body.uniqueCardId, now: new Date() }, state),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'order/card/delete') },
      );
      return { uniqueCardId: request.body.uniqueCardId, deleted: true as const, position: result?.position ?? null };
    },
  );
};
