import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import {
  decideSetLocationState,
  decideSetPracticeState,
  setLocationStateInput,
  setPracticeStateInput,
} from '../../../domain/practices/set-account-state';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';

const changed = z.object({ changed: z.array(z.string()), position: z.number().int().nullable() });

/**
 * Practice account states (spec point 4), set by support only (non-spec paths, the spec has none):
 * POST /api/support/practice/state {practiceId, blocked?, creditHold?} → PracticeBlocked/Unblocked,
 * CreditHoldPlaced/Released; POST /api/support/location/state {practiceId, locationId, deactivated}
 * → LocationDeactivated/Reactivated. Each event carries the CSR as actor.
 */
export const supportAccountStateRoutes: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/support/practice/state',
    {
      schema: {
        tags: ['support'],
        summary: 'Block/unblock a practice, place/release a credit hold (CSR)',
        security: [{ bearer: [] }],
        body: setPracticeStateInput,
        response: { 200: changed, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['CSR'] },
    },
    async (request) => {
      const { result, events } = await handleCommand(
        ctx.store,
        practiceStream(request.body.practiceId),
        practiceDecider,
        (s) => decideSetPracticeState(request.body, s),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'practice-state') },
      );
      return { changed: events.map((e) => e.type), position: result?.position ?? null };
    },
  );

  app.post(
    '/api/support/location/state',
    {
      schema: {
        tags: ['support'],
        summary: 'Deactivate or reactivate a practice location (CSR)',
        security: [{ bearer: [] }],
        body: setLocationStateInput,
        response: { 200: changed, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['CSR'] },
    },
    async (request) => {
      const { result, events } = await handleCommand(
        ctx.store,
        practiceStream(request.body.practiceId),
        practiceDecider,
        (s) => decideSetLocationState(request.body, s),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'location-state') },
      );
      return { changed: events.map((e) => e.type), position: result?.position ?? null };
    },
  );
};
