import type { CustomerState } from '../identity/customer-decider';
import type { EmailChanged, WelcomeEmailRequested } from '../identity/events';
import { DomainError } from '../shared/errors';
import { assertPatientActive, assertPatientOfPractice, PATIENT_MESSAGES } from './patient-of-practice';

export interface EditPatientEmailCommand {
  practiceId: string;
  requestedBy: string;
  changeId: string;
  email: string;
  sendWelcomeEmail: boolean;
}

/**
 * The practice changes its patient's e-mail at once (no confirmation link: the practice vouches
 * for it, decision D-072). An unregistered patient then gets the welcome e-mail at the new
 * address unless the practice chose not to; a registered patient never does (they have a password).
 * The new address must already be reserved for this account by the caller (USER_ALREADY_EXISTS otherwise).
 */
export function decideEditPatientEmail(command: EditPatientEmailCommand, state: CustomerState): (EmailChanged | WelcomeEmailRequested)[] {
  assertPatientOfPractice(state, command.practiceId);
  assertPatientActive(state);
  if (state.email === command.email) throw new DomainError('validation', 'SAME_EMAIL', PATIENT_MESSAGES.sameEmail);
  const events: (EmailChanged | WelcomeEmailRequested)[] = [
    { type: 'EmailChanged', data: { changeId: command.changeId, previousEmail: state.email!, email: command.email } },
  ];
  if (command.sendWelcomeEmail && !state.passwordHash) {
    events.push({ type: 'WelcomeEmailRequested', data: { requestedBy: command.requestedBy, force: true } });
  }
  return events;
}
