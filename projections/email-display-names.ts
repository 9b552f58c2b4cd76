import type { EmailDisplayNameSet } from '../domain/practices/email-display-name';
import type { StoredEvent } from '../infra/event-store/port';
import type { Projection } from './lib/projection';

/** Each practice's e-mail display name (the sender name of its e-mails to patients). */
export const emailDisplayNamesProjection: Projection = {
  name: 'email_display_names',
  version: 1,
  eventTypes: ['EmailDisplayNameSet'],
  tables: ['email_display_names'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.email_display_names (
      practice_id  text PRIMARY KEY,
      display_name text NOT NULL,
      updated_at   text NOT NULL,
      updated_by   text NOT NULL
    );`,
  async apply({ db }, events) {
    // The last change per practice in the batch wins; one upsert per practice.
    const latest = new Map<string, { practice_id: string; display_name: string; updated_at: string; updated_by: string }>();
    for (const e of events) {
      const d = (e as StoredEvent<string, EmailDisplayNameSet['data']>).data;
      latest.set(d.practiceId, {
        practice_id: d.practiceId,
        display_name: d.displayName,
        updated_at: e.metadata.occurredAt,
        updated_by: e.metadata.actor.accountNumber,
      });
    }
    if (latest.size === 0) return;
    await db
      .insertInto('email_display_names')
      .values([...latest.values()])
      .onConflict((oc) =>
        oc.column('practice_id').doUpdateSet((eb) => ({
          display_name: eb.ref('excluded.display_name'),
          updated_at: eb.ref('excluded.updated_at'),
          updated_by: eb.ref('excluded.updated_by'),
        })),
      )
      .execute();
  },
};
