import { z } from 'zod';
import { DomainError } from '../shared/errors';
import { PASSWORD_MESSAGES, currentPassword, isWeakPassword, passwordConfirmation, strongPassword } from '../shared/validation';
import type { CustomerState } from './customer-decider';
import type { PasswordSet } from './events';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * The change-password form: current, new and repeated new password (the e-mail is the signed-in
 * user's). New and confirmation must be equal; the new one must differ from the current one.
 */
export const changePasswordForm = z
  .object({
    oldPassword: currentPassword,
    newPassword: strongPassword(PASSWORD_MESSAGES.newRequired),
    confirmPassword: passwordConfirmation,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mustBeEqual })
  .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: PASSWORD_MESSAGES.mustDiffer });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export interface ChangePasswordCheck {
  /** The e-mail the caller typed; must be the account's own. */
  email: string;
  /** Result of verifying oldPassword against the stored hash (done by the handler: I/O). */
  oldPasswordMatches: boolean;
  newPassword: string;
  oldPassword: string;
}

/**
 * Wrong e-mail, wrong current password and a new password equal to the current one all answer
 * INVALID_EMAIL_PASSWORD (spec point 8), so the reply does not say which part was wrong.
 */
export function assertCanChangePassword(command: ChangePasswordCheck, state: CustomerState): void {
  if (
    !state.exists ||
    !state.passwordHash ||
    command.email.trim().toLowerCase() !== state.email ||
    !command.oldPasswordMatches ||
    command.newPassword === command.oldPassword
  ) {
    throw new DomainError('validation', 'INVALID_EMAIL_PASSWORD', ACCOUNT_MESSAGES.invalidEmailPassword);
  }
  if (isWeakPassword(command.newPassword, state)) throw new DomainError('validation', 'WEAK_PASSWORD', PASSWORD_MESSAGES.weak);
}

export function decideChangePassword(command: ChangePasswordCheck & { passwordHash: string }, state: CustomerState): PasswordSet[] {
  assertCanChangePassword(command, state);
  return [{ type: 'PasswordSet', data: { passwordHash: command.passwordHash, via: 'change' } }];
}
