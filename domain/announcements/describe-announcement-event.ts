import type { AnnouncementEvent } from './events';

/** An announcement event in plain words, for its record history (a scheduled live date travels beside it, for the screen to format). */
export function describeAnnouncementEvent(event: AnnouncementEvent): string {
  switch (event.type) {
    case 'AnnouncementDrafted':
      return 'Saved as a draft';
    case 'AnnouncementScheduled':
      return 'Scheduled to go live';
    case 'AnnouncementPublished':
      return event.data.by === 'schedule' ? 'Published at its live date' : 'Published';
    case 'AnnouncementEdited':
      return 'Edited while live';
    case 'AnnouncementTakenDown':
      return event.data.by === 'schedule' ? 'Taken down at its take-down date' : 'Taken down';
    case 'AnnouncementDeleted':
      return 'Deleted';
    case 'AnnouncementBookmarkSet':
      return event.data.isBookmarked ? 'Bookmarked' : 'Bookmark removed';
  }
}
