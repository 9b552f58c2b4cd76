import type { CustomerState } from './customer-decider';
import type { WelcomeEmailSent } from './events';

/**
 * Whether a welcome e-mail is due for the account created by `causationEventId`: only once per
 * creating event, only to patients and practice users, and not to someone who has already set a password.
 */
export function welcomeEmailDue(state: CustomerState, causationEventId: string): boolean {
  return (
    state.exists &&
    // Patients created by a practice; practice administrators and staff made by a CSR or their administrator (issue #17).
    (state.customerGroup === 'Patient' || state.customerGroup === 'Practice' || state.customerGroup === 'Staff') &&
    !state.deactivated &&
    !state.passwordHash &&
    !state.welcomeEmailsFor.includes(causationEventId)
  );
}

export function decideRecordWelcomeEmail(
  command: { messageId: string; to: string; causationEventId: string },
  state: CustomerState,
): WelcomeEmailSent[] {
  if (state.welcomeEmailsFor.includes(command.causationEventId)) return [];
  return [{ type: 'WelcomeEmailSent', data: command }];
}
