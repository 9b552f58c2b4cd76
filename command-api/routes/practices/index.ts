import { addLocationRoute } from './add-location';
import { deactivateStaffMemberRoute } from './deactivate-staff-member';
import { inviteStaffMemberRoute } from './invite-staff-member';
import { setDefaultRxExpiryRoute } from './set-default-rx-expiry';
import { upsertEmailDisplayNameRoute } from './set-email-display-name';
import { setPracticeNotificationPreferenceRoute } from './set-practice-notification-preferences';
import { updateLocationInfoRoute } from './update-location-info';
import { updatePracticeInfoRoute } from './update-practice-info';

/** Practice and locations (issue #4): information, default prescription expiry, notification preferences, e-mail display name. */
export const practicesCommandRoutes = [setDefaultRxExpiryRoute, updatePracticeInfoRoute, updateLocationInfoRoute, setPracticeNotificationPreferenceRoute, upsertEmailDisplayNameRoute, addLocationRoute, inviteStaffMemberRoute, deactivateStaffMemberRoute];
