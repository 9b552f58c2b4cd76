import type { CustomerState } from './customer-decider';
import type { WelcomeEmailSent } from './events';

/**
 * Whether a welcome e-mail is due for the account created by `causationEventId`: only once per
 * creating event, only to patients, and not to someone who has already set a password.
 */
export function welcomeEmailDue(state: CustomerState, causationEventId: string): boolean {
  return (
    state.exists &&
    state.customerGroup === 'Patient' &&
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
