import { DomainError } from '../shared/errors';
import type { CustomerState } from './customer-decider';
import type { WelcomeEmailRequested } from './events';
import { ACCOUNT_MESSAGES } from './messages';

export interface RequestWelcomeEmailCommand {
  /** Account number of whoever asked (staff, practice administrator or CSR). */
  requestedBy: string;
  /**
   * CSR's `/customer/forcewelcomeemail`: send even while an earlier welcome e-mail is still on
   * its way (e.g. one that failed for good). Without it such a request is refused, so a double
   * click never mails the patient twice.
   */
  force: boolean;
}

/**
 * Send the welcome e-mail (a fresh 7-day set-password link) again. Only to a patient who has not
 * registered yet: once a password is set, the welcome link cannot be used, and "Forgot password?"
 * is the way back in. The route checks that the patient belongs to the caller's practice.
 */
export function decideRequestWelcomeEmail(command: RequestWelcomeEmailCommand, state: CustomerState): WelcomeEmailRequested[] {
  if (!state.exists || state.customerGroup !== 'Patient') {
    throw new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', ACCOUNT_MESSAGES.patientNotFound);
  }
  if (state.passwordHash) throw new DomainError('rule', 'PATIENT_ALREADY_REGISTERED', ACCOUNT_MESSAGES.patientAlreadyRegistered);
  if (state.welcomeEmailPending && !command.force) {
    throw new DomainError('rule', 'WELCOME_EMAIL_PENDING', ACCOUNT_MESSAGES.welcomeEmailPending);
  }
  return [{ type: 'WelcomeEmailRequested', data: { requestedBy: command.requestedBy, force: command.force } }];
}
