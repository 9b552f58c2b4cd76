import type {
  DefaultPrescriptionExpirySet,
  LocationAdded,
  LocationDeactivated,
  LocationReactivated,
  PracticeRegistered,
} from '../domain/practices/events';
import type { StoredEvent } from '../infra/event-store/port';
import { type Projection, runsByType } from './lib/projection';

type Data<E extends { data: unknown }> = StoredEvent<string, E['data']>;

/** Practices and their locations: tenant directory, profile `location` objects, default Rx expiry, account states. */
export const practicesProjection: Projection = {
  name: 'practices',
  version: 2,
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
  ],
  tables: ['practices', 'locations'],
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
      deactivated boolean NOT NULL DEFAULT false
    );
    CREATE INDEX IF NOT EXISTS locations_practice ON ${s}.locations (practice_id, name);`,
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
              address1: d.address.address1,
              address2: d.address.address2 ?? null,
              city: d.address.city,
              state: d.address.state,
              zip: d.address.zip,
              phone: d.phone ?? null,
              deactivated: false,
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
