import type { CustomerState } from './customer-decider';
import { isDistributorStaff } from './customer-group';
import type { WelcomeEmailSent } from './events';

/**
 * Whether a welcome e-mail is due for the account created by `causationEventId`: only once per
 * creating event, only to patients, practice users and distributor staff, not to a deactivated
 * account, and not to someone who has already set a password.
 */
export function welcomeEmailDue(state: CustomerState, causationEventId: string): boolean {
  return (
    state.exists &&
    // Patients created by a practice; practice administrators and staff made by a CSR or their administrator (issue #17);
    // analysts and operators invited by a CSR (issues #32, #33).
    (state.customerGroup === 'Patient' || state.customerGroup === 'Practice' || state.customerGroup === 'Staff' || isDistributorStaff(state.customerGroup)) &&
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
