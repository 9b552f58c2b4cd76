import { accountStateChangedReply, setPracticeStateInput } from '../../../domain/practices/api-schemas';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import { decideSetPracticeState } from '../../../domain/practices/set-account-state';
import { commandRoute } from '../../lib/command-route';

/**
 * POST /api/support/practice/state (CSR; practice account states, spec point 4, a non-spec path:
 * the spec has none): {practiceId, blocked?, creditHold?} → PracticeBlocked/Unblocked,
 * CreditHoldPlaced/Released, with the CSR as actor.
 */
export const setPracticeStateRoute = commandRoute(
  { path: '/api/support/practice/state', tags: ['support'], summary: 'Block/unblock a practice, place/release a credit hold (CSR)', auth: ['CSR'], body: setPracticeStateInput, reply: accountStateChangedReply },
  async ({ body, handle }) => {
    const { result, events } = await handle(practiceStream(body.practiceId), practiceDecider, (s) => decideSetPracticeState(body, s));
    return { changed: events.map((e) => e.type), position: result?.position ?? null };
  },
);
