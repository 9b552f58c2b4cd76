import type { Kysely, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { CustomerGroup } from '../../domain/identity/customer-group';
import type { ImpersonationEndCause } from '../../domain/support/events';
import type { ImpersonationChange, ImpersonationSession, listImpersonationsInput } from '../../domain/support/api-schemas';
import type { ImpersonationSessionsTable, ReadModels } from '../../infra/read-models/tables';

type Filters = Pick<z.output<typeof listImpersonationsInput>, 'csr' | 'user' | 'from' | 'to'>;
type SessionsQuery = SelectQueryBuilder<ReadModels, 'impersonation_sessions', object>;

/** The audit's sessions matching the filters (CSR, user, start date range); newest first when selected. */
export function sessionsMatching(db: Kysely<ReadModels>, filters: Filters): SessionsQuery {
  let q: SessionsQuery = db.withSchema('rm').selectFrom('impersonation_sessions');
  for (const w of (filters.csr ?? '').toLowerCase().split(/\s+/).filter(Boolean)) q = q.where('csr_search', 'like', `%${w}%`);
  for (const w of (filters.user ?? '').toLowerCase().split(/\s+/).filter(Boolean)) q = q.where('user_search', 'like', `%${w}%`);
  // started_at is an ISO instant in UTC (toISOString), so text order is time order.
  if (filters.from) q = q.where('started_at', '>=', new Date(filters.from).toISOString());
  if (filters.to) q = q.where('started_at', '<', new Date(filters.to).toISOString());
  return q;
}

export async function countSessions(q: SessionsQuery): Promise<number> {
  const row = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function toSession(r: ImpersonationSessionsTable): ImpersonationSession {
  return {
    impersonationId: r.impersonation_id,
    csrAccountNumber: r.csr_account_number,
    csrName: r.csr_name,
    userAccountNumber: r.user_account_number,
    userName: r.user_name,
    userEmail: r.user_email,
    userGroup: r.user_group as CustomerGroup,
    practiceId: r.practice_id,
    practiceName: r.practice_name,
    reason: r.reason,
    startedAt: r.started_at,
    endedAt: r.ended_at,
    endCause: r.end_cause as ImpersonationEndCause | null,
    changesCount: Number(r.changes_count),
  };
}

/** The changes of these sessions, in the order they were made. */
export async function changesOf(db: Kysely<ReadModels>, impersonationIds: readonly string[]): Promise<Map<string, ImpersonationChange[]>> {
  const byId = new Map<string, ImpersonationChange[]>(impersonationIds.map((id) => [id, []]));
  if (impersonationIds.length === 0) return byId;
  const rows = await db
    .withSchema('rm')
    .selectFrom('impersonation_changes')
    .selectAll()
    .where('impersonation_id', 'in', impersonationIds)
    .orderBy('global_position')
    .execute();
  for (const c of rows) {
    byId.get(c.impersonation_id)?.push({
      eventId: c.event_id,
      type: c.type,
      streamId: c.stream_id,
      occurredAt: c.occurred_at,
      summary: c.summary,
    });
  }
  return byId;
}
