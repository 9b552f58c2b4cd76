/** Events of an announcement stream: `announcement-{id}` (spec points 3, 4, 7; issue #16). */
import type { AnnouncementAudience, AnnouncementPriority, AnnouncementType } from './announcement-rules';

/** What a CSR writes (spec point 3 fields except id, state and isBookmarked, which the stream holds). */
export interface AnnouncementContent {
  audience: AnnouncementAudience;
  /** Set when the audience is one practice. */
  practiceId: string | null;
  headline: string;
  message: string;
  liveDate: string;
  takeDownDate: string | null;
  type: AnnouncementType;
  priority: AnnouncementPriority;
  url: string | null;
  urlDisplayText: string | null;
}

/** Saved with state "draft" (created, edited, or an active one moved back to drafts). */
export interface AnnouncementDrafted {
  type: 'AnnouncementDrafted';
  data: { announcementId: string; content: AnnouncementContent; savedBy: string };
}

/** Saved with state "live" and a live date in the future: published by the scheduler at liveDate. */
export interface AnnouncementScheduled {
  type: 'AnnouncementScheduled';
  data: { announcementId: string; content: AnnouncementContent; savedBy: string };
}

/** It went live: on a save whose live date has come, or by the scheduler at the live date. */
export interface AnnouncementPublished {
  type: 'AnnouncementPublished';
  data: { announcementId: string; content: AnnouncementContent; publishedAt: string; by: 'save' | 'schedule' };
}

/** A live announcement's text or dates changed while it stays live. */
export interface AnnouncementEdited {
  type: 'AnnouncementEdited';
  data: { announcementId: string; content: AnnouncementContent; savedBy: string };
}

/** Taken down (archived): by a CSR (`/customer/announcements/archive`) or at its take-down date. */
export interface AnnouncementTakenDown {
  type: 'AnnouncementTakenDown';
  data: { announcementId: string; takenDownAt: string; by: 'csr' | 'schedule' };
}

export interface AnnouncementDeleted {
  type: 'AnnouncementDeleted';
  data: { announcementId: string; deletedAt: string };
}

/** Bookmark (flag) set or cleared (`/customer/announcements/bookmark`). */
export interface AnnouncementBookmarkSet {
  type: 'AnnouncementBookmarkSet';
  data: { announcementId: string; isBookmarked: boolean };
}

export type AnnouncementEvent =
  | AnnouncementDrafted
  | AnnouncementScheduled
  | AnnouncementPublished
  | AnnouncementEdited
  | AnnouncementTakenDown
  | AnnouncementDeleted
  | AnnouncementBookmarkSet;

export const ANNOUNCEMENT_EVENT_TYPES = [
  'AnnouncementDrafted',
  'AnnouncementScheduled',
  'AnnouncementPublished',
  'AnnouncementEdited',
  'AnnouncementTakenDown',
  'AnnouncementDeleted',
  'AnnouncementBookmarkSet',
] as const satisfies readonly AnnouncementEvent['type'][];

export function announcementStream(id: string): string {
  return `announcement-${id}`;
}
