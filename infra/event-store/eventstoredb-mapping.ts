import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type EventStoreDBClient,
  NO_STREAM,
  type ResolvedEvent,
  STREAM_EXISTS,
} from '@eventstore/db-client';
import { v5 as uuidv5 } from 'uuid';
import type { EventMetadata, ExpectedVersion, StoredEvent } from './port';
import { upcast } from './upcasters';

/** The part of the client the adapter uses (so a test double can stand in for it). */
export type EsdbClient = Pick<EventStoreDBClient, 'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'>;

/** Fixed forever: changing it would make a retried idempotency key write its events again. */
const IDEMPOTENCY_NAMESPACE = 'b30cca9a-c786-4d5f-a506-cb33ec4478e2';

/** Event ids derived from the idempotency key, so a retry proposes the very same events. */
export function idempotentEventId(key: string, index: number): string {
  return uuidv5(`${key}:${index}`, IDEMPOTENCY_NAMESPACE);
}

export function toRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  // A numeric -1 is readStream's version of a missing stream.
  return expected < 0 ? NO_STREAM : BigInt(expected);
}

/** Position in $all: the commit position (shared by the events of one append). */
export function commitOf(r: ResolvedEvent | AllStreamResolvedEvent): number {
  return Number(r.commitPosition ?? r.event?.position?.commit ?? -1n);
}

/** System streams and events ($stats, $>, $metadata…) are ESDB's own, never ours. */
export function isUserEvent(r: ResolvedEvent | AllStreamResolvedEvent): boolean {
  const e = r.event;
  return !!e && !e.type.startsWith('$') && !e.streamId.startsWith('$');
}

export function toStored(r: ResolvedEvent | AllStreamResolvedEvent): StoredEvent {
  const e = r.event;
  if (!e) throw new Error('EventStoreDB returned an unresolved link');
  const metadata = (e.metadata && !(e.metadata instanceof Uint8Array) ? e.metadata : {}) as EventMetadata;
  return upcast({
    eventId: e.id,
    type: e.type,
    data: e.data,
    metadata: { ...metadata, schemaVersion: metadata.schemaVersion ?? 1 },
    streamId: e.streamId,
    streamPosition: Number(e.revision),
    globalPosition: commitOf(r),
    transactionId: '0',
  });
}

/** Anchored regex matching exactly these event types (for eventTypeFilter). */
export function exactTypesRegex(types: readonly string[]): string {
  return `^(?:${types.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`;
}
