/**
 * Saved queries of the Analysis screen (issue #32). One stream per saved query,
 * `saved-query-{savedQueryId}`; its owner is the account that saved it and its scope the export it
 * runs over (null: every practice, the analyst's; else the practice administrator's practice).
 *
 * Names are unique per owner (case and spacing aside), decided on the write side: a stream per
 * owner and name, `saved-query-name-{owner}-{key}`, records which saved query holds the name
 * (claimed on save and rename, released on rename and delete) — never a read model that may lag.
 */
export const savedQueryStream = (savedQueryId: string) => `saved-query-${savedQueryId}`;
export const savedQueryNameStream = (owner: string, nameKey: string) => `saved-query-name-${owner}-${nameKey}`;

export interface SavedQueryCreated {
  type: 'SavedQueryCreated';
  data: { savedQueryId: string; owner: string; practiceId: string | null; name: string; sql: string; createdAt: string };
}

export interface SavedQueryRenamed {
  type: 'SavedQueryRenamed';
  data: { savedQueryId: string; owner: string; practiceId: string | null; name: string; previousName: string; renamedAt: string };
}

export interface SavedQueryDeleted {
  type: 'SavedQueryDeleted';
  data: { savedQueryId: string; owner: string; practiceId: string | null; name: string; deletedAt: string };
}

export type SavedQueryEvent = SavedQueryCreated | SavedQueryRenamed | SavedQueryDeleted;
export const SAVED_QUERY_EVENT_TYPES = ['SavedQueryCreated', 'SavedQueryRenamed', 'SavedQueryDeleted'] as const;

export interface SavedQueryNameClaimed {
  type: 'SavedQueryNameClaimed';
  data: { owner: string; name: string; savedQueryId: string };
}

export interface SavedQueryNameReleased {
  type: 'SavedQueryNameReleased';
  data: { owner: string; name: string; savedQueryId: string };
}

export type SavedQueryNameEvent = SavedQueryNameClaimed | SavedQueryNameReleased;
