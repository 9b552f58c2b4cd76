import { countStaffNotificationsRoute } from './count-staff-notifications';
import { getStaffNotificationsRoute } from './list-staff-notifications';

/** Staff notifications (issue #4). */
export const staffNotificationsQueryRoutes = [getStaffNotificationsRoute, countStaffNotificationsRoute];
