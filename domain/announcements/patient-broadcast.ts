import type { AnnouncementDeciderState } from './announcement-decider';
import type { AnnouncementContent } from './events';

/**
 * Promotions and tips to patients also go out by e-mail and SMS to the patients who opted in
 * (`promotionNotification*`, `tipsNotification*`), once per patient (issue #16, decision D-338).
 */
export type BroadcastKind = 'promotion' | 'tips';

/** The notification kind an announcement goes out under, or null when it is not broadcast. */
export function broadcastKindOf(content: Pick<AnnouncementContent, 'audience' | 'type'>): BroadcastKind | null {
  if (content.audience !== 'patients' && content.audience !== 'everyone') return null;
  if (content.type === 'promotion') return 'promotion';
  if (content.type === 'tip') return 'tips';
  return null;
}

/** Is the announcement still to be sent now (live, broadcast kind)? A job re-checks before each run. */
export function broadcastDue(state: AnnouncementDeciderState): BroadcastKind | null {
  if (!state.exists || state.deleted || state.status !== 'live' || !state.content) return null;
  return broadcastKindOf(state.content);
}

/** One patient's delivery: stream `announcement-delivery-{announcementId}-{account}`, appended once (no_stream). */
export interface AnnouncementDeliveredToPatient {
  type: 'AnnouncementDeliveredToPatient';
  data: { announcementId: string; accountNumber: string; email: string | null; sms: string | null; deliveredAt: string };
}

export function announcementDeliveryStream(announcementId: string, accountNumber: string): string {
  return `announcement-delivery-${announcementId}-${accountNumber}`;
}
