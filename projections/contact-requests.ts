import type { ContactEvent } from '../domain/contact/events';
import { projectionOf } from './lib/projection';

/** The "get in touch" requests CSRs work through in /csr (issue #17). */
export const contactRequestsProjection = projectionOf<ContactEvent>({
  name: 'contact_requests',
  version: 1,
  eventTypes: ['ContactRequestSubmitted', 'ContactRequestEmailed', 'ContactRequestHandled'],
  tables: ['contact_requests'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.contact_requests (
      request_id   text PRIMARY KEY,
      name         text NOT NULL,
      email        text NOT NULL,
      phone        text,
      topic        text NOT NULL,
      message      text NOT NULL,
      submitted_at text NOT NULL,
      emailed      boolean NOT NULL DEFAULT false,
      handled_at   text,
      handled_by   text
    );`,
  readIndexes: (s) => `CREATE INDEX IF NOT EXISTS contact_requests_open ON ${s}.contact_requests (handled_at, submitted_at);`,
  async apply({ db }, events) {
    for (const e of events) {
      switch (e.type) {
        case 'ContactRequestSubmitted': {
          const d = e.data;
          await db
            .insertInto('contact_requests')
            .values({ request_id: d.requestId, name: d.name, email: d.email, phone: d.phone ?? null, topic: d.topic, message: d.message, submitted_at: d.submittedAt, emailed: false, handled_at: null, handled_by: null })
            .onConflict((oc) => oc.column('request_id').doNothing())
            .execute();
          break;
        }
        case 'ContactRequestEmailed':
          await db.updateTable('contact_requests').set({ emailed: true }).where('request_id', '=', e.data.requestId).execute();
          break;
        case 'ContactRequestHandled':
          await db.updateTable('contact_requests').set({ handled_at: e.data.handledAt, handled_by: e.data.handledBy }).where('request_id', '=', e.data.requestId).execute();
          break;
      }
    }
  },
});
