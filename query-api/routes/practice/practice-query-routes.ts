import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { practiceInfo, practiceLocation } from '../../../domain/practices/practice-info';
import { DEFAULT_RX_EXPIRY_OPTIONS } from '../../../domain/practices/set-default-rx-expiry';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { loadPracticeInfo, practiceLocations } from '../../lib/load-practice-info';
import { getPracticeNotificationPreferenceRoute } from './get-practice-notification-preference';

function callerPractice(request: FastifyRequest): string {
  const practiceId = requireClaims(request).practiceId;
  if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  return practiceId;
}

const responses = { 404: errorBody, ...errorResponses };

/**
 * The practice reads (spec point 6 "Practice"), for the caller's own practice (Practice, Staff):
 * POST /api/customer/practice/get, /api/customer/location/getbypractice, /api/customer/getdefaultrxexpiry,
 * and /api/customer/GetPracticeNotificationPreference (its own file).
 */
export const practiceQueryRoutes: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  await app.register(getPracticeNotificationPreferenceRoute, ctx);
  app.post(
    '/api/customer/practice/get',
    {
      schema: {
        tags: ['practice'],
        summary: "The caller's practice with its locations and account states",
        security: [{ bearer: [] }],
        response: { 200: practiceInfo, ...responses },
      },
      config: { auth: ['Practice', 'Staff'], readModels: ['practices'] },
    },
    async (request) => loadPracticeInfo(ctx.db, callerPractice(request)),
  );

  app.post(
    '/api/customer/location/getbypractice',
    {
      schema: {
        tags: ['practice'],
        summary: "The locations of the caller's practice",
        security: [{ bearer: [] }],
        response: { 200: z.object({ practiceId: z.string(), locations: z.array(practiceLocation) }), ...responses },
      },
      config: { auth: ['Practice', 'Staff'], readModels: ['practices'] },
    },
    async (request) => {
      const practiceId = callerPractice(request);
      return { practiceId, locations: await practiceLocations(ctx.db, practiceId) };
    },
  );

  app.post(
    '/api/customer/getdefaultrxexpiry',
    {
      schema: {
        tags: ['practice'],
        summary: "The practice's default prescription expiry (\"2 years\" when none is set)",
        security: [{ bearer: [] }],
        response: { 200: z.object({ expiry: z.enum(DEFAULT_RX_EXPIRY_OPTIONS) }), ...responses },
      },
      config: { auth: ['Practice', 'Staff'], readModels: ['practices'] },
    },
    async (request) => ({ expiry: (await loadPracticeInfo(ctx.db, callerPractice(request))).defaultRxExpiry }),
  );
};
