import type { AnnouncementView } from '../../../domain/announcements/api-schemas';
import type { AnnouncementsTable } from '../../../infra/read-models/tables';

/** A read-model row as the API shows it (spec point 3 fields plus the list status). */
export function announcementViewOf(r: AnnouncementsTable & { practice_name?: string | null }): AnnouncementView {
  return {
    id: r.announcement_id,
    audience: r.audience as AnnouncementView['audience'],
    practiceId: r.practice_id,
    practiceName: r.practice_name ?? null,
    headline: r.headline,
    message: r.message,
    liveDate: r.live_date,
    takeDownDate: r.take_down_date,
    state: r.state as AnnouncementView['state'],
    status: r.status as AnnouncementView['status'],
    type: r.type as AnnouncementView['type'],
    priority: r.priority as AnnouncementView['priority'],
    url: r.url,
    urlDisplayText: r.url_display_text,
    isBookmarked: r.is_bookmarked,
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
  };
}
