import { announcementDecider } from '../../../domain/announcements/announcement-decider';
import { announcementCommandReply, announcementIdInput } from '../../../domain/announcements/api-schemas';
import { decideDeleteAnnouncement } from '../../../domain/announcements/delete-announcement';
import { announcementStream } from '../../../domain/announcements/events';
import { commandRoute } from '../../lib/command-route';

/** POST /api/customer/announcements/delete (CSR only): deletes a draft or an archived announcement. */
export const deleteAnnouncementRoute = commandRoute(
  { path: '/api/customer/announcements/delete', tags: ['announcements'], summary: 'Delete a draft or archived announcement', auth: ['CSR'], body: announcementIdInput, reply: announcementCommandReply },
  async ({ body, handle }) => {
    const { result } = await handle(announcementStream(body.id), announcementDecider, (s) => decideDeleteAnnouncement({ announcementId: body.id, now: new Date() }, s));
    return { id: body.id, position: result?.position ?? null };
  },
);
