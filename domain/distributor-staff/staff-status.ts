import type { CustomerState } from '../identity/customer-decider';
import { isDistributorStaff } from '../identity/customer-group';
import { DomainError } from '../shared/errors';
import { DISTRIBUTOR_STAFF_MESSAGES } from './messages';

/** Where a distributor staff member stands: invited (no password yet), active, or deactivated by a CSR. */
export const DISTRIBUTOR_STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type DistributorStaffStatus = (typeof DISTRIBUTOR_STAFF_STATUSES)[number];

export function distributorStaffStatus(state: Pick<CustomerState, 'deactivated' | 'passwordHash'>): DistributorStaffStatus {
  if (state.deactivated) return 'deactivated';
  return state.passwordHash ? 'active' : 'invited';
}

/** The account as a CSR's command sees it: an analyst or operator, else the one "not found" for every other account. */
export function assertDistributorStaff(state: CustomerState): void {
  if (!state.exists || !isDistributorStaff(state.customerGroup)) {
    throw new DomainError('not_found', 'DISTRIBUTOR_STAFF_NOT_FOUND', DISTRIBUTOR_STAFF_MESSAGES.notFound);
  }
}
