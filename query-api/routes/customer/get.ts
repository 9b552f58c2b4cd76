import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerProfile } from '../../../domain/identity/customer-profile';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { loadProfile } from '../../lib/load-profile';

/** POST /api/customer/get: the signed-in user's own profile. */
export const getProfileRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/get',
    {
      schema: {
        tags: ['customer'],
        summary: 'Own profile',
        security: [{ bearer: [] }],
        response: { 200: customerProfile, 404: errorResponses[400], ...errorResponses },
      },
      config: { auth: 'any', readModels: ['customers', 'practices', 'mfa_settings'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const profile = await loadProfile(ctx.db, claims.sub, claims);
      if (!profile) throw new DomainError('not_found', 'NOT_FOUND', 'Profile not found');
      return profile;
    },
  );
};
