import { DomainError, MESSAGES } from '../shared/errors';
import { LINK_TTL_MS } from './account-links';
import type { CustomerState } from './customer-decider';
import type { EmailChangeRequested } from './events';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * Asks to move the account to a new address. Nothing changes until the link sent to the new
 * address is confirmed by signing in with the previous e-mail and password; a newer request
 * replaces an unconfirmed one. `emailTaken`: another account holds the address (I/O, by the handler).
 */
export function decideRequestEmailChange(
  command: { changeId: string; newEmail: string; emailTaken: boolean; now: Date },
  state: CustomerState,
): EmailChangeRequested[] {
  if (!state.exists) throw new DomainError('not_found', 'NOT_FOUND', 'Account not found');
  const newEmail = command.newEmail.trim().toLowerCase();
  if (newEmail === state.email) throw new DomainError('validation', 'SAME_EMAIL', ACCOUNT_MESSAGES.sameEmail);
  if (command.emailTaken) throw new DomainError('conflict', 'USER_ALREADY_EXISTS', MESSAGES.userAlreadyExists);
  return [
    {
      type: 'EmailChangeRequested',
      data: {
        changeId: command.changeId,
        newEmail,
        requestedAt: command.now.toISOString(),
        expiresAt: new Date(command.now.getTime() + LINK_TTL_MS['verify-email']).toISOString(),
      },
    },
  ];
}
