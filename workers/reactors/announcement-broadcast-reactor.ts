import type { AnnouncementPublished } from '../../domain/announcements/events';
import { broadcastKindOf } from '../../domain/announcements/patient-broadcast';
import { reactorOf } from './reactor';

export const BROADCAST_ANNOUNCEMENT = 'broadcast-announcement';

export interface BroadcastAnnouncementJobPayload {
  announcementId: string;
  eventId: string;
}

/** A promotion or tip for patients going live is sent to the opted-in patients (one job per AnnouncementPublished). */
export const announcementBroadcastReactor = reactorOf<AnnouncementPublished, BroadcastAnnouncementJobPayload>({
  name: 'reactor_announcement_broadcast',
  eventTypes: ['AnnouncementPublished'],
  jobName: BROADCAST_ANNOUNCEMENT,
  payload: (event) => (broadcastKindOf(event.data.content) ? { announcementId: event.data.announcementId } : undefined),
});
