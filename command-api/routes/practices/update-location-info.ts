import { updateLocationInfoInput, updateLocationInfoReply } from '../../../domain/practices/api-schemas';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import { decideUpdateLocationInfo } from '../../../domain/practices/update-location-info';
import { commandRoute } from '../../lib/command-route';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { locationForCommand } from '../../lib/practice-location-scope';

/**
 * POST /api/customer/location/update (not a spec path, decision D-091): a location's name, address
 * and phone → LocationInfoUpdated. The administrator edits any location of the practice (default
 * the first); Staff only their own. Allowed at a deactivated location ("edit practice information").
 */
export const updateLocationInfoRoute = commandRoute(
  {
    path: '/api/customer/location/update', tags: ['practice'], summary: "Edit a practice location's information (name, address, phone)",
    auth: ['Practice', 'Staff'], body: updateLocationInfoInput, reply: updateLocationInfoReply, errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const { practiceId, locationId } = await locationForCommand(ctx.store, claims, body.locationId);
    await assertPracticeAllows(ctx, claims, 'edit practice information', locationId);
    const { name, address: a } = body;
    const phone = body.phone ?? null;
    const address = { address1: a.address1, city: a.city, state: a.state, zip: a.zip, ...(a.address2 ? { address2: a.address2 } : {}) };
    const { result } = await handle(practiceStream(practiceId), practiceDecider, (s) => decideUpdateLocationInfo({ practiceId, locationId, name, phone, address }, s));
    return { locationId, practiceId, name, ...address, address2: address.address2 ?? null, phone, position: result?.position ?? null };
  },
);
