import type { SignedIn, SignedOut } from '../domain/identity/events';
import type { SessionRenewed } from '../domain/identity/renew-session';
import type { ImpersonationEnded } from '../domain/support/events';
import type { StoredEvent } from '../infra/event-store/port';
import { type Projection, runsByType } from './lib/projection';

/**
 * Sign-in sessions; the APIs refuse a token whose session is unknown, signed out, or renewed away
 * (its generation older than the session's newest, D-526).
 */
export const sessionsProjection: Projection = {
  name: 'sessions',
  // 2: generation and renewed_at (SessionRenewed).
  version: 2,
  // ImpersonationEnded closes the session an impersonation opened (its token is refused from then on).
  eventTypes: ['SignedIn', 'SignedOut', 'ImpersonationEnded', 'SessionRenewed'],
  tables: ['sessions'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.sessions (
      session_id     text PRIMARY KEY,
      account_number text NOT NULL,
      signed_in_at   text NOT NULL,
      expires_at     text NOT NULL,
      signed_out_at  text,
      generation     integer NOT NULL DEFAULT 0,
      renewed_at     text
    );
    CREATE INDEX IF NOT EXISTS sessions_account ON ${s}.sessions (account_number, signed_in_at DESC);`,
  async apply({ db }, events) {
    for (const run of runsByType(events)) {
      if (run[0]!.type === 'SignedIn') {
        const rows = run.map((e) => {
          const d = (e as StoredEvent<string, SignedIn['data']>).data;
          return {
            session_id: d.sessionId,
            account_number: e.streamId.replace(/^customer-/, ''),
            signed_in_at: e.metadata.occurredAt,
            expires_at: d.expiresAt,
            signed_out_at: null,
            generation: 0,
            renewed_at: null,
          };
        });
        await db.insertInto('sessions').values(rows).onConflict((oc) => oc.column('session_id').doNothing()).execute();
      } else if (run[0]!.type === 'SessionRenewed') {
        for (const e of run) {
          const d = (e as StoredEvent<string, SessionRenewed['data']>).data;
          await db
            .updateTable('sessions')
            .set((eb) => ({ generation: eb.fn('greatest', [eb.ref('generation'), eb.val(d.generation)]), renewed_at: e.metadata.occurredAt, expires_at: d.expiresAt }))
            .where('session_id', '=', d.sessionId)
            .execute();
        }
      } else {
        for (const e of run) {
          const d = (e as StoredEvent<string, SignedOut['data'] | ImpersonationEnded['data']>).data;
          await db
            .updateTable('sessions')
            .set({ signed_out_at: e.metadata.occurredAt })
            .where('session_id', '=', d.sessionId)
            .execute();
        }
      }
    }
  },
};
