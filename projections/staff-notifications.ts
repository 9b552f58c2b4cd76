import type { AccessRequestAnswered } from '../domain/access-requests/events';
import type { StaffNotificationsMarked } from '../domain/staff-notifications/events';
import type { StoredEvent } from '../infra/event-store/port';
import type { Projection } from './lib/projection';

/**
 * Staff notifications, one row per notifying event (its id is the notification id): today an
 * access request the patient answered, for the location that sent it. Viewed / not viewed is
 * shared by the location's staff and changed by StaffNotificationsMarked (practice stream).
 */
export const staffNotificationsProjection: Projection = {
  name: 'staff_notifications',
  // 2: the patient's account only on an accepted request (a denial names no patient to the practice, D-523).
  version: 2,
  eventTypes: ['AccessRequestAnswered', 'StaffNotificationsMarked'],
  tables: ['staff_notifications'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.staff_notifications (
      notification_id        text PRIMARY KEY,
      practice_id            text NOT NULL,
      location_id            text NOT NULL,
      kind                   text NOT NULL,
      request_id             text,
      patient_account_number text,
      status                 text,
      denial_reason          text,
      created_at             text NOT NULL,
      is_viewed              boolean NOT NULL,
      viewed_at              text,
      viewed_by              text
    );
    CREATE INDEX IF NOT EXISTS staff_notifications_location ON ${s}.staff_notifications (location_id, created_at);
    CREATE INDEX IF NOT EXISTS staff_notifications_practice ON ${s}.staff_notifications (practice_id, created_at);`,
  async apply({ db }, events) {
    for (const event of events) {
      if (event.type === 'AccessRequestAnswered') {
        const d = (event as StoredEvent<string, AccessRequestAnswered['data']>).data;
        await db
          .insertInto('staff_notifications')
          .values({
            notification_id: event.eventId,
            practice_id: d.practiceId,
            location_id: d.locationId,
            kind: 'access_request_answered',
            request_id: d.requestId,
            patient_account_number: d.status === 'accepted' ? d.answeredBy : null,
            status: d.status,
            denial_reason: d.denialReason,
            created_at: event.metadata.occurredAt,
            is_viewed: false,
            viewed_at: null,
            viewed_by: null,
          })
          .onConflict((oc) => oc.column('notification_id').doNothing())
          .execute();
      } else {
        const d = (event as StoredEvent<string, StaffNotificationsMarked['data']>).data;
        for (const item of d.items) {
          let update = db
            .updateTable('staff_notifications')
            .set({ is_viewed: item.isViewed, viewed_at: item.isViewed ? d.markedAt : null, viewed_by: item.isViewed ? d.markedBy : null })
            .where('notification_id', '=', item.id)
            .where('practice_id', '=', d.practiceId);
          if (d.locationId) update = update.where('location_id', '=', d.locationId);
          await update.execute();
        }
      }
    }
  },
};
