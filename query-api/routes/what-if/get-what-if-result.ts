import { DomainError } from '../../../domain/shared/errors';
import { getWhatIfInput, whatIfResultReply } from '../../../domain/what-if/api-schemas';
import { WHAT_IF_GROUPS, whatIfScope } from '../../../domain/what-if/access';
import { WHAT_IF_MESSAGES, WHAT_IF_NOT_FOUND } from '../../../domain/what-if/messages';
import { readWhatIfResult } from '../../../infra/analysis/what-if-results';
import { practiceJob, requesterNames } from '../../lib/analysis-jobs';
import { queryRoute } from '../../lib/query-route';
import { whatIfViewOf } from './what-if-view';

/**
 * GET /api/what-if/result?jobId= (issue #32): a finished what-if of the caller's practice — per
 * month and brand, revenue, cost, margin, patient cost and rebates as they were and as they would
 * have been (rows paged), the month totals and the grand total. Another practice's, a deleted or
 * an unknown one → 404; one still running → 409.
 */
export const getWhatIfResultRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/what-if/result',
    tags: ['what-if'],
    summary: 'A what-if pricing replay’s figures, as they were and as they would have been',
    auth: [...WHAT_IF_GROUPS],
    readModels: ['analysis_jobs'],
    input: getWhatIfInput,
    reply: whatIfResultReply,
  },
  async ({ input, claims }, ctx) => {
    const { practiceId } = whatIfScope(claims);
    const row = await practiceJob(ctx.db, practiceId, 'what-if', input.jobId);
    if (!row) throw new DomainError('not_found', WHAT_IF_NOT_FOUND, WHAT_IF_MESSAGES.notFound);
    if (row.status !== 'completed') throw new DomainError('conflict', 'WHAT_IF_NOT_READY', WHAT_IF_MESSAGES.notReady);
    const stored = await readWhatIfResult(ctx.sql, row.job_id, input);
    if (!stored) throw new DomainError('not_found', WHAT_IF_NOT_FOUND, WHAT_IF_MESSAGES.notFound);
    const whatIf = whatIfViewOf(row, await requesterNames(ctx.db, [row]));
    const { rows, total, ...summary } = stored;
    return { whatIf, ...summary, total, limit: input.limit, offset: input.offset, rows: rows.map(({ month, brandId, brandName, orders, boxes, asWas, whatIf: w }) => ({ month, brandId, brandName, orders, boxes, asWas, whatIf: w })) };
  },
);
