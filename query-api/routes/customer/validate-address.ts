import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validateAddress, validateAddressInput } from '../../../domain/addresses/validate-address';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';

const addressMessage = z.object({ severity: z.enum(['error', 'warning', 'info']), code: z.string(), summary: z.string() });
const validatedAddress = z.object({ line1: z.string(), line2: z.string(), city: z.string(), region: z.string(), postalCode: z.string(), messages: z.array(addressMessage) });
const suggestion = z.object({ address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), zip: z.string() });

/**
 * POST /api/customer/validateAddress (any signed-in user; spec points 5 and 7): address1 and zip
 * required; answers validatedAddresses (line1, line2, city, region, postalCode, messages with
 * severity), whether the first is accepted, and a normalised suggestion the user may take or
 * refuse. Pure rules, no external address service (D-126); changes nothing, hence the query API.
 */
export const validateAddressRoute: FastifyPluginAsyncZod<QueryContext> = async (app) => {
  app.post(
    '/api/customer/validateAddress',
    {
      schema: {
        tags: ['address'],
        summary: 'Validate and normalise a US delivery address',
        security: [{ bearer: [] }],
        body: validateAddressInput,
        response: { 200: z.object({ validatedAddresses: z.array(validatedAddress), accepted: z.boolean(), suggestion: suggestion.nullable() }), ...errorResponses },
      },
      config: { auth: 'any' },
    },
    async (request) => validateAddress(request.body),
  );
};
