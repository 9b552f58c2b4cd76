import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';

/**
 * POST /api/customer/batchemailuserscount (Staff, Practice): how many of the practice's patients
 * a batch welcome e-mail would go to: not registered and never e-mailed (spec point 7: NumberOfUsers).
 */
export const batchEmailUsersCountRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/batchemailuserscount',
    {
      schema: {
        tags: ['customer'],
        summary: 'Patients a batch welcome e-mail would reach',
        security: [{ bearer: [] }],
        response: { 200: z.object({ NumberOfUsers: z.number().int() }), ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['customers'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      const row = await ctx.db
        .withSchema('rm')
        .selectFrom('customers')
        .select(sql<number>`count(*)`.as('n'))
        .where('practice_id', '=', claims.practiceId)
        .where('customer_group', '=', 'Patient')
        .where('is_registered', '=', false)
        .where('has_been_sent_email', '=', false)
        .executeTakeFirst();
      return { NumberOfUsers: Number(row?.n ?? 0) };
    },
  );
};
