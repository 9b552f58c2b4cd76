import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages';
import { DomainError } from '../../../domain/shared/errors';
import { email } from '../../../domain/shared/validation';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';

/**
 * POST /api/customer/isregistered (public): whether the patient with this e-mail has set a
 * password yet. No such patient → 404 INVALID_PATIENT_NOT_FOUND 'Patient not found', which the
 * browser turns into an empty object (spec point 8).
 */
export const isRegisteredRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/isregistered',
    {
      schema: {
        tags: ['customer'],
        summary: 'Has a patient registered',
        body: z.object({ email }),
        response: { 200: z.object({ isRegistered: z.boolean() }), 404: errorBody, ...errorResponses },
      },
      config: { auth: 'public', readModels: ['customers'] },
    },
    async (request) => {
      const row = await ctx.db
        .withSchema('rm')
        .selectFrom('customers')
        .select('is_registered')
        .where('email', '=', request.body.email)
        .where('customer_group', '=', 'Patient')
        .executeTakeFirst();
      if (!row) throw new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', ACCOUNT_MESSAGES.patientNotFound);
      return { isRegistered: row.is_registered };
    },
  );
};
