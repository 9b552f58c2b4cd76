import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages';
import {
  decideSetEmailDisplayName,
  EMAIL_DISPLAY_NAME_INVALID,
  emailDisplayNameStream,
  evolveEmailDisplayName,
} from '../../../domain/practices/email-display-name';
import { DomainError } from '../../../domain/shared/errors';
import { ConcurrencyError } from '../../../infra/event-store/port';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';

// Loose on purpose: an invalid name answers with the spec's own message, not a field error.
const upsertInput = z.object({ emailDisplayName: z.string({ error: EMAIL_DISPLAY_NAME_INVALID }).max(1000, EMAIL_DISPLAY_NAME_INVALID) });

/**
 * POST /api/customer/upsertemaildisplayname (Practice, Staff): the sender name of the practice's
 * e-mails to its patients. Invalid → 400 'INVALID_VALUE: Invalid Email display name'; the update
 * failing (a conflict that outlasts the retries) → 409 DISPLAY_NAME_API_ERROR (spec point 8).
 */
export const upsertEmailDisplayNameRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/upsertemaildisplayname',
    {
      schema: {
        tags: ['customer'],
        summary: "Set the practice's e-mail display name",
        security: [{ bearer: [] }],
        body: upsertInput,
        response: { 200: z.object({ emailDisplayName: z.string(), position: z.number().int().nullable() }), ...errorResponses, ...practiceStateResponses },
      },
      config: { auth: ['Practice', 'Staff'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const practiceId = claims.practiceId;
      if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      await assertPracticeAllows(ctx, claims, 'update custom e-mail display name');
      try {
        const { result, events } = await handleCommand(
          ctx.store,
          emailDisplayNameStream(practiceId),
          { initialState: () => ({}), evolve: evolveEmailDisplayName },
          (s) => decideSetEmailDisplayName({ practiceId, displayName: request.body.emailDisplayName }, s),
          { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'upsertemaildisplayname') },
        );
        const name = events[0]?.data.displayName ?? request.body.emailDisplayName.replace(/\s+/g, ' ').trim();
        return { emailDisplayName: name, position: result?.position ?? null };
      } catch (err) {
        if (err instanceof ConcurrencyError) {
          throw new DomainError('conflict', 'DISPLAY_NAME_API_ERROR', ACCOUNT_MESSAGES.displayNameApiError);
        }
        throw err;
      }
    },
  );
};
