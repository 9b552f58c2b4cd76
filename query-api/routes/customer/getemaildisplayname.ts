import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../domain/shared/errors';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';

/**
 * POST /api/customer/getEmailDisplayName: the sender name a practice's patients see on its
 * e-mails: its e-mail display name, else its name (`isCustom` says which). Sent without a user
 * token (spec point 6), so it takes a practiceId; a signed-in practice user may leave it out for
 * their own practice. Unknown practice → 404 (the browser shows {} for any error, spec point 8).
 */
export const getEmailDisplayNameRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/getEmailDisplayName',
    {
      schema: {
        tags: ['customer'],
        summary: "A practice's e-mail display name",
        body: z.object({ practiceId: z.string().trim().min(1).max(64).optional() }).optional(),
        response: {
          200: z.object({ practiceId: z.string(), emailDisplayName: z.string(), isCustom: z.boolean() }),
          404: errorBody,
          ...errorResponses,
        },
      },
      config: { auth: 'public', readModels: ['practices', 'email_display_names'] },
    },
    async (request) => {
      const practiceId = request.body?.practiceId ?? request.claims?.practiceId;
      if (!practiceId) throw new DomainError('validation', 'PRACTICE_REQUIRED', 'Which practice? Send a practiceId.');
      const row = await ctx.db
        .withSchema('rm')
        .selectFrom('practices as p')
        .leftJoin('email_display_names as d', 'd.practice_id', 'p.practice_id')
        .select(['p.practice_id', 'p.name', 'd.display_name'])
        .where('p.practice_id', '=', practiceId)
        .executeTakeFirst();
      if (!row) throw new DomainError('not_found', 'NOT_FOUND', 'Practice not found');
      return { practiceId: row.practice_id, emailDisplayName: row.display_name ?? row.name, isCustom: row.display_name != null };
    },
  );
};
