import { getAnnouncementRoute } from './get-announcement';
import { listActiveAnnouncementsRoute } from './list-active-announcements';
import { listAnnouncementsRoute } from './list-announcements';

/** Announcements (issue #16): the CSR lists and one record (CSR only), and the live ones for everyone's dashboards. */
export const announcementsQueryRoutes = [listActiveAnnouncementsRoute, listAnnouncementsRoute, getAnnouncementRoute];
