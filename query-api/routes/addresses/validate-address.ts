import { validateAddressInput, validateAddressReply } from '../../../domain/addresses/api-schemas';
import { validateAddress } from '../../../domain/addresses/validate-address';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/validateAddress (any signed-in user; spec points 5 and 7): address1 and zip
 * required; answers validatedAddresses (line1, line2, city, region, postalCode, messages with
 * severity), whether the first is accepted, and a normalised suggestion the user may take or
 * refuse. Pure rules, no external address service (D-126); changes nothing, hence the query API.
 */
export const validateAddressRoute = queryRoute(
  { method: 'POST', path: '/api/customer/validateAddress', tags: ['address'], summary: 'Validate and normalise a US delivery address', auth: 'any', readModels: [], input: validateAddressInput, reply: validateAddressReply },
  async ({ input }) => validateAddress(input),
);
