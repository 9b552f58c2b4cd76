import { accessRequestKey, accessRequestKeyDecider, type AccessRequestKeyState, decideClaimAccessRequestKey, keyHolding } from '../../domain/access-requests/access-request-key';
import { type AccessRequestKeyClaimed, accessRequestKeyStream } from '../../domain/access-requests/events';
import { fold } from '../../domain/shared/decider';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { handleCommandWithFacts } from './handle-command';
import { loadAccessRequest } from './load-access-request';

/**
 * Claims a practice × patient key for a new request before the request's own stream is appended
 * (D-522): the key stream is appended with its expected version, and the holder is read from the
 * same read, so of any number of racing creates exactly one wins; the others re-read and are
 * refused like any duplicate.
 */
export async function claimAccessRequestKey(store: EventStore, key: string, requestId: string, metadata: EventMetadata, now: Date): Promise<void> {
  await handleCommandWithFacts(
    store,
    accessRequestKeyStream(key),
    accessRequestKeyDecider,
    (state) => holderOf(store, state),
    (state, holder) => decideClaimAccessRequestKey({ key, requestId, now, holder }, state),
    { metadata },
  );
}

/** Whether the patient accepted an access request of this practice, from the write side (the key's holder), never from a read model that may lag. */
export async function isLinkedByAccessRequest(store: EventStore, practiceId: string, accountNumber: string): Promise<boolean> {
  const { events } = await store.readStream<AccessRequestKeyClaimed>(accessRequestKeyStream(accessRequestKey(practiceId, { accountNumber })));
  const state: AccessRequestKeyState = fold(accessRequestKeyDecider, events);
  return keyHolding(state, await holderOf(store, state), new Date()) === 'linked';
}

const holderOf = async (store: EventStore, state: AccessRequestKeyState) => (state.requestId ? loadAccessRequest(store, state.requestId) : undefined);
