import type { LocationAdded, PracticeRegistered } from '../domain/practices/events';
import type { StoredEvent } from '../infra/event-store/port';
import { type Projection, runsByType } from './lib/projection';

/** Practices and their locations: tenant directory, profile `location` objects. */
export const practicesProjection: Projection = {
  name: 'practices',
  version: 1,
  eventTypes: ['PracticeRegistered', 'LocationAdded'],
  tables: ['practices', 'locations'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.practices (
      practice_id text PRIMARY KEY,
      name        text NOT NULL,
      phone       text,
      created_at  text NOT NULL
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
      phone       text
    );
    CREATE INDEX IF NOT EXISTS locations_practice ON ${s}.locations (practice_id, name);`,
  async apply({ db }, events) {
    for (const run of runsByType(events)) {
      if (run[0]!.type === 'PracticeRegistered') {
        const rows = run.map((e) => {
          const d = (e as StoredEvent<string, PracticeRegistered['data']>).data;
          return { practice_id: d.practiceId, name: d.name, phone: d.phone ?? null, created_at: e.metadata.occurredAt };
        });
        await db.insertInto('practices').values(rows).onConflict((oc) => oc.column('practice_id').doNothing()).execute();
      } else {
        const rows = run.map((e) => {
          const d = (e as StoredEvent<string, LocationAdded['data']>).data;
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
          };
        });
        await db.insertInto('locations').values(rows).onConflict((oc) => oc.column('location_id').doNothing()).execute();
      }
    }
  },
};
