import { getNotificationPreferenceRoute } from './get-notification-preferences';
import { getByTokenRoute } from './get-profile-by-token';
import { sessionConfigRoute } from './get-session-config';
import { getSmsNumberRoute } from './get-sms-number';

/** Account security reads: SMS number and two-factor, notification preferences, profile by token, session timers. */
export const securityQueryRoutes = [getSmsNumberRoute, getNotificationPreferenceRoute, getByTokenRoute, sessionConfigRoute];
