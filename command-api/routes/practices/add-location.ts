import { v7 as uuidv7 } from 'uuid';
import { addLocationInput, addLocationReply } from '../../../domain/practices/api-schemas';
import { decideAddPracticeLocation } from '../../../domain/practices/manage-practice';
import { practiceIdOf } from '../../../domain/identity/access-token';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import { commandRoute } from '../../lib/command-route';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';

/** POST /api/customer/location/add (practice administrator, issue #17): LocationAdded on the practice stream. */
export const addLocationRoute = commandRoute(
  { path: '/api/customer/location/add', tags: ['practice'], summary: 'Add a location to the practice (administrator)', auth: ['Practice'], body: addLocationInput, reply: addLocationReply, errors: PRACTICE_STATE_ERRORS },
  async ({ body, claims, handle }, ctx) => {
    const practiceId = practiceIdOf(claims);
    await assertPracticeAllows(ctx, claims, 'edit practice information');
    const locationId = `LOC-${practiceId.replace(/^PR-/, '')}-${uuidv7().replace(/-/g, '').slice(-6).toUpperCase()}`;
    const { address1, address2, city, state, zip, name, phone } = body;
    const { result } = await handle(practiceStream(practiceId), practiceDecider, (s) =>
      decideAddPracticeLocation({ practiceId, locationId, name, phone, address: { address1, ...(address2 ? { address2 } : {}), city, state, zip } }, s),
    );
    return { practiceId, locationId, position: result!.position };
  },
);
