import { archiveAnnouncementRoute } from './archive-announcement';
import { bookmarkAnnouncementRoute } from './bookmark-announcement';
import { deleteAnnouncementRoute } from './delete-announcement';
import { saveAnnouncementRoute } from './save-announcement';

/** Announcements (issue #16): CSR management, spec point 7. */
export const announcementsCommandRoutes = [saveAnnouncementRoute, archiveAnnouncementRoute, deleteAnnouncementRoute, bookmarkAnnouncementRoute];
