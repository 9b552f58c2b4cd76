import type { AccessRequestEvent } from '../domain/access-requests/events';
import { ACCESS_REQUEST_EVENT_TYPES } from '../domain/access-requests/events';
import { projectionOf } from './lib/projection';

/**
 * Access requests (one row each; the `expired` status is derived at read time from expiry_date)
 * and the patient ↔ practice links an accepted request grants (patient_practice_links).
 */
export const accessRequestsProjection = projectionOf<AccessRequestEvent>({
  name: 'access_requests',
  // 2: patient_account_number is null for an address without a patient account (D-523).
  version: 2,
  eventTypes: ACCESS_REQUEST_EVENT_TYPES,
  tables: ['access_requests', 'patient_practice_links'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.access_requests (
      request_id             text PRIMARY KEY,
      practice_id            text NOT NULL,
      location_id            text NOT NULL,
      patient_email          text NOT NULL,
      patient_account_number text,
      requested_by           text NOT NULL,
      request_date           text NOT NULL,
      expiry_date            text NOT NULL,
      decision               text NOT NULL,
      denial_reason          text,
      has_been_sent_email    boolean NOT NULL,
      token_hash             text,
      archived               boolean NOT NULL,
      answered_at            text,
      updated_at             text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS access_requests_location ON ${s}.access_requests (location_id, request_date);
    CREATE INDEX IF NOT EXISTS access_requests_patient ON ${s}.access_requests (patient_account_number, decision);
    CREATE INDEX IF NOT EXISTS access_requests_token ON ${s}.access_requests (token_hash);
    CREATE TABLE IF NOT EXISTS ${s}.patient_practice_links (
      account_number text NOT NULL,
      practice_id    text NOT NULL,
      location_id    text NOT NULL,
      request_id     text NOT NULL,
      linked_at      text NOT NULL,
      PRIMARY KEY (account_number, practice_id)
    );
    CREATE INDEX IF NOT EXISTS patient_practice_links_practice ON ${s}.patient_practice_links (practice_id);`,
  async apply({ db }, events) {
    for (const event of events) {
      const id = event.streamId.replace(/^access-request-/, '');
      const at = event.metadata.occurredAt;
      switch (event.type) {
        case 'AccessRequestCreated': {
          const d = event.data;
          await db
            .insertInto('access_requests')
            .values({
              request_id: d.requestId,
              practice_id: d.practiceId,
              location_id: d.locationId,
              patient_email: d.patientEmail,
              patient_account_number: d.patientAccountNumber,
              requested_by: d.requestedBy,
              request_date: d.requestDate,
              expiry_date: d.expiryDate,
              decision: 'pending',
              denial_reason: null,
              has_been_sent_email: false,
              token_hash: null,
              archived: false,
              answered_at: null,
              updated_at: at,
            })
            .onConflict((oc) => oc.column('request_id').doNothing())
            .execute();
          break;
        }
        case 'AccessRequestEmailSent':
          await db.updateTable('access_requests').set({ has_been_sent_email: true, token_hash: event.data.tokenHash, updated_at: at }).where('request_id', '=', id).execute();
          break;
        case 'AccessRequestCancelled':
          await db.updateTable('access_requests').set({ decision: 'cancelled', updated_at: at }).where('request_id', '=', id).execute();
          break;
        case 'AccessRequestArchived':
          await db.updateTable('access_requests').set({ archived: true, updated_at: at }).where('request_id', '=', id).execute();
          break;
        case 'AccessRequestAnswered': {
          const d = event.data;
          await db
            .updateTable('access_requests')
            .set({ decision: d.status, denial_reason: d.denialReason, answered_at: d.answeredAt, updated_at: at })
            .where('request_id', '=', id)
            .execute();
          if (d.status === 'accepted') {
            await db
              .insertInto('patient_practice_links')
              .values({ account_number: d.answeredBy, practice_id: d.practiceId, location_id: d.locationId, request_id: d.requestId, linked_at: d.answeredAt })
              .onConflict((oc) => oc.columns(['account_number', 'practice_id']).doNothing())
              .execute();
          }
          break;
        }
      }
    }
  },
});
