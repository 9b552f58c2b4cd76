import { DomainError, MESSAGES } from '../shared/errors';
import type { EmailEvent } from './events';

export interface EmailReservationState {
  accountNumber?: string;
}

export function evolveEmailReservation(state: EmailReservationState, event: EmailEvent): EmailReservationState {
  switch (event.type) {
    case 'EmailReserved':
      return { accountNumber: event.data.accountNumber };
    case 'EmailReleased':
      return state.accountNumber === event.data.accountNumber ? {} : state;
  }
}

/**
 * An e-mail belongs to at most one account. `ownerExists` tells whether the reserving account
 * still holds the address: false when it was never created (a crash between the two appends) or
 * has since moved to another address without releasing this one; then the reservation is reusable.
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

/** The account left this address (e-mail change confirmed): free it. Only its holder can. */
export function decideReleaseEmail(command: { email: string; accountNumber: string }, state: EmailReservationState): EmailEvent[] {
  if (state.accountNumber !== command.accountNumber) return [];
  return [{ type: 'EmailReleased', data: { email: command.email, accountNumber: command.accountNumber } }];
}
