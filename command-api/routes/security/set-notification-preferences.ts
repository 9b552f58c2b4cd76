import { setNotificationPreferenceInput, setNotificationPreferenceReply } from '../../../domain/security/api-schemas';
import { notificationPreferencesStream } from '../../../domain/security/events';
import { decideSetNotificationPreferences, notificationPreferencesDecider } from '../../../domain/security/notification-preferences';
import { commandRoute } from '../../lib/command-route';
import { loadMfa } from '../../lib/mfa';

/**
 * POST /api/customer/SetNotificationPreference: a patient's choices among the eight keys of spec
 * point 3 and the reorder interval (issue #20). Text-message keys can be turned on only with a verified SMS number.
 */
export const setNotificationPreferenceRoute = commandRoute(
  {
    path: '/api/customer/SetNotificationPreference', tags: ['customer', 'notifications'], summary: 'Set notification preferences',
    description: 'Any of the eight keys. 422 SMS_NUMBER_NOT_VERIFIED when turning on a text-message key without a verified number.',
    auth: ['Patient'], body: setNotificationPreferenceInput, reply: setNotificationPreferenceReply,
  },
  async ({ body, claims, handle }, ctx) => {
    const hasVerifiedSmsNumber = (await loadMfa(ctx.store, claims.sub)).verifiedPhone !== null;
    let after = notificationPreferencesDecider.initialState();
    const { result } = await handle(notificationPreferencesStream(claims.sub), notificationPreferencesDecider, (state) => {
      const { reorderInterval, ...changes } = body;
      const events = decideSetNotificationPreferences({ changes, hasVerifiedSmsNumber, ...(reorderInterval ? { reorderInterval } : {}) }, state);
      after = events.reduce(notificationPreferencesDecider.evolve, state);
      return events;
    });
    return { ...after.preferences, reorderInterval: after.reorderInterval, position: result?.position ?? null };
  },
);
