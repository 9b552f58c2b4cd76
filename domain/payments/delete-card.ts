import { DomainError } from '../shared/errors';
import type { SavedCardEvent } from './events';
import { findSavedCard, type SavedCardsState } from './saved-cards-decider';

export const CARD_NOT_FOUND = 'VALUE_NOT_FOUND: Card not found.';

/** Deletes a saved card; if it was the default, the most recently saved remaining card becomes the default (D-124). */
export function decideDeleteCard(command: { accountNumber: string; uniqueCardId: string; now: Date }, state: SavedCardsState): SavedCardEvent[] {
  if (!findSavedCard(state, command.uniqueCardId)) throw new DomainError('not_found', 'VALUE_NOT_FOUND', CARD_NOT_FOUND);
  const events: SavedCardEvent[] = [{ type: 'CardDeleted', data: { accountNumber: command.accountNumber, uniqueCardId: command.uniqueCardId, deletedAt: command.now.toISOString() } }];
  const remaining = state.cards.filter((c) => c.uniqueCardId !== command.uniqueCardId);
  const next = remaining[remaining.length - 1];
  if (state.defaultCardId === command.uniqueCardId && next) events.push({ type: 'DefaultCardSet', data: { accountNumber: command.accountNumber, uniqueCardId: next.uniqueCardId } });
  return events;
}
