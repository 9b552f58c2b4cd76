import { DomainError, MESSAGES } from '../shared/errors';
import type { EmailEvent } from './events';

export interface EmailReservationState {
  accountNumber?: string;
}

export function evolveEmailReservation(state: EmailReservationState, event: EmailEvent): EmailReservationState {
  switch (event.type) {
    case 'EmailReserved':
      return { accountNumber: event.data.accountNumber };
  }
}

/**
 * An e-mail belongs to at most one account. `ownerExists` tells whether the reserving account
 * was ever created: a reservation left behind by a crash between the two appends is reusable.
 */
export function decideReserveEmail(
  command: { email: string; accountNumber: string; ownerExists: boolean },
  state: EmailReservationState,
): EmailEvent[] {
  if (state.accountNumber && state.accountNumber !== command.accountNumber && command.ownerExists) {
    throw new DomainError('conflict', 'USER_ALREADY_EXISTS', MESSAGES.userAlreadyExists);
  }
  if (state.accountNumber === command.accountNumber) return [];
  return [{ type: 'EmailReserved', data: { email: command.email, accountNumber: command.accountNumber } }];
}
