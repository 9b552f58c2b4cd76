import { cancelAccessRequestRoute } from './customer/access-request/cancel';
import { createAccessRequestRoute } from './customer/access-request/create';
import { locationUpdateAccessRequestsRoute } from './customer/access-request/locationupdate';
import { patientUpdateAccessRequestRoute } from './customer/access-request/patientupdate';
import { updateStaffNotificationsRoute } from './customer/notification/update';

/** Command routes of access requests and staff notifications (issue #4). */
export const accessRequestRoutes = [createAccessRequestRoute, cancelAccessRequestRoute, locationUpdateAccessRequestsRoute, patientUpdateAccessRequestRoute, updateStaffNotificationsRoute];
