import type { Kysely } from 'kysely';
import type { ReadModels } from '../../infra/read-models/tables';

/**
 * Access requests joined with the asking practice and location, and with the patient's name only
 * once the patient has accepted: before that the practice learns nothing about the patient (D-523).
 */
export function accessRequestRows(db: Kysely<ReadModels>) {
  return db
    .withSchema('rm')
    .selectFrom('access_requests as r')
    .leftJoin('customers as c', (join) => join.onRef('c.account_number', '=', 'r.patient_account_number').on('r.decision', '=', 'accepted'))
    .leftJoin('practices as p', 'p.practice_id', 'r.practice_id')
    .leftJoin('locations as l', 'l.location_id', 'r.location_id')
    .select([
      'r.request_id',
      'r.decision',
      'r.denial_reason',
      'r.patient_email',
      'r.request_date',
      'r.expiry_date',
      'r.has_been_sent_email',
      'c.first_name',
      'c.last_name',
      'p.name as practice_name',
      'l.name as location_name',
    ]);
}
