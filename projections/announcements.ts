import { describeAnnouncementEvent } from '../domain/announcements/describe-announcement-event';
import { ANNOUNCEMENT_EVENT_TYPES, type AnnouncementContent, type AnnouncementEvent } from '../domain/announcements/events';
import type { AnnouncementsTable } from '../infra/read-models/tables';
import { projectionOf } from './lib/projection';

const contentColumns = (c: AnnouncementContent) => ({
  audience: c.audience,
  practice_id: c.practiceId,
  headline: c.headline,
  message: c.message,
  live_date: c.liveDate,
  take_down_date: c.takeDownDate,
  type: c.type,
  priority: c.priority,
  url: c.url,
  url_display_text: c.urlDisplayText,
});

/**
 * Announcements (issue #16): one row per announcement, its `status` naming the CSR list it is in
 * (draft → Drafts; scheduled, live → Active; archived → Archives), and its history (who did what).
 * Rebuildable: event data and metadata.occurredAt only.
 */
export const announcementsProjection = projectionOf<AnnouncementEvent>({
  name: 'announcements',
  version: 2,
  eventTypes: ANNOUNCEMENT_EVENT_TYPES,
  tables: ['announcements', 'announcement_history'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.announcements (
      announcement_id  text PRIMARY KEY,
      audience         text NOT NULL,
      practice_id      text,
      headline         text NOT NULL,
      message          text NOT NULL,
      live_date        text NOT NULL,
      take_down_date   text,
      state            text NOT NULL,
      status           text NOT NULL,
      type             text NOT NULL,
      priority         text NOT NULL,
      url              text,
      url_display_text text,
      is_bookmarked    boolean NOT NULL,
      published_at     text,
      archived_at      text,
      created_at       text NOT NULL,
      updated_at       text NOT NULL,
      updated_by       text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS announcements_status ON ${s}.announcements (status, live_date);
    CREATE TABLE IF NOT EXISTS ${s}.announcement_history (
      announcement_id   text NOT NULL,
      event_id          text NOT NULL,
      global_position   bigint NOT NULL,
      occurred_at       text NOT NULL,
      event_type        text NOT NULL,
      actor_account     text NOT NULL,
      actor_group       text NOT NULL,
      impersonator_name text,
      summary           text NOT NULL,
      scheduled_for     text,
      PRIMARY KEY (announcement_id, event_id)
    );`,
  async apply({ db }, events) {
    for (const event of events) {
      const id = event.data.announcementId;
      const at = event.metadata.occurredAt;
      const by = event.metadata.actor.accountNumber;
      await db
        .insertInto('announcement_history')
        .values({
          announcement_id: id,
          event_id: event.eventId,
          global_position: event.globalPosition,
          occurred_at: at,
          event_type: event.type,
          actor_account: by,
          actor_group: event.metadata.actor.customerGroup,
          impersonator_name: event.metadata.impersonator?.name ?? null,
          summary: describeAnnouncementEvent(event),
          scheduled_for: event.type === 'AnnouncementScheduled' ? event.data.content.liveDate : null,
        })
        .onConflict((oc) => oc.columns(['announcement_id', 'event_id']).doNothing())
        .execute();
      switch (event.type) {
        case 'AnnouncementDrafted':
        case 'AnnouncementScheduled':
        case 'AnnouncementPublished': {
          const status = event.type === 'AnnouncementDrafted' ? 'draft' : event.type === 'AnnouncementScheduled' ? 'scheduled' : 'live';
          const row: AnnouncementsTable = {
            announcement_id: id,
            ...contentColumns(event.data.content),
            state: status === 'draft' ? 'draft' : 'live',
            status,
            is_bookmarked: false,
            published_at: event.type === 'AnnouncementPublished' ? event.data.publishedAt : null,
            archived_at: null,
            created_at: at,
            updated_at: at,
            updated_by: by,
          };
          await db
            .insertInto('announcements')
            .values(row)
            .onConflict((oc) =>
              oc.column('announcement_id').doUpdateSet({
                ...contentColumns(event.data.content),
                state: row.state,
                status,
                published_at: row.published_at,
                archived_at: null,
                updated_at: at,
                updated_by: by,
              }),
            )
            .execute();
          break;
        }
        case 'AnnouncementEdited':
          await db.updateTable('announcements').set({ ...contentColumns(event.data.content), updated_at: at, updated_by: by }).where('announcement_id', '=', id).execute();
          break;
        case 'AnnouncementTakenDown':
          await db.updateTable('announcements').set({ status: 'archived', archived_at: event.data.takenDownAt, updated_at: at, updated_by: by }).where('announcement_id', '=', id).execute();
          break;
        case 'AnnouncementDeleted':
          await db.deleteFrom('announcements').where('announcement_id', '=', id).execute();
          break;
        case 'AnnouncementBookmarkSet':
          await db.updateTable('announcements').set({ is_bookmarked: event.data.isBookmarked, updated_at: at, updated_by: by }).where('announcement_id', '=', id).execute();
          break;
      }
    }
  },
});
