import type { SavedQueryEvent } from '../domain/analysis/saved-query-events';
import { SAVED_QUERY_EVENT_TYPES } from '../domain/analysis/saved-query-events';
import { projectionOf } from './lib/projection';

/**
 * Saved analysis queries (issue #32): one row per saved query of an analyst or a practice
 * administrator, listed to its owner only. A deleted one leaves the table (its events stay in the log).
 */
export const savedQueriesProjection = projectionOf<SavedQueryEvent>({
  name: 'saved_queries',
  version: 1,
  eventTypes: SAVED_QUERY_EVENT_TYPES,
  tables: ['saved_queries'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.saved_queries (
      saved_query_id text PRIMARY KEY,
      owner          text NOT NULL,
      practice_id    text,
      name           text NOT NULL,
      sql            text NOT NULL,
      created_at     text NOT NULL,
      updated_at     text NOT NULL
    );`,
  readIndexes: (s) => `CREATE INDEX IF NOT EXISTS saved_queries_owner ON ${s}.saved_queries (owner, name, saved_query_id);`,
  async apply({ db }, events) {
    for (const e of events) {
      switch (e.type) {
        case 'SavedQueryCreated': {
          const d = e.data;
          await db
            .insertInto('saved_queries')
            .values({ saved_query_id: d.savedQueryId, owner: d.owner, practice_id: d.practiceId, name: d.name, sql: d.sql, created_at: d.createdAt, updated_at: d.createdAt })
            .onConflict((oc) => oc.column('saved_query_id').doNothing())
            .execute();
          break;
        }
        case 'SavedQueryRenamed':
          await db.updateTable('saved_queries').set({ name: e.data.name, updated_at: e.data.renamedAt }).where('saved_query_id', '=', e.data.savedQueryId).execute();
          break;
        case 'SavedQueryDeleted':
          await db.deleteFrom('saved_queries').where('saved_query_id', '=', e.data.savedQueryId).execute();
          break;
      }
    }
  },
});
