import { practiceIdOf } from '../../../domain/identity/access-token';
import { updatePracticeInfoInput, updatePracticeInfoReply } from '../../../domain/practices/api-schemas';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import { decideUpdatePracticeInfo } from '../../../domain/practices/update-practice-info';
import { commandRoute } from '../../lib/command-route';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';

/**
 * POST /api/customer/practice/update (practice administrator; not a spec path, decision D-091):
 * the practice's name and phone → PracticeInfoUpdated. "Edit practice information" stays allowed in
 * every account state (spec point 4). Unchanged values record nothing.
 */
export const updatePracticeInfoRoute = commandRoute(
  {
    path: '/api/customer/practice/update', tags: ['practice'], summary: "Edit the practice's information (name, phone)",
    auth: ['Practice'], body: updatePracticeInfoInput, reply: updatePracticeInfoReply, errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const practiceId = practiceIdOf(claims);
    await assertPracticeAllows(ctx, claims, 'edit practice information');
    const name = body.practiceName;
    const phone = body.phone ?? null;
    const { result } = await handle(practiceStream(practiceId), practiceDecider, (s) => decideUpdatePracticeInfo({ practiceId, name, phone }, s));
    return { practiceId, name, phone, position: result?.position ?? null };
  },
);
