import { z } from 'zod';
import { DomainError } from '../shared/errors';
import { PASSWORD_MESSAGES, isWeakPassword, passwordConfirmation, strongPassword } from '../shared/validation';
import { type AccountLink, checkAccountLink } from './account-links';
import type { CustomerState } from './customer-decider';
import type { PasswordSet } from './events';

/** The new password and its confirmation, as the welcome and reset-password forms hold them. */
export const newPasswordPair = z
  .object({
    newPassword: strongPassword(PASSWORD_MESSAGES.newRequired),
    confirmPassword: passwordConfirmation,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mustBeEqual });
export type NewPasswordPair = z.infer<typeof newPasswordPair>;

export interface SetPasswordCheck {
  link: AccountLink & { purpose: 'welcome' | 'reset-password' };
  newPassword: string;
  now: Date;
}

/** Everything that can refuse the new password, checked before the (slow) hashing. */
export function assertCanSetPassword(command: SetPasswordCheck, state: CustomerState): void {
  checkAccountLink(command.link, state, command.now);
  if (isWeakPassword(command.newPassword, state)) throw new DomainError('validation', 'WEAK_PASSWORD', PASSWORD_MESSAGES.weak);
}

/**
 * Sets the password and uses the link up. A patient set up by a practice is registered from
 * here on (the customers read model flips `is_registered` on the first PasswordSet).
 */
export function decideSetPassword(command: SetPasswordCheck & { passwordHash: string }, state: CustomerState): PasswordSet[] {
  assertCanSetPassword(command, state);
  return [
    {
      type: 'PasswordSet',
      data: {
        passwordHash: command.passwordHash,
        via: command.link.purpose === 'welcome' ? 'welcome' : 'reset',
        tokenId: command.link.tokenId,
      },
    },
  ];
}
