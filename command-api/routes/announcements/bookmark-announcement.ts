import { announcementDecider } from '../../../domain/announcements/announcement-decider';
import { announcementCommandReply, bookmarkAnnouncementInput } from '../../../domain/announcements/api-schemas';
import { decideBookmarkAnnouncement } from '../../../domain/announcements/bookmark-announcement';
import { announcementStream } from '../../../domain/announcements/events';
import { commandRoute } from '../../lib/command-route';

/** POST /api/customer/announcements/bookmark (CSR only): id, isBookmarked — flags an announcement. */
export const bookmarkAnnouncementRoute = commandRoute(
  { path: '/api/customer/announcements/bookmark', tags: ['announcements'], summary: 'Bookmark (flag) an announcement', auth: ['CSR'], body: bookmarkAnnouncementInput, reply: announcementCommandReply },
  async ({ body, handle }) => {
    const { result } = await handle(announcementStream(body.id), announcementDecider, (s) => decideBookmarkAnnouncement({ announcementId: body.id, isBookmarked: body.isBookmarked }, s));
    return { id: body.id, position: result?.position ?? null };
  },
);
