import type { CustomerState } from '../identity/customer-decider';
import type { CustomerEvent } from '../identity/events';
import { assertDistributorStaff } from './staff-status';

/**
 * A CSR restores a deactivated analyst's or operator's access: the same account, e-mail and
 * two-factor number. Someone who never set a password gets a fresh invitation; someone who had one
 * signs in with it (and the texted code) again. Not deactivated: nothing to record.
 */
export function decideReactivateDistributorStaff(command: { reactivatedBy: string }, state: CustomerState): CustomerEvent[] {
  assertDistributorStaff(state);
  if (!state.deactivated) return [];
  return [
    { type: 'DistributorStaffReactivated', data: { reactivatedBy: command.reactivatedBy } },
    ...(state.passwordHash ? [] : [{ type: 'WelcomeEmailRequested' as const, data: { requestedBy: command.reactivatedBy, force: true } }]),
  ];
}
