import type { CustomerState } from '../identity/customer-decider';
import type { WelcomeEmailRequested } from '../identity/events';
import { DomainError } from '../shared/errors';
import { DISTRIBUTOR_STAFF_MESSAGES } from './messages';
import { assertDistributorStaff, distributorStaffStatus } from './staff-status';

/**
 * A CSR sends the invitation again: a fresh 7-day link (earlier unused links keep working until they
 * expire, as welcome links do). Only while they have no password and their access is not deactivated.
 */
export function decideResendDistributorStaffInvite(command: { requestedBy: string }, state: CustomerState): WelcomeEmailRequested[] {
  assertDistributorStaff(state);
  const status = distributorStaffStatus(state);
  if (status === 'deactivated') throw new DomainError('rule', 'DISTRIBUTOR_STAFF_DEACTIVATED', DISTRIBUTOR_STAFF_MESSAGES.deactivated);
  if (status === 'active') throw new DomainError('rule', 'ALREADY_REGISTERED', DISTRIBUTOR_STAFF_MESSAGES.alreadyRegistered);
  // A CSR's re-send always goes out (as /customer/forcewelcomeemail): an earlier one may have failed for good.
  return [{ type: 'WelcomeEmailRequested', data: { requestedBy: command.requestedBy, force: true } }];
}
