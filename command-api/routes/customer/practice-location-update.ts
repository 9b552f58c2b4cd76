import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationSummary } from '../../../domain/identity/customer-profile';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import { decideUpdateLocationInfo, updateLocationInfoInput } from '../../../domain/practices/update-location-info';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';
import { locationForCommand } from '../../lib/practice-location-scope';

/**
 * POST /api/customer/location/update (not a spec path, decision D-091): a location's name, address
 * and phone → LocationInfoUpdated. The administrator edits any location of the practice (default
 * the first); Staff only their own. Allowed at a deactivated location ("edit practice information").
 */
export const updateLocationInfoRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/location/update',
    {
      schema: {
        tags: ['practice'],
        summary: "Edit a practice location's information (name, address, phone)",
        security: [{ bearer: [] }],
        body: updateLocationInfoInput,
        response: {
          200: locationSummary.extend({ position: z.number().int().nullable() }),
          404: errorBody,
          ...errorResponses,
          ...practiceStateResponses,
        },
      },
      config: { auth: ['Practice', 'Staff'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { practiceId, locationId } = await locationForCommand(ctx.store, claims, request.body.locationId);
      await assertPracticeAllows(ctx, claims, 'edit practice information', locationId);
      const { name, address } = request.body;
      const phone = request.body.phone ?? null;
      const cleanAddress = { address1: address.address1, city: address.city, state: address.state, zip: address.zip, ...(address.address2 ? { address2: address.address2 } : {}) };
      const { result } = await handleCommand(
        ctx.store,
        practiceStream(practiceId),
        practiceDecider,
        (s) => decideUpdateLocationInfo({ practiceId, locationId, name, phone, address: cleanAddress }, s),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'location-update') },
      );
      return {
        locationId,
        practiceId,
        name,
        address1: cleanAddress.address1,
        address2: cleanAddress.address2 ?? null,
        city: cleanAddress.city,
        state: cleanAddress.state,
        zip: cleanAddress.zip,
        phone,
        position: result?.position ?? null,
      };
    },
  );
};
