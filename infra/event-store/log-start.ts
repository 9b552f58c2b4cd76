import type { SqlConnection } from '../db/sql-client';
import type { EventStore } from './port';

/** How long the answer is kept per process: it moves only when an event is back-dated before it. */
const KEEP_MS = 30_000;
const kept = new WeakMap<object, { at: number; value: Promise<string | null> }>();

/**
 * When the log's history starts (issue #32): the earliest `occurredAt` of any event, ISO, or null
 * for an empty log. Not the first event by position: imported and seeded history is back-dated
 * (the demo's year of orders is appended after the catalog), and an as-of snapshot cuts by when
 * things occurred. PostgreSQL reads it in one statement; EventStoreDB from the head of $all.
 */
export function logStart(store: EventStore, sql: SqlConnection): Promise<string | null> {
  const key = store.kind === 'postgres' ? sql : store;
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.value;
  const value = read(store, sql);
  kept.set(key, { at: Date.now(), value });
  value.catch(() => kept.delete(key));
  return value;
}

async function read(store: EventStore, sql: SqlConnection): Promise<string | null> {
  if (store.kind === 'postgres') {
    const { rows } = await sql.query<{ first: string | null }>(`SELECT min(metadata->>'occurredAt') AS first FROM es_events`);
    return rows[0]?.first ? new Date(Date.parse(rows[0].first)).toISOString() : null;
  }
  const { events } = await store.readAll({ limit: 1000 });
  const times = events.map((e) => Date.parse(e.metadata.occurredAt)).filter((t) => Number.isFinite(t));
  return times.length ? new Date(Math.min(...times)).toISOString() : null;
}

/** Forgets the kept answer (tests that append back-dated history after asking). */
export function forgetLogStart(store: EventStore, sql: SqlConnection): void {
  kept.delete(store.kind === 'postgres' ? sql : store);
}
