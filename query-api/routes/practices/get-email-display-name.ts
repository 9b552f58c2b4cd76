import { emailDisplayNameReply, getEmailDisplayNameInput } from '../../../domain/practices/api-schemas';
import { DomainError } from '../../../domain/shared/errors';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/getEmailDisplayName: the sender name a practice's patients see on its
 * e-mails: its e-mail display name, else its name (`isCustom` says which). Sent without a user
 * token (spec point 6), so it takes a practiceId; a signed-in practice user may leave it out for
 * their own practice. Unknown practice → 404 (the browser shows {} for any error, spec point 8).
 */
export const getEmailDisplayNameRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/getEmailDisplayName',
    tags: ['customer'],
    summary: "A practice's e-mail display name",
    auth: 'public',
    readModels: ['practices', 'email_display_names'],
    input: getEmailDisplayNameInput,
    reply: emailDisplayNameReply,
  },
  async ({ input, claimsIfAny }, ctx) => {
    const practiceId = input?.practiceId ?? claimsIfAny?.practiceId;
    if (!practiceId) throw new DomainError('validation', 'PRACTICE_REQUIRED', 'Which practice? Send a practiceId.');
    const row = await ctx.db
      .withSchema('rm')
      .selectFrom('practices as p')
      .leftJoin('email_display_names as d', 'd.practice_id', 'p.practice_id')
      .select(['p.practice_id', 'p.name', 'd.display_name'])
      .where('p.practice_id', '=', practiceId)
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'NOT_FOUND', 'Practice not found');
    return { practiceId: row.practice_id, emailDisplayName: row.display_name ?? row.name, isCustom: row.display_name != null };
  },
);
