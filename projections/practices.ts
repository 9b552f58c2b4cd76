import type {
  DefaultPrescriptionExpirySet,
  LocationAdded,
  LocationDeactivated,
  LocationInfoUpdated,
  LocationReactivated,
  PracticeInfoUpdated,
  PracticeNotificationPreferencesChanged,
  PracticeRegistered,
} from '../domain/practices/events';
import { locationContactOf } from '../domain/practices/events';
import {
  DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES,
  type PracticeNotificationKey,
} from '../domain/practices/practice-notification-preferences';
import type { StoredEvent } from '../infra/event-store/port';
import type { PracticeNotificationPreferencesTable } from '../infra/read-models/tables';
import { type Projection, runsByType } from './lib/projection';

type Data<E extends { data: unknown }> = StoredEvent<string, E['data']>;

const column = (key: PracticeNotificationKey) =>
  key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as Exclude<keyof PracticeNotificationPreferencesTable, 'location_id' | 'practice_id'>;

/**
 * Practices and their locations: tenant directory, profile `location` objects, default Rx expiry,
 * account states, edited practice/location information and each location's e-mail notification
 * preferences (v3).
 */
export const practicesProjection: Projection = {
  name: 'practices',
  version: 3,
  eventTypes: [
    'PracticeRegistered',
    'LocationAdded',
    'DefaultPrescriptionExpirySet',
    'PracticeBlocked',
    'PracticeUnblocked',
    'CreditHoldPlaced',
    'CreditHoldReleased',
    'LocationDeactivated',
    'LocationReactivated',
    'PracticeInfoUpdated',
    'LocationInfoUpdated',
    'PracticeNotificationPreferencesChanged',
  ],
  tables: ['practices', 'locations', 'practice_notification_preferences'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.practices (
      practice_id text PRIMARY KEY,
      name        text NOT NULL,
      phone       text,
      created_at  text NOT NULL,
      default_rx_expiry_years integer,
      blocked     boolean NOT NULL DEFAULT false,
      credit_hold boolean NOT NULL DEFAULT false
    );
    CREATE TABLE IF NOT EXISTS ${s}.locations (
      location_id text PRIMARY KEY,
      practice_id text NOT NULL,
      name        text NOT NULL,
      address1    text NOT NULL,
      address2    text,
      city        text NOT NULL,
      state       text NOT NULL,
      zip         text NOT NULL,
      phone       text,
      deactivated boolean NOT NULL DEFAULT false,
      added_position bigint NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS locations_practice ON ${s}.locations (practice_id, name);
    CREATE INDEX IF NOT EXISTS locations_practice_added ON ${s}.locations (practice_id, added_position);
    CREATE TABLE IF NOT EXISTS ${s}.practice_notification_preferences (
      location_id text PRIMARY KEY,
      practice_id text NOT NULL,
      access_request_notification_email boolean NOT NULL,
      order_status_notification_email boolean NOT NULL,
      patient_registered_notification_email boolean NOT NULL,
      invite_bounced_notification_email boolean NOT NULL,
      weekly_report_notification_email boolean NOT NULL
    );
    CREATE INDEX IF NOT EXISTS practice_notification_preferences_practice ON ${s}.practice_notification_preferences (practice_id);`,
  async apply({ db }, events) {
    for (const run of runsByType(events)) {
      const type = run[0]!.type;
      const practiceIds = run.map((e) => (e.data as { practiceId: string }).practiceId);
      switch (type) {
        case 'PracticeRegistered': {
          const rows = run.map((e) => {
            const d = (e as Data<PracticeRegistered>).data;
            return {
              practice_id: d.practiceId,
              name: d.name,
              phone: d.phone ?? null,
              created_at: e.metadata.occurredAt,
              default_rx_expiry_years: null,
              blocked: false,
              credit_hold: false,
            };
          });
          await db.insertInto('practices').values(rows).onConflict((oc) => oc.column('practice_id').doNothing()).execute();
          break;
        }
        case 'LocationAdded': {
          const rows = run.map((e) => {
            const d = (e as Data<LocationAdded>).data;
            return {
              location_id: d.locationId,
              practice_id: d.practiceId,
              name: d.name,
              ...locationContactOf(d),
              deactivated: false,
              added_position: e.globalPosition,
            };
          });
          await db.insertInto('locations').values(rows).onConflict((oc) => oc.column('location_id').doNothing()).execute();
          break;
        }
        case 'DefaultPrescriptionExpirySet':
          // Values differ per event; in order, so the last one wins.
          for (const e of run) {
            const d = (e as Data<DefaultPrescriptionExpirySet>).data;
            await db.updateTable('practices').set({ default_rx_expiry_years: d.years }).where('practice_id', '=', d.practiceId).execute();
          }
          break;
        case 'PracticeBlocked':
        case 'PracticeUnblocked':
          await db.updateTable('practices').set({ blocked: type === 'PracticeBlocked' }).where('practice_id', 'in', practiceIds).execute();
          break;
        case 'CreditHoldPlaced':
        case 'CreditHoldReleased':
          await db.updateTable('practices').set({ credit_hold: type === 'CreditHoldPlaced' }).where('practice_id', 'in', practiceIds).execute();
          break;
        case 'PracticeInfoUpdated':
          for (const e of run) {
            const d = (e as Data<PracticeInfoUpdated>).data;
            await db.updateTable('practices').set({ name: d.name, phone: d.phone }).where('practice_id', '=', d.practiceId).execute();
          }
          break;
        case 'LocationInfoUpdated':
          for (const e of run) {
            const d = (e as Data<LocationInfoUpdated>).data;
            await db
              .updateTable('locations')
              .set({
                name: d.name,
                ...locationContactOf(d),
              })
              .where('location_id', '=', d.locationId)
              .execute();
          }
          break;
        case 'PracticeNotificationPreferencesChanged': {
          // Fold the run per location first, then one upsert per location (later changes win).
          const byLocation = new Map<string, { practiceId: string; changes: Partial<Record<string, boolean>> }>();
          for (const e of run) {
            const d = (e as Data<PracticeNotificationPreferencesChanged>).data;
            const seen = byLocation.get(d.locationId);
            byLocation.set(d.locationId, { practiceId: d.practiceId, changes: { ...seen?.changes, ...d.changes } });
          }
          for (const [locationId, { practiceId, changes }] of byLocation) {
            const current = await db.selectFrom('practice_notification_preferences').selectAll().where('location_id', '=', locationId).executeTakeFirst();
            const value = (k: PracticeNotificationKey): boolean => changes[k] ?? current?.[column(k)] ?? DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES[k];
            const row: PracticeNotificationPreferencesTable = {
              location_id: locationId,
              practice_id: practiceId,
              access_request_notification_email: value('accessRequestNotificationEmail'),
              order_status_notification_email: value('orderStatusNotificationEmail'),
              patient_registered_notification_email: value('patientRegisteredNotificationEmail'),
              invite_bounced_notification_email: value('inviteBouncedNotificationEmail'),
              weekly_report_notification_email: value('weeklyReportNotificationEmail'),
            };
            await db
              .insertInto('practice_notification_preferences')
              .values(row)
              .onConflict((oc) => oc.column('location_id').doUpdateSet(row))
              .execute();
          }
          break;
        }
        case 'LocationDeactivated':
        case 'LocationReactivated': {
          const locationIds = run.map((e) => (e as Data<LocationDeactivated | LocationReactivated>).data.locationId);
          await db.updateTable('locations').set({ deactivated: type === 'LocationDeactivated' }).where('location_id', 'in', locationIds).execute();
          break;
        }
      }
    }
  },
};
