import { DomainError } from '../shared/errors';
import type { SavedQueryNameState, SavedQueryState } from './saved-query-decider';
import type { SavedQueryCreated, SavedQueryDeleted, SavedQueryNameClaimed, SavedQueryNameReleased, SavedQueryRenamed } from './saved-query-events';
import { ANALYSIS_MESSAGES, SAVED_QUERY_NAME_TAKEN, SAVED_QUERY_NOT_FOUND } from './messages';

/** Claiming an owner's name for a saved query: refused when another of the owner's saved queries holds it. */
export function decideClaimName(cmd: { owner: string; name: string; savedQueryId: string }, state: SavedQueryNameState): SavedQueryNameClaimed[] {
  if (state.holder === cmd.savedQueryId) return [];
  if (state.holder !== null) throw new DomainError('conflict', SAVED_QUERY_NAME_TAKEN, ANALYSIS_MESSAGES.nameTaken, { field: 'name' });
  return [{ type: 'SavedQueryNameClaimed', data: cmd }];
}

export function decideReleaseName(cmd: { owner: string; name: string; savedQueryId: string }, state: SavedQueryNameState): SavedQueryNameReleased[] {
  return state.holder === cmd.savedQueryId ? [{ type: 'SavedQueryNameReleased', data: cmd }] : [];
}

export function decideCreateSavedQuery(
  cmd: { savedQueryId: string; owner: string; practiceId: string | null; name: string; sql: string; now: Date },
  state: SavedQueryState,
): SavedQueryCreated[] {
  if (state.exists) return [];
  return [{ type: 'SavedQueryCreated', data: { savedQueryId: cmd.savedQueryId, owner: cmd.owner, practiceId: cmd.practiceId, name: cmd.name, sql: cmd.sql, createdAt: cmd.now.toISOString() } }];
}

/** The owner's live saved query, or 404 (another owner's is as unknown as a deleted one). */
export function ownedSavedQuery(state: SavedQueryState, owner: string): SavedQueryState {
  if (!state.exists || state.deleted || state.owner !== owner) throw new DomainError('not_found', SAVED_QUERY_NOT_FOUND, ANALYSIS_MESSAGES.savedNotFound);
  return state;
}

export function decideRenameSavedQuery(cmd: { owner: string; name: string; now: Date }, state: SavedQueryState): SavedQueryRenamed[] {
  const q = ownedSavedQuery(state, cmd.owner);
  if (q.name === cmd.name) return [];
  return [{ type: 'SavedQueryRenamed', data: { savedQueryId: q.savedQueryId, owner: q.owner, practiceId: q.practiceId, name: cmd.name, previousName: q.name, renamedAt: cmd.now.toISOString() } }];
}

export function decideDeleteSavedQuery(cmd: { owner: string; now: Date }, state: SavedQueryState): SavedQueryDeleted[] {
  const q = ownedSavedQuery(state, cmd.owner);
  return [{ type: 'SavedQueryDeleted', data: { savedQueryId: q.savedQueryId, owner: q.owner, practiceId: q.practiceId, name: q.name, deletedAt: cmd.now.toISOString() } }];
}
