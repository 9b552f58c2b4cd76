import { practiceIdOf } from '../../../domain/identity/access-token';
import { setDefaultRxExpiryInput, setDefaultRxExpiryReply } from '../../../domain/practices/api-schemas';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import { decideSetDefaultRxExpiry } from '../../../domain/practices/set-default-rx-expiry';
import { commandRoute } from '../../lib/command-route';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';

/**
 * POST /api/customer/setdefaultrxexpiry (practice administrator): the practice's default
 * prescription expiry, "1 year" or "2 years" (spec points 7 and 9) → DefaultPrescriptionExpirySet.
 * Allowed in every account state ("update default prescription expiry", spec point 4).
 */
export const setDefaultRxExpiryRoute = commandRoute(
  {
    path: '/api/customer/setdefaultrxexpiry', tags: ['practice'], summary: "Set the practice's default prescription expiry",
    auth: ['Practice'], body: setDefaultRxExpiryInput, reply: setDefaultRxExpiryReply, errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const practiceId = practiceIdOf(claims);
    await assertPracticeAllows(ctx, claims, 'update default prescription expiry');
    const { result } = await handle(practiceStream(practiceId), practiceDecider, (s) => decideSetDefaultRxExpiry({ practiceId, newExpiry: body.newExpiry }, s));
    return { expiry: body.newExpiry, position: result?.position ?? null };
  },
);
