import { DomainError } from '../shared/errors';
import { CARD_NOT_FOUND } from './delete-card';
import type { SavedCardEvent } from './events';
import { findSavedCard, type SavedCardsState } from './saved-cards-decider';

/** Makes a saved card the default; already the default → no change. */
export function decideSetDefaultCard(command: { accountNumber: string; uniqueCardId: string }, state: SavedCardsState): SavedCardEvent[] {
  if (!findSavedCard(state, command.uniqueCardId)) throw new DomainError('not_found', 'VALUE_NOT_FOUND', CARD_NOT_FOUND);
  if (state.defaultCardId === command.uniqueCardId) return [];
  return [{ type: 'DefaultCardSet', data: { accountNumber: command.accountNumber, uniqueCardId: command.uniqueCardId } }];
}
