import { batchEmailUsersCountRoute } from './batchemailuserscount';
import { getEmailDisplayNameRoute } from './getemaildisplayname';
import { isRegisteredRoute } from './isregistered';

/** The accounts work's query routes. */
export const accountQueryRoutes = [isRegisteredRoute, batchEmailUsersCountRoute, getEmailDisplayNameRoute];
