import type { CardSaved, SavedCardEvent } from './events';

export interface SavedCardsState {
  /** Cards not deleted, in the order they were saved. */
  cards: CardSaved['data'][];
  defaultCardId: string | null;
}

/** Folds an account's saved cards (stream `cards-{accountNumber}`). */
export const savedCardsDecider = {
  initialState: (): SavedCardsState => ({ cards: [], defaultCardId: null }),
  evolve(state: SavedCardsState, event: SavedCardEvent): SavedCardsState {
    switch (event.type) {
      case 'CardSaved':
        return { ...state, cards: [...state.cards, event.data] };
      case 'CardDeleted':
        return { cards: state.cards.filter((c) => c.uniqueCardId !== event.data.uniqueCardId), defaultCardId: state.defaultCardId === event.data.uniqueCardId ? null : state.defaultCardId };
      case 'DefaultCardSet':
        return { ...state, defaultCardId: event.data.uniqueCardId };
      default:
        return state;
    }
  },
};

export function findSavedCard(state: SavedCardsState, uniqueCardId: string): CardSaved['data'] | undefined {
  return state.cards.find((c) => c.uniqueCardId === uniqueCardId);
}
