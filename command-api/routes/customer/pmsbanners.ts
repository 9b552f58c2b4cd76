import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideDisablePmsIntegrationBanner, decideDisablePmsUpdateBanner } from '../../../domain/patients/pms-banners';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';

const reply = { 200: z.object({ position: z.number().int().nullable() }), ...errorResponses };

/**
 * POST /api/customer/disablepmsintegrationbanner and /api/customer/disablepmsupdatebanner: the
 * signed-in practice user hides a PMS banner for themselves (events on their own customer stream,
 * D-075). Staff and practice administrators.
 */
export const pmsBannerRoutes: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/disablepmsintegrationbanner',
    {
      schema: { tags: ['customer'], summary: 'Hide the "connect your PMS" banner', security: [{ bearer: [] }], response: reply },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { result } = await handleCommand(ctx.store, customerStream(claims.sub), customerDecider, (s) => decideDisablePmsIntegrationBanner(s), {
        metadata: metadataFor(request),
        idempotencyKey: idempotencyKeyOf(request, 'pms-integration-banner'),
      });
      return { position: result?.position ?? null };
    },
  );
  app.post(
    '/api/customer/disablepmsupdatebanner',
    {
      schema: { tags: ['customer'], summary: 'Dismiss the "patients updated from your PMS" banner', security: [{ bearer: [] }], response: reply },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { result } = await handleCommand(ctx.store, customerStream(claims.sub), customerDecider, (s) => decideDisablePmsUpdateBanner(s), {
        metadata: metadataFor(request),
        idempotencyKey: idempotencyKeyOf(request, 'pms-update-banner'),
      });
      return { position: result?.position ?? null };
    },
  );
};
