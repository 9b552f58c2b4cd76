import type { CustomerState } from '../identity/customer-decider';
import { type CustomerGroup, isDistributorStaff } from '../identity/customer-group';
import { DomainError, MESSAGES } from '../shared/errors';
import type { ImpersonationBegan } from './events';
import type { ImpersonationState } from './impersonation-decider';

export const IMPERSONATION_MESSAGES = {
  nested: 'You are already acting as a customer. End that session before starting another one.',
  notFound: 'No customer has this account number.',
  csrTarget: 'Support accounts cannot be impersonated.',
  distributorStaffTarget: 'Analysts and operators work for Lensloop: their accounts cannot be impersonated.',
  alreadyBegun: 'This impersonation session already exists.',
  notImpersonating: 'This session is not an impersonation.',
  notYours: 'Only the representative who started this impersonation can end it.',
} as const;

export interface Impersonator {
  accountNumber: string;
  customerGroup: CustomerGroup;
  name: string;
  sessionId: string;
  /** True when the caller's own token is already an impersonation token. */
  impersonating: boolean;
}

export type ImpersonationTarget = Pick<ImpersonationBegan['data'], 'targetAccountNumber' | 'targetGroup' | 'targetName' | 'targetEmail'> & {
  practiceId?: string;
  locationId?: string;
};

/**
 * Who may act as whom: only a CSR, never from inside another impersonation, and only as an
 * existing patient or practice account (never another CSR, never themselves, never an analyst or operator).
 */
export function checkImpersonation(csr: Impersonator, target: CustomerState): ImpersonationTarget {
  if (csr.impersonating) throw new DomainError('conflict', 'IMPERSONATION_ACTIVE', IMPERSONATION_MESSAGES.nested);
  if (csr.customerGroup !== 'CSR') throw new DomainError('forbidden', 'FORBIDDEN', MESSAGES.unauthorizedPage);
  if (!target.exists || !target.accountNumber || !target.customerGroup) {
    throw new DomainError('not_found', 'CUSTOMER_NOT_FOUND', IMPERSONATION_MESSAGES.notFound);
  }
  if (target.customerGroup === 'CSR' || target.accountNumber === csr.accountNumber) {
    throw new DomainError('forbidden', 'IMPERSONATION_NOT_ALLOWED', IMPERSONATION_MESSAGES.csrTarget);
  }
  // The distributor's own staff are not customers; acting as one would also skip their second factor (D-742).
  if (isDistributorStaff(target.customerGroup)) {
    throw new DomainError('forbidden', 'IMPERSONATION_NOT_ALLOWED', IMPERSONATION_MESSAGES.distributorStaffTarget);
  }
  const name = [target.firstName, target.lastName].filter(Boolean).join(' ') || target.email || target.accountNumber;
  return {
    targetAccountNumber: target.accountNumber,
    targetGroup: target.customerGroup,
    targetName: name,
    targetEmail: target.email ?? '',
    ...(target.practiceId ? { practiceId: target.practiceId } : {}),
    ...(target.locationId ? { locationId: target.locationId } : {}),
  };
}

export interface BeginImpersonationCommand {
  impersonationId: string;
  sessionId: string;
  csr: Impersonator;
  target: CustomerState;
  practiceName?: string;
  reason?: string | undefined;
}

export function decideBeginImpersonation(command: BeginImpersonationCommand, state: ImpersonationState): ImpersonationBegan[] {
  if (state.status !== 'none') throw new DomainError('conflict', 'IMPERSONATION_EXISTS', IMPERSONATION_MESSAGES.alreadyBegun);
  const target = checkImpersonation(command.csr, command.target);
  const data: ImpersonationBegan['data'] = {
    impersonationId: command.impersonationId,
    sessionId: command.sessionId,
    csrAccountNumber: command.csr.accountNumber,
    csrName: command.csr.name,
    csrSessionId: command.csr.sessionId,
    ...target,
  };
  if (command.practiceName) data.practiceName = command.practiceName;
  if (command.reason) data.reason = command.reason;
  return [{ type: 'ImpersonationBegan', data }];
}
