import type { AnnouncementStatus } from './announcement-rules';
import type { AnnouncementContent, AnnouncementEvent } from './events';

export interface AnnouncementDeciderState {
  exists: boolean;
  deleted: boolean;
  status: AnnouncementStatus;
  content?: AnnouncementContent;
  isBookmarked: boolean;
  publishedAt: string | null;
}

/** One announcement's stream folded: where it is (draft, scheduled, live, archived), its content, its flag. */
export const announcementDecider = {
  initialState: (): AnnouncementDeciderState => ({ exists: false, deleted: false, status: 'draft', isBookmarked: false, publishedAt: null }),
  evolve(state: AnnouncementDeciderState, event: AnnouncementEvent): AnnouncementDeciderState {
    switch (event.type) {
      case 'AnnouncementDrafted':
        return { ...state, exists: true, status: 'draft', content: event.data.content, publishedAt: null };
      case 'AnnouncementScheduled':
        return { ...state, exists: true, status: 'scheduled', content: event.data.content, publishedAt: null };
      case 'AnnouncementPublished':
        return { ...state, exists: true, status: 'live', content: event.data.content, publishedAt: event.data.publishedAt };
      case 'AnnouncementEdited':
        return { ...state, content: event.data.content };
      case 'AnnouncementTakenDown':
        return { ...state, status: 'archived' };
      case 'AnnouncementDeleted':
        return { ...state, deleted: true };
      case 'AnnouncementBookmarkSet':
        return { ...state, isBookmarked: event.data.isBookmarked };
      default:
        return state;
    }
  },
};
