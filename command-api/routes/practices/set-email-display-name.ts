import { practiceIdOf } from '../../../domain/identity/access-token';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages';
import { upsertEmailDisplayNameReply, upsertEmailDisplayNameRequest } from '../../../domain/practices/api-schemas';
import { decideSetEmailDisplayName, emailDisplayNameStream, evolveEmailDisplayName } from '../../../domain/practices/email-display-name';
import { DomainError } from '../../../domain/shared/errors';
import { ConcurrencyError } from '../../../infra/event-store/port';
import { commandRoute } from '../../lib/command-route';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';

/**
 * POST /api/customer/upsertemaildisplayname (Practice, Staff): the sender name of the practice's
 * e-mails to its patients. Invalid → 400 'INVALID_VALUE: Invalid Email display name'; the update
 * failing (a conflict that outlasts the retries) → 409 DISPLAY_NAME_API_ERROR (spec point 8).
 */
export const upsertEmailDisplayNameRoute = commandRoute(
  {
    path: '/api/customer/upsertemaildisplayname', tags: ['customer'], summary: "Set the practice's e-mail display name",
    auth: ['Practice', 'Staff'], body: upsertEmailDisplayNameRequest, reply: upsertEmailDisplayNameReply, errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const practiceId = practiceIdOf(claims);
    await assertPracticeAllows(ctx, claims, 'update custom e-mail display name');
    try {
      const decider = { initialState: () => ({}), evolve: evolveEmailDisplayName };
      const { result, events } = await handle(emailDisplayNameStream(practiceId), decider, (s) => decideSetEmailDisplayName({ practiceId, displayName: body.emailDisplayName }, s));
      const name = events[0]?.data.displayName ?? body.emailDisplayName.replace(/\s+/g, ' ').trim();
      return { emailDisplayName: name, position: result?.position ?? null };
    } catch (err) {
      if (err instanceof ConcurrencyError) throw new DomainError('conflict', 'DISPLAY_NAME_API_ERROR', ACCOUNT_MESSAGES.displayNameApiError);
      throw err;
    }
  },
);
