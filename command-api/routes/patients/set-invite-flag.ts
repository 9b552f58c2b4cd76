import { practiceIdOf } from '../../../domain/identity/access-token';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { setInviteFlagInput, setInviteFlagReply } from '../../../domain/patients/api-schemas';
import { assertPatientOfPractice } from '../../../domain/patients/patient-of-practice';
import { decideSetInviteFlag } from '../../../domain/patients/set-invite-flag';
import { commandRoute } from '../../lib/command-route';
import { loadAccount } from '../../lib/load-account';

/**
 * POST /api/customer/setinviteflag {accountNumbers, flagged}: flags (or unflags) patients of the
 * practice for an invite → InviteFlagSet on each customer stream (unchanged ones record nothing).
 * Every account is checked before any is changed: one that is not the practice's → 404 for all.
 * Flagging is bookkeeping, not one of the actions a deactivated location loses (D-077).
 */
export const setInviteFlagRoute = commandRoute(
  { path: '/api/customer/setinviteflag', tags: ['customer'], summary: 'Flag patients for an invite', auth: ['Staff', 'Practice'], body: setInviteFlagInput, reply: setInviteFlagReply },
  async ({ body, claims, handle }, ctx) => {
    const practiceId = practiceIdOf(claims);
    const { accountNumbers, flagged } = body;
    for (const accountNumber of accountNumbers) assertPatientOfPractice(await loadAccount(ctx.store, accountNumber), practiceId);
    const changed: string[] = [];
    let position: number | null = null;
    for (const accountNumber of accountNumbers) {
      const { result } = await handle(customerStream(accountNumber), customerDecider, (s) => decideSetInviteFlag({ practiceId, flagged }, s), { step: `invite-flag-${accountNumber}` });
      if (result) {
        changed.push(accountNumber);
        position = Math.max(position ?? 0, result.position);
      }
    }
    return { changed, position };
  },
);
