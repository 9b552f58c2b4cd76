import { DomainError } from '../../../domain/shared/errors';
import { END_CAUSE_LABELS, exportImpersonationsInput, impersonationsCsv } from '../../../domain/support/api-schemas';
import { toCsv, type CsvCell } from '../../lib/csv';
import { changesOf, countSessions, sessionsMatching, toSession } from '../../lib/impersonation-audit';
import { downloadRoute } from '../../lib/query-route';

/** The most sessions one CSV export holds; a wider export is refused with a hint to narrow it. */
export const CSV_MAX_SESSIONS = 5000;

const CSV_HEADER = [
  'Impersonation ID', 'Started at (UTC)', 'Ended at (UTC)', 'How it ended', 'CSR account', 'CSR name', 'User account',
  'User name', 'User email', 'User group', 'Practice ID', 'Practice', 'Reason', 'Change at (UTC)', 'Change', 'Event type',
  'Record', 'Event ID',
];

/**
 * GET /api/support/impersonations.csv (CSR): the audit trail as CSV, one row per change (a session
 * without changes is one row with empty change columns).
 */
export const exportImpersonationsRoute = downloadRoute(
  {
    path: '/api/support/impersonations.csv',
    tags: ['support'],
    summary: 'The impersonation audit trail as CSV, with the same filters (CSR)',
    auth: ['CSR'],
    readModels: ['impersonation_audit'],
    input: exportImpersonationsInput,
    produces: 'text/csv',
    reply: impersonationsCsv,
    errors: [422],
  },
  async ({ input }, ctx) => {
    const q = sessionsMatching(ctx.db, input);
    const total = await countSessions(q);
    if (total > CSV_MAX_SESSIONS) {
      throw new DomainError('rule', 'TOO_MANY_RESULTS', `The export is limited to ${CSV_MAX_SESSIONS} sessions. Narrow the dates or filters.`);
    }
    const sessions = (await q.selectAll().orderBy('started_at', 'desc').orderBy('impersonation_id', 'desc').execute()).map(toSession);
    const changes = await changesOf(ctx.db, sessions.map((s) => s.impersonationId));
    const rows: CsvCell[][] = [CSV_HEADER];
    for (const s of sessions) {
      const session: CsvCell[] = [
        s.impersonationId, s.startedAt, s.endedAt, s.endCause ? END_CAUSE_LABELS[s.endCause] : 'Not ended', s.csrAccountNumber,
        s.csrName, s.userAccountNumber, s.userName, s.userEmail, s.userGroup, s.practiceId, s.practiceName, s.reason,
      ];
      const list = changes.get(s.impersonationId) ?? [];
      if (list.length === 0) rows.push([...session, null, null, null, null, null]);
      for (const c of list) rows.push([...session, c.occurredAt, c.summary, c.type, c.streamId, c.eventId]);
    }
    const day = new Date().toISOString().slice(0, 10);
    return { type: 'text/csv; charset=utf-8', filename: `impersonation-audit-${day}.csv`, body: toCsv(rows) };
  },
);
