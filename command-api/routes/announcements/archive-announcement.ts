import { announcementDecider } from '../../../domain/announcements/announcement-decider';
import { announcementCommandReply, announcementIdInput } from '../../../domain/announcements/api-schemas';
import { decideArchiveAnnouncement } from '../../../domain/announcements/archive-announcement';
import { announcementStream } from '../../../domain/announcements/events';
import { commandRoute } from '../../lib/command-route';

/** POST /api/customer/announcements/archive (CSR only): takes an active announcement down into the archives. */
export const archiveAnnouncementRoute = commandRoute(
  { path: '/api/customer/announcements/archive', tags: ['announcements'], summary: 'Take an announcement down (archive it)', auth: ['CSR'], body: announcementIdInput, reply: announcementCommandReply },
  async ({ body, handle }) => {
    const { result } = await handle(announcementStream(body.id), announcementDecider, (s) => decideArchiveAnnouncement({ announcementId: body.id, now: new Date() }, s));
    return { id: body.id, position: result?.position ?? null };
  },
);
