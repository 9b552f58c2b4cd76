import type { Insertable } from 'kysely';
import { describeChange, isAuditedChange } from '../domain/support/describe-change';
import type { ImpersonationBegan, ImpersonationEnded } from '../domain/support/events';
import type { StoredEvent } from '../infra/event-store/port';
import type { ImpersonationChangesTable, ImpersonationSessionsTable } from '../infra/read-models/tables';
import { bulkInsert } from './lib/bulk-insert';
import type { Projection } from './lib/projection';

type SessionRow = Insertable<ImpersonationSessionsTable>;
type ChangeRow = Insertable<ImpersonationChangesTable>;

function sessionRow(e: StoredEvent): SessionRow {
  const d = (e as StoredEvent<'ImpersonationBegan', ImpersonationBegan['data']>).data;
  return {
    impersonation_id: d.impersonationId,
    session_id: d.sessionId,
    csr_account_number: d.csrAccountNumber,
    csr_name: d.csrName,
    user_account_number: d.targetAccountNumber,
    user_name: d.targetName,
    user_email: d.targetEmail,
    user_group: d.targetGroup,
    practice_id: d.practiceId ?? null,
    practice_name: d.practiceName ?? null,
    reason: d.reason ?? null,
    started_at: e.metadata.occurredAt,
    ended_at: null,
    end_cause: null,
    changes_count: 0,
    csr_search: `${d.csrName} ${d.csrAccountNumber}`.toLowerCase(),
    user_search: `${d.targetName} ${d.targetEmail} ${d.targetAccountNumber}`.toLowerCase(),
  };
}

/**
 * The impersonation audit trail: every session (CSR, user, start, end) and every change made in
 * it. It reads every event type, because any event appended with an impersonation token carries
 * `metadata.impersonator` (with the session's id), whatever its type. Batched: one insert for the
 * batch's sessions, one for its changes, then the ends and the change counts of the sessions touched.
 */
export const impersonationAuditProjection: Projection = {
  name: 'impersonation_audit',
  // v2: summaries come from the one describer of the log (domain/history, issue #6).
  version: 2,
  eventTypes: 'all',
  tables: ['impersonation_sessions', 'impersonation_changes'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.impersonation_sessions (
      impersonation_id    text PRIMARY KEY,
      session_id          text NOT NULL,
      csr_account_number  text NOT NULL,
      csr_name            text NOT NULL,
      user_account_number text NOT NULL,
      user_name           text NOT NULL,
      user_email          text NOT NULL,
      user_group          text NOT NULL,
      practice_id         text,
      practice_name       text,
      reason              text,
      started_at          text NOT NULL,
      ended_at            text,
      end_cause           text,
      changes_count       int NOT NULL DEFAULT 0,
      csr_search          text NOT NULL,
      user_search         text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS impersonation_sessions_started ON ${s}.impersonation_sessions (started_at DESC, impersonation_id);
    CREATE INDEX IF NOT EXISTS impersonation_sessions_csr ON ${s}.impersonation_sessions (csr_account_number, started_at DESC);
    CREATE INDEX IF NOT EXISTS impersonation_sessions_user ON ${s}.impersonation_sessions (user_account_number, started_at DESC);
    CREATE TABLE IF NOT EXISTS ${s}.impersonation_changes (
      event_id         text PRIMARY KEY,
      impersonation_id text NOT NULL,
      global_position  bigint NOT NULL,
      type             text NOT NULL,
      stream_id        text NOT NULL,
      occurred_at      text NOT NULL,
      summary          text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS impersonation_changes_session ON ${s}.impersonation_changes (impersonation_id, global_position);`,
  async apply({ db, trx, schema }, events) {
    const sessions: SessionRow[] = [];
    const changes: ChangeRow[] = [];
    const ends: { impersonationId: string; at: string; cause: string }[] = [];

    for (const e of events) {
      if (e.type === 'ImpersonationBegan') {
        sessions.push(sessionRow(e));
        continue;
      }
      if (e.type === 'ImpersonationEnded') {
        const d = (e as StoredEvent<'ImpersonationEnded', ImpersonationEnded['data']>).data;
        ends.push({ impersonationId: d.impersonationId, at: e.metadata.occurredAt, cause: d.cause });
        continue;
      }
      const impersonationId = e.metadata.impersonator?.impersonationId;
      if (!impersonationId) continue;
      if (e.type === 'SignedOut') {
        // Signing out with the impersonation token (e.g. the idle timer) ends the session too.
        ends.push({ impersonationId, at: e.metadata.occurredAt, cause: 'sign-out' });
        continue;
      }
      if (!isAuditedChange(e.type)) continue;
      changes.push({
        event_id: e.eventId,
        impersonation_id: impersonationId,
        global_position: e.globalPosition,
        type: e.type,
        stream_id: e.streamId,
        occurred_at: e.metadata.occurredAt,
        summary: describeChange(e),
      });
    }

    await bulkInsert(trx, schema, 'impersonation_sessions', sessions, 'impersonation_id');
    await bulkInsert(trx, schema, 'impersonation_changes', changes, 'event_id');
    for (const end of ends) {
      // The first end wins (a sign-out followed by "End session" keeps the sign-out time).
      await db
        .updateTable('impersonation_sessions')
        .set({ ended_at: end.at, end_cause: end.cause })
        .where('impersonation_id', '=', end.impersonationId)
        .where('ended_at', 'is', null)
        .execute();
    }
    const touched = [...new Set([...sessions.map((s) => s.impersonation_id), ...changes.map((c) => c.impersonation_id)])];
    if (touched.length) {
      await db
        .updateTable('impersonation_sessions as s')
        .set((eb) => ({
          changes_count: eb
            .selectFrom('impersonation_changes as c')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('c.impersonation_id', '=', 's.impersonation_id'),
        }))
        .where('s.impersonation_id', 'in', touched)
        .execute();
    }
  },
};
