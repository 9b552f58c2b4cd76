import { getDefaultRxExpiryRoute } from './get-default-rx-expiry';
import { getEmailDisplayNameRoute } from './get-email-display-name';
import { getPracticeRoute } from './get-practice';
import { getPracticeNotificationPreferenceRoute } from './get-practice-notification-preferences';
import { listLocationsRoute } from './list-locations';
import { listStaffRoute } from './list-staff';

/** The practice reads (spec point 6 "Practice"), for the caller's own practice, and a practice's e-mail display name. */
export const practicesQueryRoutes = [getPracticeRoute, listLocationsRoute, getDefaultRxExpiryRoute, getPracticeNotificationPreferenceRoute, getEmailDisplayNameRoute, listStaffRoute];
