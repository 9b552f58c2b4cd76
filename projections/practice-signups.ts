import type { PracticeSignupEvent } from '../domain/practice-signups/events';
import type { Updateable } from 'kysely';
import type { PracticeSignupsTable } from '../infra/read-models/tables';
import { projectionOf } from './lib/projection';

const oneLine = (a: { address1: string; address2?: string; city: string; state: string; zip: string }) =>
  [a.address1, a.address2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/** Practice sign-ups for the CSR's review in /csr (issue #17). */
export const practiceSignupsProjection = projectionOf<PracticeSignupEvent>({
  name: 'practice_signups',
  version: 1,
  eventTypes: ['PracticeSignupRequested', 'PracticeSignupApproved', 'PracticeSignupDeclined'],
  tables: ['practice_signups'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.practice_signups (
      signup_id      text PRIMARY KEY,
      practice_name  text NOT NULL,
      contact_name   text NOT NULL,
      email          text NOT NULL,
      phone          text NOT NULL,
      address        text NOT NULL,
      email_opt_in   boolean NOT NULL,
      status         text NOT NULL,
      requested_at   text NOT NULL,
      reviewed_at    text,
      reviewed_by    text,
      decline_reason text,
      practice_id    text
    );`,
  readIndexes: (s) => `CREATE INDEX IF NOT EXISTS practice_signups_status ON ${s}.practice_signups (status, requested_at);`,
  async apply({ db }, events) {
    /** A CSR's review (approval or decline) of one sign-up. */
    const review = (signupId: string, columns: Updateable<PracticeSignupsTable>) =>
      db.updateTable('practice_signups').set(columns).where('signup_id', '=', signupId).execute();
    for (const e of events) {
      switch (e.type) {
        case 'PracticeSignupRequested': {
          const d = e.data;
          await db
            .insertInto('practice_signups')
            .values({
              signup_id: d.signupId, practice_name: d.practiceName, contact_name: `${d.firstName} ${d.lastName}`, email: d.email, phone: d.phone,
              address: oneLine(d.address), email_opt_in: d.emailCommunicationsOptIn, status: 'pending', requested_at: d.requestedAt,
              reviewed_at: null, reviewed_by: null, decline_reason: null, practice_id: null,
            })
            .onConflict((oc) => oc.column('signup_id').doNothing())
            .execute();
          break;
        }
        case 'PracticeSignupApproved':
          await review(e.data.signupId, { status: 'approved', reviewed_at: e.data.approvedAt, reviewed_by: e.data.approvedBy, practice_id: e.data.practiceId });
          break;
        case 'PracticeSignupDeclined':
          await review(e.data.signupId, { status: 'declined', reviewed_at: e.data.declinedAt, reviewed_by: e.data.declinedBy, decline_reason: e.data.reason });
          break;
      }
    }
  },
});
