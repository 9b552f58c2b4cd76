import { PRACTICE_NOTIFICATION_KEYS, setPracticeNotificationPreferenceInput, setPracticeNotificationPreferenceReply } from '../../../domain/practices/api-schemas';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import { decideSetPracticeNotificationPreferences, practiceNotificationPreferencesOf } from '../../../domain/practices/practice-notification-preferences';
import { commandRoute } from '../../lib/command-route';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { locationForCommand } from '../../lib/practice-location-scope';

/**
 * POST /api/customer/SetPracticeNotificationPreference (Practice, Staff): a location's e-mail
 * notification preferences → PracticeNotificationPreferencesChanged on the practice stream (only
 * the keys that change). Staff set their own location's; the administrator any location's
 * (`locationId`, default the practice's first). Part of "edit practice information", so allowed
 * in every account state (spec point 4).
 */
export const setPracticeNotificationPreferenceRoute = commandRoute(
  {
    path: '/api/customer/SetPracticeNotificationPreference', tags: ['practice', 'notifications'], summary: "Set a practice location's e-mail notification preferences", description: `Any of: ${PRACTICE_NOTIFICATION_KEYS.join(', ')}. Answers all the keys after the change.`,
    auth: ['Practice', 'Staff'], body: setPracticeNotificationPreferenceInput, reply: setPracticeNotificationPreferenceReply, errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const { locationId: requested, ...changes } = body;
    const { practiceId, locationId } = await locationForCommand(ctx.store, claims, requested);
    await assertPracticeAllows(ctx, claims, 'edit practice information', locationId);
    let after = practiceDecider.initialState();
    const { result } = await handle(practiceStream(practiceId), practiceDecider, (state) => {
      const events = decideSetPracticeNotificationPreferences({ practiceId, locationId, changes }, state);
      after = events.reduce(practiceDecider.evolve, state);
      return events;
    });
    return { locationId, ...practiceNotificationPreferencesOf(after, locationId), position: result?.position ?? null };
  },
);
