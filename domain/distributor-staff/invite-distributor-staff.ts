import type { CustomerState } from '../identity/customer-decider';
import type { DistributorStaffGroup } from '../identity/customer-group';
import type { CustomerEvent } from '../identity/events';
import { DomainError } from '../shared/errors';

export interface InviteDistributorStaffCommand {
  accountNumber: string;
  role: DistributorStaffGroup;
  email: string;
  firstName: string;
  lastName: string;
  /** The inviting CSR. */
  invitedBy: string;
}

/**
 * A CSR invites an analyst or an operator (issues #32, #33): an account of that group with no
 * practice, no location and no password; the invitation (WelcomeEmailRequested) e-mails a signed,
 * single-use link to set the password, like a welcome link. The e-mail was reserved before (one
 * account per address, D-009); a retried invitation of the same person changes nothing.
 */
export function decideInviteDistributorStaff(command: InviteDistributorStaffCommand, state: CustomerState): CustomerEvent[] {
  if (state.exists) {
    if (state.email === command.email && state.customerGroup === command.role) return [];
    throw new DomainError('conflict', 'ACCOUNT_EXISTS', `Account ${command.accountNumber} exists`);
  }
  const { role, invitedBy, ...person } = command;
  return [
    { type: 'CustomerRegistered', data: { ...person, customerGroup: role } },
    { type: 'WelcomeEmailRequested', data: { requestedBy: invitedBy, force: false, invitation: true } },
  ];
}
