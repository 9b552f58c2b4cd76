import { getAccessRequestByTokenRoute } from './customer/access-request/getbytoken';
import { getAccessRequestNotificationsRoute } from './customer/access-request/getnotification';
import { locationGetAccessRequestsRoute } from './customer/access-request/locationget';
import { countStaffNotificationsRoute } from './customer/notification/count';
import { getStaffNotificationsRoute } from './customer/notification/get';

/** Query routes of access requests and staff notifications (issue #4). */
export const accessRequestQueryRoutes = [locationGetAccessRequestsRoute, getAccessRequestNotificationsRoute, getAccessRequestByTokenRoute, getStaffNotificationsRoute, countStaffNotificationsRoute];
