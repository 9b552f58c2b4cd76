import { markStaffNotificationsRoute } from './mark-staff-notifications';

/** Staff notifications (issue #4): marking them viewed. */
export const staffNotificationsCommandRoutes = [markStaffNotificationsRoute];
