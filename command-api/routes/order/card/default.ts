import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardsStream } from '../../../../domain/payments/events';
import { savedCardsDecider } from '../../../../domain/payments/saved-cards-decider';
import { decideSetDefaultCard } from '../../../../domain/payments/set-default-card';
import { requireClaims } from '../../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../../infra/http/errors';
import type { CommandContext } from '../../../lib/context';
import { handleCommand } from '../../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../../lib/metadata';
import { cardOwnerOf } from '../../../lib/saved-cards';
import { uniqueCardIdInput } from './delete';

/** POST /api/order/card/default (Patient): makes a saved card the default. */
export const defaultCardRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/order/card/default',
    {
      schema: {
        tags: ['order', 'card'],
        summary: 'Make a saved card the default',
        security: [{ bearer: [] }],
        body: uniqueCardIdInput,
        response: { 200: z.object({ uniqueCardId: z.string(), isDefault: z.literal(true), position: z.number().int().nullable() }), 404: errorBody, ...errorResponses },
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
        (state) => decideSetDefaultCard({ accountNumber, uniqueCardId: request.body.uniqueCardId }, state),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'order/card/default') },
      );
      return { uniqueCardId: request.body.uniqueCardId, isDefault: true as const, position: result?.position ?? null };
    },
  );
};
