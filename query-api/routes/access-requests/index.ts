import { getAccessRequestByTokenRoute } from './get-access-request-by-token';
import { locationGetAccessRequestsRoute } from './list-location-access-requests';
import { getAccessRequestNotificationsRoute } from './list-pending-access-requests';

/** Access requests (issue #4): the location's list, the patient's pending ones, the one of an e-mailed link. */
export const accessRequestsQueryRoutes = [locationGetAccessRequestsRoute, getAccessRequestNotificationsRoute, getAccessRequestByTokenRoute];
