import { DomainError } from '../shared/errors';
import type { CustomerState } from './customer-decider';
import type { CustomerEvent } from './events';

export interface CreatePracticeUserCommand {
  accountNumber: string;
  customerGroup: 'Practice' | 'Staff';
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | undefined;
  practiceId: string;
  locationId: string;
  /** Who made the account: the approving CSR (administrator) or the practice administrator (staff). */
  requestedBy: string;
}

/**
 * A practice user made by someone else (issue #17): a practice administrator when a CSR approves
 * a sign-up, a staff member when the administrator invites one. No password yet: the welcome
 * e-mail of the onboarding carries the link that sets it (WelcomeEmailRequested).
 */
export function decideCreatePracticeUser(command: CreatePracticeUserCommand, state: CustomerState): CustomerEvent[] {
  if (state.exists) {
    // The same command again (a retried approval) changes nothing; anything else is a clash.
    if (state.email === command.email && state.practiceId === command.practiceId) return [];
    throw new DomainError('conflict', 'ACCOUNT_EXISTS', `Account ${command.accountNumber} exists`);
  }
  const { requestedBy, phone, ...data } = command;
  return [
    { type: 'CustomerRegistered', data: { ...data, ...(phone ? { phone } : {}) } },
    { type: 'WelcomeEmailRequested', data: { requestedBy, force: false } },
  ];
}

/** The practice administrator deactivates one of the practice's staff members: they can no longer sign in. */
export function decideDeactivateStaffMember(command: { practiceId: string; deactivatedBy: string }, state: CustomerState): CustomerEvent[] {
  if (!state.exists || state.customerGroup !== 'Staff' || state.practiceId !== command.practiceId) {
    throw new DomainError('not_found', 'STAFF_NOT_FOUND', 'This staff member does not exist at your practice.');
  }
  if (state.deactivated) return [];
  return [
    { type: 'StaffMemberDeactivated', data: { deactivatedBy: command.deactivatedBy } },
    ...state.openSessions.map((sessionId): CustomerEvent => ({ type: 'SignedOut', data: { sessionId } })),
  ];
}
