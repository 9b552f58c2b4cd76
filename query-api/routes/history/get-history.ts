import { presentActor, presentImpersonator, type HistoryViewer } from '../../../domain/history/actor-display';
import { historyInput, historyReply } from '../../../domain/history/api-schemas';
import { queryRoute } from '../../lib/query-route';
import { assertRecordVisible, RECORD_SCOPE_READ_MODELS } from './record-scope';

/**
 * GET /api/history?recordType=patient|prescription|order&recordId=&limit=&offset= (issue #6): the
 * audit history of one record, newest first, paged: every event, when, by whom, the impersonating
 * CSR where there was one, in plain words (read model `record_history`). Staff and Practice read
 * their practice's records (entries of another practice left out); a CSR with their own token reads
 * any record's history, including support-only entries; a patient their own prescriptions and
 * orders, with their practice and support unnamed (D-202). Not the caller's → the record's 404.
 */
export const historyRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/history',
    tags: ['history'],
    summary: 'The audit history of a patient, a prescription or an order, newest first',
    auth: ['Patient', 'Staff', 'Practice', 'CSR'],
    readModels: ['record_history', ...RECORD_SCOPE_READ_MODELS],
    input: historyInput,
    reply: historyReply,
  },
  async ({ input, claims }, ctx) => {
    const { recordType, recordId, limit, offset } = input;
    await assertRecordVisible(ctx.db, claims, recordType, recordId);

    const viewer: HistoryViewer = { accountNumber: claims.sub, group: claims.customerGroup };
    let q = ctx.db.withSchema('rm').selectFrom('record_history').where('record_type', '=', recordType).where('record_id', '=', recordId);
    if (claims.customerGroup !== 'CSR') q = q.where('audience', '=', 'all');
    if (claims.customerGroup === 'Staff' || claims.customerGroup === 'Practice') {
      const practiceId = claims.practiceId!;
      q = q.where((eb) => eb.or([eb('practice_id', 'is', null), eb('practice_id', '=', practiceId)]));
    }
    const [count, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      q
        .selectAll()
        .orderBy('occurred_at', 'desc')
        .orderBy('global_position', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);

    const accounts = [...new Set(rows.map((r) => r.actor_account))];
    const names = new Map<string, string>();
    if (accounts.length) {
      const people = await ctx.db.withSchema('rm').selectFrom('customers').select(['account_number', 'first_name', 'last_name']).where('account_number', 'in', accounts).execute();
      for (const p of people) names.set(p.account_number, `${p.first_name} ${p.last_name}`.trim());
    }

    return {
      recordType,
      recordId,
      total: Number(count?.n ?? 0),
      limit,
      offset,
      entries: rows.map((r) => {
        const actor = { accountNumber: r.actor_account, group: r.actor_group, eventType: r.event_type, impersonatorAccount: r.impersonator_account, impersonatorName: r.impersonator_name };
        return {
          eventId: r.event_id,
          occurredAt: r.occurred_at,
          eventType: r.event_type,
          summary: r.summary,
          actor: presentActor(actor, names, viewer),
          impersonator: presentImpersonator(actor, viewer),
        };
      }),
    };
  },
);
