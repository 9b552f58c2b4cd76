import { emailDisplayNameReply, getEmailDisplayNameInput } from '../../../domain/practices/api-schemas';
import { DomainError } from '../../../domain/shared/errors';
import { queryRoute } from '../../lib/query-route';

const notFound = () => new DomainError('not_found', 'NOT_FOUND', 'Practice not found');

/**
 * POST /api/customer/getEmailDisplayName: the sender name a practice's patients see on its
 * e-mails: its e-mail display name, else its name (`isCustom` says which). Only for the caller's
 * own practice (the practiceId may be left out); a CSR names any practice. Another practice's id is
 * the same 404 as an unknown one (D-521; the browser shows {} for any error, spec point 8).
 */
export const getEmailDisplayNameRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/getEmailDisplayName',
    tags: ['customer'],
    summary: "A practice's e-mail display name (the caller's own practice; a CSR's choice)",
    auth: 'any',
    readModels: ['practices', 'email_display_names'],
    input: getEmailDisplayNameInput,
    reply: emailDisplayNameReply,
  },
  async ({ input, claims }, ctx) => {
    const isCsr = claims.customerGroup === 'CSR';
    const practiceId = input?.practiceId ?? (isCsr ? undefined : claims.practiceId);
    if (!practiceId) {
      if (isCsr) throw new DomainError('validation', 'PRACTICE_REQUIRED', 'Which practice? Send a practiceId.');
      throw notFound();
    }
    if (!isCsr && practiceId !== claims.practiceId) throw notFound();
    const row = await ctx.db
      .withSchema('rm')
      .selectFrom('practices as p')
      .leftJoin('email_display_names as d', 'd.practice_id', 'p.practice_id')
      .select(['p.practice_id', 'p.name', 'd.display_name'])
      .where('p.practice_id', '=', practiceId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return { practiceId: row.practice_id, emailDisplayName: row.display_name ?? row.name, isCustom: row.display_name != null };
  },
);
