import type { CustomerState } from '../identity/customer-decider';
import type { InviteFlagSet } from '../identity/events';
import { assertPatientOfPractice } from './patient-of-practice';

/** Flags (or unflags) one patient for an invite; the same value again records nothing. */
export function decideSetInviteFlag(command: { practiceId: string; flagged: boolean }, state: CustomerState): InviteFlagSet[] {
  assertPatientOfPractice(state, command.practiceId);
  if (Boolean(state.inviteFlagged) === command.flagged) return [];
  return [{ type: 'InviteFlagSet', data: { flagged: command.flagged } }];
}
