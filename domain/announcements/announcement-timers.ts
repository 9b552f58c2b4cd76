import type { TimerChanges, TimerRule } from '../shared/due-work';
import type { AnnouncementDeciderState } from './announcement-decider';
import type { AnnouncementContent, AnnouncementPublished, AnnouncementTakenDown } from './events';
import { ANNOUNCEMENT_EVENT_TYPES } from './events';

export const ANNOUNCEMENT_PUBLISH = 'announcement.publish';
export const ANNOUNCEMENT_TAKE_DOWN = 'announcement.takeDown';

const publishTimer = (streamId: string) => `${ANNOUNCEMENT_PUBLISH}:${streamId}`;
const takeDownTimer = (streamId: string) => `${ANNOUNCEMENT_TAKE_DOWN}:${streamId}`;

/**
 * Due work of announcements (guide §4): a scheduled one is published at its live date; an active
 * one with a take-down date is archived then. Drafting, taking down or deleting cancels both.
 */
export const announcementTimerRule: TimerRule = {
  name: 'announcements',
  eventTypes: ANNOUNCEMENT_EVENT_TYPES,
  timersOf(event): TimerChanges {
    const { streamId } = event;
    const data = event.data as { content?: AnnouncementContent };
    const takeDown = (c: AnnouncementContent) =>
      c.takeDownDate ? { set: [{ timerId: takeDownTimer(streamId), kind: ANNOUNCEMENT_TAKE_DOWN, dueAt: c.takeDownDate, payload: { streamId } }] } : { cancel: [takeDownTimer(streamId)] };
    switch (event.type) {
      case 'AnnouncementScheduled': {
        const c = data.content!;
        const down = takeDown(c);
        return {
          set: [{ timerId: publishTimer(streamId), kind: ANNOUNCEMENT_PUBLISH, dueAt: c.liveDate, payload: { streamId } }, ...(down.set ?? [])],
          cancel: down.cancel ?? [],
        };
      }
      case 'AnnouncementPublished':
      case 'AnnouncementEdited': {
        const down = takeDown(data.content!);
        return { set: down.set ?? [], cancel: [publishTimer(streamId), ...(down.cancel ?? [])] };
      }
      case 'AnnouncementDrafted':
      case 'AnnouncementTakenDown':
      case 'AnnouncementDeleted':
        return { cancel: [publishTimer(streamId), takeDownTimer(streamId)] };
      default:
        return {};
    }
  },
};

/** The publish timer fired: a still-scheduled announcement whose live date has come goes live; anything else is left alone. */
export function decidePublishDue(cmd: { announcementId: string; now: Date }, state: AnnouncementDeciderState): AnnouncementPublished[] {
  if (!state.exists || state.deleted || state.status !== 'scheduled' || !state.content) return [];
  if (Date.parse(state.content.liveDate) > cmd.now.getTime()) return [];
  return [{ type: 'AnnouncementPublished', data: { announcementId: cmd.announcementId, content: state.content, publishedAt: cmd.now.toISOString(), by: 'schedule' } }];
}

/** The take-down timer fired: an active announcement whose take-down date has come is archived. */
export function decideTakeDownDue(cmd: { announcementId: string; now: Date }, state: AnnouncementDeciderState): AnnouncementTakenDown[] {
  if (!state.exists || state.deleted || (state.status !== 'live' && state.status !== 'scheduled') || !state.content?.takeDownDate) return [];
  if (Date.parse(state.content.takeDownDate) > cmd.now.getTime()) return [];
  return [{ type: 'AnnouncementTakenDown', data: { announcementId: cmd.announcementId, takenDownAt: cmd.now.toISOString(), by: 'schedule' } }];
}
