import { accessRequestDecider, type AccessRequestState } from '../../domain/access-requests/access-request-decider';
import { type AccessRequestEvent, accessRequestStream } from '../../domain/access-requests/events';
import { fold } from '../../domain/shared/decider';
import type { EventStore } from '../../infra/event-store/port';

/** An access request's state from its own stream. */
export async function loadAccessRequest(store: EventStore, id: string): Promise<AccessRequestState> {
  const { events } = await store.readStream<AccessRequestEvent>(accessRequestStream(id));
  return fold(accessRequestDecider, events);
}
