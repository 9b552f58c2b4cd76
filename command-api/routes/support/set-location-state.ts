import { accountStateChangedReply, setLocationStateInput } from '../../../domain/practices/api-schemas';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import { decideSetLocationState } from '../../../domain/practices/set-account-state';
import { commandRoute } from '../../lib/command-route';

/** POST /api/support/location/state (CSR): {practiceId, locationId, deactivated} → LocationDeactivated/Reactivated, with the CSR as actor. */
export const setLocationStateRoute = commandRoute(
  { path: '/api/support/location/state', tags: ['support'], summary: 'Deactivate or reactivate a practice location (CSR)', auth: ['CSR'], body: setLocationStateInput, reply: accountStateChangedReply },
  async ({ body, handle }) => {
    const { result, events } = await handle(practiceStream(body.practiceId), practiceDecider, (s) => decideSetLocationState(body, s));
    return { changed: events.map((e) => e.type), position: result?.position ?? null };
  },
);
