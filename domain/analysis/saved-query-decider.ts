import type { SavedQueryEvent, SavedQueryNameEvent } from './saved-query-events';

/** A saved query as its stream folds it. */
export interface SavedQueryState {
  exists: boolean;
  deleted: boolean;
  savedQueryId: string;
  owner: string;
  practiceId: string | null;
  name: string;
}

export const savedQueryDecider = {
  initialState: (): SavedQueryState => ({ exists: false, deleted: false, savedQueryId: '', owner: '', practiceId: null, name: '' }),
  evolve(state: SavedQueryState, event: SavedQueryEvent): SavedQueryState {
    switch (event.type) {
      case 'SavedQueryCreated':
        return { exists: true, deleted: false, savedQueryId: event.data.savedQueryId, owner: event.data.owner, practiceId: event.data.practiceId, name: event.data.name };
      case 'SavedQueryRenamed':
        return { ...state, name: event.data.name };
      case 'SavedQueryDeleted':
        return { ...state, deleted: true };
    }
  },
};

/** Which saved query holds a name of an owner (null: free). */
export interface SavedQueryNameState {
  holder: string | null;
}

export const savedQueryNameDecider = {
  initialState: (): SavedQueryNameState => ({ holder: null }),
  evolve(state: SavedQueryNameState, event: SavedQueryNameEvent): SavedQueryNameState {
    switch (event.type) {
      case 'SavedQueryNameClaimed':
        return { holder: event.data.savedQueryId };
      case 'SavedQueryNameReleased':
        return state.holder === event.data.savedQueryId ? { holder: null } : state;
    }
  },
};
