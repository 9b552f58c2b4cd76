import type { CustomerState } from '../identity/customer-decider';
import type { CustomerEvent } from '../identity/events';
import { assertDistributorStaff } from './staff-status';

/**
 * A CSR ends an analyst's or operator's access: an invitation not taken up stops working, an active
 * member can no longer sign in, and every open session ends now (SignedOut each: their tokens are
 * refused from the next request, D-008). Already deactivated: nothing to record.
 */
export function decideDeactivateDistributorStaff(command: { deactivatedBy: string }, state: CustomerState): CustomerEvent[] {
  assertDistributorStaff(state);
  if (state.deactivated) return [];
  return [
    { type: 'DistributorStaffDeactivated', data: { deactivatedBy: command.deactivatedBy } },
    ...state.openSessions.map((sessionId): CustomerEvent => ({ type: 'SignedOut', data: { sessionId } })),
  ];
}
