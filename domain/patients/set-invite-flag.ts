import { z } from 'zod';
import type { CustomerState } from '../identity/customer-decider';
import type { InviteFlagSet } from '../identity/events';
import { ACCOUNT_NUMBER_PATTERN, assertPatientOfPractice, PATIENT_MESSAGES } from './patient-of-practice';

/** Most patients flagged in one call (one page of the invites list is far fewer). */
export const MAX_INVITE_FLAG_ACCOUNTS = 100;

/** `POST /api/customer/setinviteflag` body. */
export const setInviteFlagInput = z.object({
  accountNumbers: z
    .array(z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, 'A valid account number is required'))
    .min(1, PATIENT_MESSAGES.noAccounts)
    .max(MAX_INVITE_FLAG_ACCOUNTS)
    .transform((list) => [...new Set(list)]),
  flagged: z.boolean(),
});

/** Flags (or unflags) one patient for an invite; the same value again records nothing. */
export function decideSetInviteFlag(command: { practiceId: string; flagged: boolean }, state: CustomerState): InviteFlagSet[] {
  assertPatientOfPractice(state, command.practiceId);
  if (Boolean(state.inviteFlagged) === command.flagged) return [];
  return [{ type: 'InviteFlagSet', data: { flagged: command.flagged } }];
}
